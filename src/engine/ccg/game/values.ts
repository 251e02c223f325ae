/**
 * Values a game reads from its cards: a ship's Initiative, Jump, Attack and
 * Defense Values with this round's effects, and the skills of crew with their
 * gear and this round's grants.
 */
import { applyModifiers } from '../cards/index.ts';
import type { SkillGrant } from '../resolution/index.ts';
import type { CaptainId, CardId, GameCard, GameState } from './types.ts';

export type ShipValueName = 'initiative' | 'jump' | 'attack' | 'defense';

function shipOf(state: GameState, captain: CaptainId): GameCard | undefined {
  const cap = state.captains.find((c) => c.id === captain);
  return cap === undefined ? undefined : state.cards[cap.ship];
}

/** A ship value after this round's effects (never below 0). */
export function shipValueOf(state: GameState, captain: CaptainId, value: ShipValueName): number {
  const ship = shipOf(state, captain);
  if (ship === undefined) return 0;
  const native = ship.values[value] ?? 0;
  const mods = state.effects
    .filter((e) => e.kind === 'value' && e.card === ship.id && e.value === value)
    .map((e) => ({ source: e.source, amount: e.kind === 'value' ? e.amount : 0 }));
  return applyModifiers(native, mods, value).value.final;
}

export function initiativeOf(state: GameState, captain: CaptainId): number {
  return shipValueOf(state, captain, 'initiative');
}

/** Round effects on a ship value, as modifiers another module can apply. */
export function roundModifiers(state: GameState, card: CardId, value: ShipValueName): { source: string; amount: number }[] {
  return state.effects.flatMap((e) => (e.kind === 'value' && e.card === card && e.value === value ? [{ source: e.source, amount: e.amount }] : []));
}

/** Every skill a crew member has: printed, from attached gear, and granted this round. */
export function crewSkillGrants(state: GameState, crew: CardId): SkillGrant[] {
  const card = state.cards[crew];
  if (card === undefined) return [];
  const grants: SkillGrant[] = (card.values.skills ?? []).map((s) => ({ skill: s.skill, level: s.level, source: 'native' }));
  for (const gear of Object.values(state.cards)) {
    if (gear.zone === 'play' && gear.attachedTo === crew && gear.type === 'gear') {
      for (const s of gear.values.skills ?? []) grants.push({ skill: s.skill, level: s.level, source: gear.name });
    }
  }
  for (const e of state.effects) {
    if (e.kind === 'skill' && e.card === crew) grants.push({ skill: e.skill, level: e.level, source: `${e.source}, until the end of the round` });
  }
  return grants;
}
