/** The turn tracker's moves: reveal, play, react, mark an ability, check the end of turn, start the next turn. */
import { choice, label, nullable, read, shape, whole, list, type Reader } from '../input/index.ts';
import { err, ok, step, type AscensionErr, type AscensionResult, type Step } from '../result.ts';
import { ACTION_NAMES, ACTION_TYPES, type ActionType } from '../board/index.ts';
import { orderCards, readRevealedCard } from './order.ts';
import { ACTIONS_PER_PHASE, ACTIONS_PER_TURN, END_OF_TURN_IDS, END_OF_TURN_STEPS, type EndOfTurnStepId } from './structure.ts';
import { listAnd } from '../../core/text.ts';
import { applyEndLosses, readPicks } from './tracker-losses.ts';
import { panelName } from './tracker-systems.ts';
import type { TrackedPlayer, TurnTrackerEvent, TurnTrackerState } from './tracker-types.ts';

type EventOf<T extends TurnTrackerEvent['type']> = Extract<TurnTrackerEvent, { type: T }>;

function playerAt(state: TurnTrackerState, id: string, field: string): { index: number; player: TrackedPlayer } | AscensionErr {
  const index = state.players.findIndex((p) => p.id === id);
  return index < 0 ? err(`"${id}" is not playing.`, 'ascension.AM-48', field) : { index, player: state.players[index] as TrackedPlayer };
}

const withPlayer = (state: TurnTrackerState, index: number, player: TrackedPlayer): TurnTrackerState => ({
  ...state,
  players: state.players.map((p, i) => (i === index ? player : p)),
});

const useOne = (player: TrackedPlayer, type: ActionType): TrackedPlayer => ({ ...player, used: { ...player.used, [type]: player.used[type] + 1 } });
const usesLeft = (player: TrackedPlayer, type: ActionType): number => player.counts[type] - player.used[type];

function checked<T>(reader: Reader<T>, event: unknown): AscensionResult<T> {
  return read(reader, event);
}

const readReveal = shape('A reveal', { cards: list('The revealed cards', readRevealedCard, 2, 2, 'ascension.AM-48') }, 'ascension.a-8-1');

export function reveal(state: TurnTrackerState, event: EventOf<'reveal'>): AscensionResult<TurnTrackerState> {
  if (state.stage !== 'reveal') return err(`Cards are revealed before anyone plays; now is the ${state.stage} stage.`, 'ascension.a-8-1');
  const r = checked(readReveal, event);
  if (!r.ok) return r;
  for (const [i, card] of r.value.cards.entries()) {
    if (!state.players.some((p) => p.id === card.player)) return err(`"${card.player}" is not playing.`, 'ascension.AM-48', `cards.${i}.player`);
  }
  const ordered = orderCards(r.value.cards);
  if (!ordered.ok) return ordered;
  const { order, decidedBy } = ordered.value;
  return ok(
    { ...state, stage: 'play', revealed: r.value.cards, order, decidedBy, played: 0, lastLeader: order[0] ?? null },
    [step(`Action ${state.slot} revealed.`, 'ascension.a-8-1'), ...ordered.trace],
  );
}

const readPlay = shape(
  'A play',
  {
    player: label('The player', 'ascension.a-8-1'),
    use: choice('The use of the card', ['action', 'event'] as const, 'ascension.a-8-1'),
    actionType: nullable(choice('The Action type', ACTION_TYPES, 'ascension.a-8-2')),
  },
  'ascension.a-8-1',
);

/** After the last player of a slot: the next slot, Phase Two, or the end of the turn. */
function advance(state: TurnTrackerState): { state: TurnTrackerState; trace: Step[] } {
  if (state.played < state.order.length) return { state, trace: [] };
  const base = { ...state, revealed: [], order: [], decidedBy: [], played: 0 };
  if (state.slot >= ACTIONS_PER_TURN) {
    return { state: { ...base, stage: 'end-of-turn' }, trace: [step('Action 6 is done: the turn ends. Work through the end-of-turn steps in order.', 'ascension.AM-49')] };
  }
  const trace =
    state.slot === ACTIONS_PER_PHASE
      ? [step('Phase One is over: each player places cards face down for actions 4–6 of Phase Two.', 'ascension.a-8-1')]
      : [step(`Action ${state.slot + 1} is next.`, 'ascension.a-8-1')];
  return { state: { ...base, slot: state.slot + 1, stage: 'reveal' }, trace };
}

export function play(state: TurnTrackerState, event: EventOf<'play'>): AscensionResult<TurnTrackerState> {
  if (state.stage !== 'play') return err('Reveal the cards of this action before playing them.', 'ascension.a-8-1');
  const r = checked(readPlay, event);
  if (!r.ok) return r;
  const expected = state.order[state.played];
  if (r.value.player !== expected) return err(`It is ${expected}'s turn to play, not ${r.value.player}'s.`, 'ascension.a-8-1', 'player');
  const found = playerAt(state, r.value.player, 'player');
  if ('ok' in found) return found;
  const card = state.revealed.find((c) => c.player === r.value.player)!;
  const trace: Step[] = [];
  let player = found.player;
  if (r.value.use === 'event') {
    trace.push(step(`${player.id} plays the Event of card ${card.cardId}; the card goes to the discard pile.`, 'ascension.a-8-4'));
  } else {
    const type = card.action === 'any' ? r.value.actionType : card.action;
    if (type === null) return err('A card showing Any needs the Action type to use.', 'ascension.a-2-4', 'actionType');
    if (card.action !== 'any' && r.value.actionType !== null && r.value.actionType !== card.action) {
      return err(`Card ${card.cardId} shows ${ACTION_NAMES[card.action]}, not ${ACTION_NAMES[r.value.actionType]}.`, 'ascension.a-2-4', 'actionType');
    }
    if (usesLeft(player, type) <= 0) return err(`${player.id} has no ${ACTION_NAMES[type]} use left this turn.`, 'ascension.a-8-3', 'actionType');
    player = useOne(player, type);
    trace.push(step(`${player.id} takes a ${ACTION_NAMES[type]} Action; the card stays on the mat and one use is marked (${usesLeft(player, type)} left).`, 'ascension.a-8-3'));
  }
  const next = advance({ ...withPlayer(state, found.index, player), played: state.played + 1 });
  return ok(next.state, [...trace, ...next.trace]);
}

const readReact = shape(
  'A React',
  { player: label('The player', 'ascension.a-8-4'), kind: choice('The React', ['security-detail', 'mitigate', 'react-event'] as const, 'ascension.a-8-4') },
  'ascension.a-8-4',
);

export function react(state: TurnTrackerState, event: EventOf<'react'>): AscensionResult<TurnTrackerState> {
  if (state.stage === 'end-of-turn') return err('Reacts answer an opponent during the actions of a turn.', 'ascension.a-8-4');
  const r = checked(readReact, event);
  if (!r.ok) return r;
  const found = playerAt(state, r.value.player, 'player');
  if ('ok' in found) return found;
  if (r.value.kind === 'react-event') {
    return ok(state, [step(`${found.player.id} plays a React Event from the hand; the card goes to the discard pile.`, 'ascension.a-8-4')]);
  }
  const type: ActionType = r.value.kind === 'security-detail' ? 'military' : 'diplomacy';
  const name = r.value.kind === 'security-detail' ? 'Security Detail' : 'Mitigate';
  if (usesLeft(found.player, type) <= 0) return err(`${name} needs a ${ACTION_NAMES[type]} use left, and ${found.player.id} has none.`, 'ascension.a-8-2', 'kind');
  const player = useOne(found.player, type);
  return ok(withPlayer(state, found.index, player), [
    step(`${player.id} reacts with ${name}: no card is played, one ${ACTION_NAMES[type]} use is marked (${usesLeft(player, type)} left).`, 'ascension.a-8-2'),
  ]);
}

const readAbility = shape('An ability use', { player: label('The player', 'ascension.a-8-3'), index: whole('The ability', 0, 5, 'ascension.a-8-3') }, 'ascension.a-8-3');

export function markAbility(state: TurnTrackerState, event: EventOf<'ability'>): AscensionResult<TurnTrackerState> {
  const r = checked(readAbility, event);
  if (!r.ok) return r;
  const found = playerAt(state, r.value.player, 'player');
  if ('ok' in found) return found;
  const ability = found.player.abilities[r.value.index];
  if (ability === undefined) return err(`${found.player.id} has no ability number ${r.value.index + 1}.`, 'ascension.a-8-3', 'index');
  if (ability.boxes === null) return err(`${ability.name} is always in effect; there is no box to mark.`, 'ascension.a-8-3', 'index');
  if (ability.marked >= ability.boxes) return err(`Every box of ${ability.name} is marked: it is used up for this game.`, 'ascension.a-8-3', 'index');
  const abilities = found.player.abilities.map((a, i) => (i === r.value.index ? { ...a, marked: a.marked + 1 } : a));
  const left = ability.boxes - ability.marked - 1;
  return ok(withPlayer(state, found.index, { ...found.player, abilities }), [
    step(`${found.player.id} uses ${ability.name} and marks a box (${left} left this game).`, 'ascension.a-8-3'),
  ]);
}

const readEndStep = shape('An end-of-turn step', { step: choice('The step', END_OF_TURN_IDS, 'ascension.AM-49'), picks: readPicks }, 'ascension.AM-49');

export function checkEndStep(state: TurnTrackerState, event: EventOf<'end-step'>): AscensionResult<TurnTrackerState> {
  if (state.stage !== 'end-of-turn') return err('The end-of-turn steps come after action 6.', 'ascension.a-8-1-end');
  const r = checked(readEndStep, event);
  if (!r.ok) return r;
  const expected = END_OF_TURN_IDS[state.endSteps.length];
  if (expected === undefined) return err('Every end-of-turn step is done; start the next turn.', 'ascension.AM-49');
  if (r.value.step !== expected) {
    const title = END_OF_TURN_STEPS.find((s) => s.id === expected)!.title;
    return err(`The next end-of-turn step is "${title}".`, 'ascension.AM-49', 'step');
  }
  const info = END_OF_TURN_STEPS[state.endSteps.length]!;
  const done = { ...state, endSteps: [...state.endSteps, r.value.step as EndOfTurnStepId] };
  const head = step(`${info.title}: ${info.what}`, info.rules[0]!);
  if (r.value.step === 'revolts' || r.value.step === 'blockades') {
    const applied = applyEndLosses(state, r.value.step, r.value.picks);
    if (!applied.ok) return applied;
    if ('ask' in applied.value) {
      const { system, cause, candidates } = applied.value.ask;
      const tracked = state.systems[system]!;
      const names = listAnd(candidates.map((c) => panelName(tracked, c.kind, c.index)));
      return err(`${tracked.name}: ${names} all qualify for the ${cause === 'revolt' ? 'Revolt' : 'Blockade'}'s loss; pick one.`, cause === 'revolt' ? 'ascension.AM-20' : 'ascension.AM-21', 'picks');
    }
    return ok({ ...done, systems: applied.value.systems }, [head, ...applied.value.steps]);
  }
  if (r.value.picks.length > 0) return err(`The step "${info.title}" takes no picks.`, 'ascension.AM-49', 'picks');
  const extra =
    r.value.step === 'scenario-combat' && state.lastLeader !== null ? [step(`${state.lastLeader} led the last action and picks the first battle, if any.`, 'ascension.a-9-2')] : [];
  return ok(done, [head, ...extra]);
}

export function nextTurn(state: TurnTrackerState, _event: EventOf<'next-turn'>): AscensionResult<TurnTrackerState> {
  if (state.stage !== 'end-of-turn' || state.endSteps.length < END_OF_TURN_IDS.length) {
    return err('The next turn starts after action 6 and every end-of-turn step.', 'ascension.AM-49');
  }
  const players = state.players.map((p) => ({ ...p, used: Object.fromEntries(ACTION_TYPES.map((t) => [t, 0])) as Record<ActionType, number> }));
  return ok(
    { ...state, turn: state.turn + 1, slot: 1, stage: 'reveal', players, endSteps: [] },
    [step(`Turn ${state.turn + 1} begins: every Action use is cleared and Phase One cards go face down.`, 'ascension.a-2-5')],
  );
}

