/**
 * The six Action types in board order (T5): their rank breaks Initiative
 * ties, "Any" comes last, and each type sits on one of the three Faction
 * Panel slots.
 */
export const ACTION_TYPES = ['military', 'diplomacy', 'shadow', 'science', 'economic', 'movement'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** What an Action bar can show: a type, or Any. */
export const ACTION_BARS = [...ACTION_TYPES, 'any'] as const;
export type ActionBar = (typeof ACTION_BARS)[number];

export const PANEL_SLOTS = ['military-diplomacy', 'shadow-science', 'economic-movement'] as const;
export type PanelSlot = (typeof PANEL_SLOTS)[number];

export const ACTION_NAMES: Readonly<Record<ActionBar, string>> = {
  military: 'Military',
  diplomacy: 'Diplomacy',
  shadow: 'Shadow',
  science: 'Science',
  economic: 'Economic',
  movement: 'Movement',
  any: 'Any',
};

/** Tie-break rank: 1 (Military) goes first, 7 (Any) last. */
export function actionRank(bar: ActionBar): number {
  return ACTION_BARS.indexOf(bar) + 1;
}

/** The two types a Faction Panel slot serves, in board order. */
export function typesOfSlot(slot: PanelSlot): readonly [ActionType, ActionType] {
  const i = PANEL_SLOTS.indexOf(slot);
  return [ACTION_TYPES[2 * i] as ActionType, ACTION_TYPES[2 * i + 1] as ActionType];
}

export function slotOfType(type: ActionType): PanelSlot {
  return PANEL_SLOTS[Math.floor(ACTION_TYPES.indexOf(type) / 2)] as PanelSlot;
}
