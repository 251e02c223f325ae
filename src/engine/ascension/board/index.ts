/** The Action Board (T5, [8.2]): the six Action types in board order, Any, and the three Faction Panel slots. */
export * from './actions.ts';
