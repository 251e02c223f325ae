/**
 * The piracy presets of the engine as tool states, and the enemy-ship view's
 * shared helpers. Loaded when a preset is asked for, so the tool page does
 * not carry the examples' data on load; an embedded tool gets its preset
 * state as a prop, worked out when the page is built.
 */
import type { Combatant, ShipValueModifier } from '../../engine/ccg/piracy/index.ts';
import type { DamageAssignment, PiracySide } from '../../engine/ccg/piracy/index.ts';
import { PIRACY_PRESETS, type PiracyPreset } from '../../engine/ccg/examples/index.ts';
import { blankMod, cleanState, type AssignState, type ModRow, type PiracyState, type SideState } from './state.ts';

export const text = (n: number | undefined): string => (n === undefined ? '' : String(n));
const list = (xs: readonly string[] | undefined): string => (xs ?? []).join(', ');

function modRow(m: ShipValueModifier): ModRow {
  const row = blankMod();
  row.source = m.source;
  row.amount = 'amount' in m ? String(m.amount) : '0';
  row.card = m.card ?? '';
  if ('amount' in m && m.otherwise !== undefined) row.otherwise = String(m.otherwise);
  const w = m.when;
  if (w) {
    if (w.kind === 'opponent-lower-initiative') row.when = 'lower-initiative';
    else if (w.kind === 'opponent-higher-initiative') row.when = 'higher-initiative';
    else {
      row.when = w.kind;
      row.cardType = w.cardType ?? '';
      row.trait = w.trait ?? '';
    }
  }
  return row;
}

export function sideFrom(c: Combatant & Partial<PiracySide>): SideState {
  return {
    name: c.name ?? c.captain,
    ship: c.ship.name,
    attack: String(c.ship.attack),
    defense: String(c.ship.defense),
    initiative: String(c.ship.initiative),
    atk: (c.attackModifiers ?? []).map(modRow),
    def: (c.defenseModifiers ?? []).map(modRow),
    cards: (c.controls ?? []).map((card) => ({ name: card.name, type: card.type, traits: list(card.traits) })),
    upgrades: (c.upgrades ?? []).map((u) => ({
      id: u.id,
      name: u.name,
      capacity: String(u.structureCapacity),
      damage: String(u.structure),
      hardened: u.hardened?.[0] ? String(u.hardened[0].value) : '',
      countermeasure: list(u.hardened?.[0]?.countermeasure),
      traits: list(u.traits),
    })),
    critical: (c.critical ?? []).map((b) => ({ from: b.from, value: String(b.value), traits: list(b.traits) })),
    triggers: (c.onSuccess ?? []).map((t) => ({ source: t.source, text: t.text, replenish: t.replenish === true })),
    infamy: '0',
    pirated: false,
  };
}

function assignFrom(a: DamageAssignment | undefined): AssignState {
  const points: Record<string, string> = {};
  for (const e of a?.upgrades ?? []) points[e.upgrade] = String(e.points);
  return { points, expense: a?.expense === undefined ? '' : String(a.expense) };
}

export function stateFromPiracyPreset(p: PiracyPreset): PiracyState {
  return {
    ...cleanState(),
    mode: 'piracy',
    preset: p.id,
    attacker: sideFrom(p.input.attacker),
    defender: sideFrom(p.input.defender),
    attack: assignFrom(p.input.attack),
    returnFire: assignFrom(p.input.returnFire),
  };
}

/** A piracy preset's state by id, or undefined. */
export function presetState(id: string): PiracyState | undefined {
  const p = PIRACY_PRESETS.find((x) => x.id === id);
  return p ? stateFromPiracyPreset(p) : undefined;
}

/** What the note shown once a preset is loaded says: its title, source and our stand-in values. */
export type PresetNote = Pick<PiracyPreset, 'id' | 'title' | 'source' | 'standIns'>;

/**
 * Title, source and our stand-in values of a piracy preset, for the note shown
 * once it is loaded; a page that embeds the tool on a preset works it out when
 * the page is built (the tool's `note`), so the page does not load this file.
 */
export function presetInfo(id: string): PresetNote | undefined {
  const p = PIRACY_PRESETS.find((x) => x.id === id);
  return p && { id: p.id, title: p.title, source: p.source, standIns: [...p.standIns] };
}
