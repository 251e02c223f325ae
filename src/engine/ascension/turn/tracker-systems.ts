/**
 * The systems the turn tracker keeps across turns ([8.9], [8.2]): each
 * World Panel's bar and its owner, the Outposts and their levels, the
 * Revolts (started by Sedition, ended by Martial Law) and the Blockades
 * standing, with how many end-of-turn steps each has stood through. The
 * players record what happens on the board; the end-of-turn losses the
 * tracker works out itself (tracker-losses.ts).
 */
import { OUTPOST_KINDS, OUTPOST_NAMES } from '../economy/index.ts';
import { BOUNDS, choice, flag, label, list, nullable, optional, read, shape, whole, type Reader } from '../input/index.ts';
import { TRACKER_LIMITS } from './limits.ts';
import { err, ok, step, type AscensionErr, type AscensionResult } from '../result.ts';
import type { TrackedBar, TrackedSystem, TurnTrackerEvent, TurnTrackerState, WorldRef } from './tracker-types.ts';

type EventOf<T extends TurnTrackerEvent['type']> = Extract<TurnTrackerEvent, { type: T }>;

const KIND_NAMES = { society: 'Society', resource: 'Resource', outpost: 'Outpost' } as const;

/** "Society 2", "Resource 1", "Outpost 1 (Factory)". */
export function panelName(system: TrackedSystem, kind: 'society' | 'resource' | 'outpost', index: number): string {
  if (kind === 'outpost') {
    const o = system.outposts[index];
    return `Outpost ${index + 1}${o ? ` (${OUTPOST_NAMES[o.kind]})` : ''}`;
  }
  return `${KIND_NAMES[kind]} ${index + 1}`;
}

const face = optional(whole('A bar face (0: no bar)', 0, 2, 'ascension.AM-12'), 0);
const owner = optional(nullable(label('The bar\'s owner', 'ascension.a-4-1')), null);
const readBar = shape('A World Panel', { face, owner }, 'ascension.a-2-1');
const panelList = (what: string) => optional(list(what, readBar, 0, BOUNDS.panelsPerSystem, 'ascension.a-2-1'), []);
const readOutpost = shape(
  'An Outpost',
  {
    kind: choice('Its kind', OUTPOST_KINDS, 'ascension.a-4-2-outposts'),
    level: optional(whole('Its power level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts'), 0),
    owner: label('Its owner', 'ascension.a-4-2'),
  },
  'ascension.a-4-2-outposts',
);
const readAdd = shape(
  'A system',
  {
    name: label('The system\'s name', 'ascension.a-2-1', 30),
    societies: panelList('The Societies'),
    resources: panelList('The Resources'),
    outposts: optional(list('The Outposts', readOutpost, 0, BOUNDS.panelsPerSystem, 'ascension.a-4-2'), []),
  },
  'ascension.a-2-1',
);
const systemIndex = (max: number): Reader<number> => whole('The system', 0, Math.max(0, max - 1), 'ascension.a-2-1');
const readWorldRef = shape(
  'A World Panel',
  { kind: choice('Its kind', ['society', 'resource'] as const, 'ascension.a-2-1'), index: whole('Its number', 0, BOUNDS.panelsPerSystem - 1, 'ascension.a-2-1') },
  'ascension.a-2-1',
);

function isPlayer(state: TurnTrackerState, id: string | null, field: string): AscensionErr | null {
  return id === null || state.players.some((p) => p.id === id) ? null : err(`"${id}" is not playing.`, 'ascension.AM-48', field);
}

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/** A bar needs an owner and an owner needs a bar; the owner is a player. */
function barProblem(state: TurnTrackerState, bar: TrackedBar, path: string): AscensionErr | null {
  if (bar.face > 0 && bar.owner === null) return err('A bar needs an owner.', 'ascension.a-4-1', join(path, 'owner'));
  if (bar.face === 0 && bar.owner !== null) return err('An owner needs a bar on the panel.', 'ascension.a-4-1', join(path, 'face'));
  return isPlayer(state, bar.owner, join(path, 'owner'));
}

const slotsUsed = (s: { societies: readonly unknown[]; resources: readonly unknown[]; outposts: readonly unknown[] }): number => s.societies.length + s.resources.length + s.outposts.length;

const withSystem = (state: TurnTrackerState, index: number, system: TrackedSystem): TurnTrackerState => ({ ...state, systems: state.systems.map((s, i) => (i === index ? system : s)) });

function systemAt(state: TurnTrackerState, event: unknown): { index: number; system: TrackedSystem } | AscensionErr {
  if (state.systems.length === 0) return err('No system is tracked yet: add one first.', 'ascension.a-2-1', 'system');
  const r = read(shape('A system', { system: systemIndex(state.systems.length) }, 'ascension.a-2-1'), event);
  if (!r.ok) return r;
  return { index: r.value.system, system: state.systems[r.value.system]! };
}

export function addSystem(state: TurnTrackerState, event: EventOf<'add-system'>): AscensionResult<TurnTrackerState> {
  if (state.systems.length >= TRACKER_LIMITS.systems) return err(`The box holds ${TRACKER_LIMITS.systems} Star Systems; every one is tracked already.`, 'ascension.a-2-0', 'name');
  const r = read(readAdd, event);
  if (!r.ok) return r;
  const v = r.value;
  const name = v.name.trim().replace(/\s+/g, ' ');
  if (state.systems.some((s) => s.name.toLowerCase() === name.toLowerCase())) return err(`A system named ${name} is tracked already.`, 'ascension.a-2-1', 'name');
  if (slotsUsed(v) > BOUNDS.panelsPerSystem) return err('A system has six panel slots.', 'ascension.a-2-1', 'outposts');
  for (const [kind, bars] of [['societies', v.societies], ['resources', v.resources]] as const) {
    for (const [i, bar] of bars.entries()) {
      const problem = barProblem(state, bar, `${kind}.${i}`);
      if (problem) return problem;
    }
  }
  for (const [i, o] of v.outposts.entries()) {
    const problem = isPlayer(state, o.owner, `outposts.${i}.owner`);
    if (problem) return problem;
  }
  const system: TrackedSystem = {
    name,
    societies: v.societies.map((b) => ({ ...b, revolt: null })),
    resources: v.resources,
    outposts: v.outposts,
    blockades: [],
    taken: 0,
    barsReturned: 0,
  };
  const parts = [`${v.societies.length} ${v.societies.length === 1 ? 'Society' : 'Societies'}`, `${v.resources.length} ${v.resources.length === 1 ? 'Resource' : 'Resources'}`, `${v.outposts.length} ${v.outposts.length === 1 ? 'Outpost' : 'Outposts'}`];
  return ok({ ...state, systems: [...state.systems, system] }, [step(`${name} is tracked from now on: ${parts.join(', ')}.`, 'ascension.a-2-1')]);
}

export function setBar(state: TurnTrackerState, event: EventOf<'set-bar'>): AscensionResult<TurnTrackerState> {
  const at = systemAt(state, event);
  if ('ok' in at) return at;
  const r = read(shape('A bar', { panel: readWorldRef, face: whole('The bar face (0: no bar)', 0, 2, 'ascension.AM-12'), owner: nullable(label('The bar\'s owner', 'ascension.a-4-1')) }, 'ascension.a-4-1'), event);
  if (!r.ok) return r;
  const { panel, face: f, owner: who } = r.value;
  const list_ = panel.kind === 'society' ? at.system.societies : at.system.resources;
  if (panel.index >= list_.length) return err(`${at.system.name} has no ${panelName(at.system, panel.kind, panel.index)}.`, 'ascension.a-2-1', 'panel.index');
  const problem = barProblem(state, { face: f, owner: who }, '');
  if (problem) return problem;
  const system: TrackedSystem =
    panel.kind === 'society'
      ? { ...at.system, societies: at.system.societies.map((s, i) => (i === panel.index ? { ...s, face: f, owner: who } : s)) }
      : { ...at.system, resources: at.system.resources.map((s, i) => (i === panel.index ? { face: f, owner: who } : s)) };
  const what = f === 0 ? 'no bar' : `${who}'s bar of face ${f}`;
  return ok(withSystem(state, at.index, system), [step(`${at.system.name}, ${panelName(at.system, panel.kind, panel.index)}: ${what}.`, 'ascension.a-4-1')]);
}

export function buildOutpost(state: TurnTrackerState, event: EventOf<'build-outpost'>): AscensionResult<TurnTrackerState> {
  const at = systemAt(state, event);
  if ('ok' in at) return at;
  const r = read(shape('An Outpost', { kind: choice('Its kind', OUTPOST_KINDS, 'ascension.a-4-2-outposts'), owner: label('Its owner', 'ascension.a-4-2') }, 'ascension.a-4-2'), event);
  if (!r.ok) return r;
  const problem = isPlayer(state, r.value.owner, 'owner');
  if (problem) return problem;
  if (slotsUsed(at.system) >= BOUNDS.panelsPerSystem) return err(`${at.system.name}'s six panel slots are full.`, 'ascension.a-2-1', 'kind');
  const system = { ...at.system, outposts: [...at.system.outposts, { kind: r.value.kind, level: 0, owner: r.value.owner }] };
  return ok(withSystem(state, at.index, system), [step(`${r.value.owner} builds a${r.value.kind === 'embassy' ? 'n' : ''} ${OUTPOST_NAMES[r.value.kind]} in ${at.system.name}, unpowered.`, 'ascension.a-4-2')]);
}

export function powerOutpost(state: TurnTrackerState, event: EventOf<'power-outpost'>): AscensionResult<TurnTrackerState> {
  const at = systemAt(state, event);
  if ('ok' in at) return at;
  const r = read(shape('An Outpost', { index: whole('The Outpost', 0, BOUNDS.panelsPerSystem - 1, 'ascension.a-4-2'), level: whole('Its power level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts') }, 'ascension.a-4-2'), event);
  if (!r.ok) return r;
  const o = at.system.outposts[r.value.index];
  if (!o) return err(`${at.system.name} has no Outpost number ${r.value.index + 1}.`, 'ascension.a-4-2', 'index');
  const system = { ...at.system, outposts: at.system.outposts.map((x, i) => (i === r.value.index ? { ...x, level: r.value.level } : x)) };
  return ok(withSystem(state, at.index, system), [step(`${at.system.name}, ${panelName(at.system, 'outpost', r.value.index)} of ${o.owner}: level ${o.level} → ${r.value.level}.`, 'ascension.a-4-2-outposts')]);
}

export function removeOutpost(state: TurnTrackerState, event: EventOf<'remove-outpost'>): AscensionResult<TurnTrackerState> {
  const at = systemAt(state, event);
  if ('ok' in at) return at;
  const r = read(shape('An Outpost', { index: whole('The Outpost', 0, BOUNDS.panelsPerSystem - 1, 'ascension.a-4-2') }, 'ascension.a-4-2'), event);
  if (!r.ok) return r;
  if (!at.system.outposts[r.value.index]) return err(`${at.system.name} has no Outpost number ${r.value.index + 1}.`, 'ascension.a-4-2', 'index');
  const name = panelName(at.system, 'outpost', r.value.index);
  const system = { ...at.system, outposts: at.system.outposts.filter((_, i) => i !== r.value.index) };
  return ok(withSystem(state, at.index, system), [step(`${at.system.name}: ${name} is destroyed and leaves the board.`, 'ascension.a-9-6')]);
}

export function setRevolt(state: TurnTrackerState, event: EventOf<'revolt'>): AscensionResult<TurnTrackerState> {
  const at = systemAt(state, event);
  if ('ok' in at) return at;
  const r = read(shape('A Revolt', { society: whole('The Society', 0, BOUNDS.panelsPerSystem - 1, 'ascension.a-8-9-revolts'), active: flag('Begun or ended', 'ascension.a-8-9-revolts') }, 'ascension.a-8-9-revolts'), event);
  if (!r.ok) return r;
  const society = at.system.societies[r.value.society];
  if (!society) return err(`${at.system.name} has no Society number ${r.value.society + 1}: a Revolt starts on a Society panel.`, 'ascension.a-8-9-revolts', 'society');
  const name = `${at.system.name}, ${panelName(at.system, 'society', r.value.society)}`;
  if (r.value.active && society.revolt) return err(`${name} is in revolt already.`, 'ascension.a-8-9-revolts', 'active');
  const standing = state.systems.reduce((n, sys) => n + sys.societies.filter((x) => x.revolt).length, 0);
  if (r.value.active && standing >= TRACKER_LIMITS.revoltMarkers) return err(`The box holds ${TRACKER_LIMITS.revoltMarkers} Revolt markers, and every one is on the board.`, 'ascension.a-2-0', 'active');
  if (!r.value.active && !society.revolt) return err(`${name} is not in revolt.`, 'ascension.a-8-9-revolts', 'active');
  const revolt = r.value.active ? { since: state.turn, turns: 0 } : null;
  const system = { ...at.system, societies: at.system.societies.map((s, i) => (i === r.value.society ? { ...s, revolt } : s)) };
  return ok(withSystem(state, at.index, system), [
    r.value.active
      ? step(`${name} rises in revolt (Sedition): no Trade Agreement or Treaty in the system while it lasts, and it takes 1 at the end of each turn.`, 'ascension.a-8-9-revolts')
      : step(`${name}: the Revolt ends (Martial Law) after ${society.revolt!.turns} end-of-turn ${society.revolt!.turns === 1 ? 'loss' : 'losses'}.`, 'ascension.a-8-9-revolts'),
  ]);
}

export function setBlockade(state: TurnTrackerState, event: EventOf<'blockade'>): AscensionResult<TurnTrackerState> {
  const at = systemAt(state, event);
  if ('ok' in at) return at;
  const r = read(shape('A Blockade', { panel: readWorldRef, by: nullable(label('The blockading player', 'ascension.a-8-2')) }, 'ascension.a-8-2'), event);
  if (!r.ok) return r;
  const { panel, by } = r.value;
  const list_ = panel.kind === 'society' ? at.system.societies : at.system.resources;
  if (panel.index >= list_.length) return err(`${at.system.name} has no ${panelName(at.system, panel.kind, panel.index)}: a Blockade sits on a World Panel.`, 'ascension.a-8-2', 'panel.index');
  const problem = isPlayer(state, by, 'by');
  if (problem) return problem;
  const name = `${at.system.name}, ${panelName(at.system, panel.kind, panel.index)}`;
  const standing = at.system.blockades.find((b) => b.panel.kind === panel.kind && b.panel.index === panel.index);
  if (by === null) {
    if (!standing) return err(`No Blockade sits on ${name}.`, 'ascension.a-8-2', 'by');
    const system = { ...at.system, blockades: at.system.blockades.filter((b) => b !== standing) };
    return ok(withSystem(state, at.index, system), [step(`${name}: ${standing.by}'s Blockade is lifted (the ship moved or was destroyed) after ${standing.turns} end-of-turn ${standing.turns === 1 ? 'loss' : 'losses'}.`, 'ascension.a-8-2')]);
  }
  if (standing) return err(`${standing.by}'s ship blockades ${name} already.`, 'ascension.a-8-2', 'by');
  const ships = state.systems.reduce((n, sys) => n + sys.blockades.length, 0);
  if (ships >= TRACKER_LIMITS.ships) return err(`The box holds ${TRACKER_LIMITS.ships} ships, and every one blockades a panel already.`, 'ascension.a-2-0', 'by');
  const system = { ...at.system, blockades: [...at.system.blockades, { panel: panel as WorldRef, by, since: state.turn, turns: 0 }] };
  return ok(withSystem(state, at.index, system), [step(`${by}'s Destroyer or Cruiser blockades ${name}: no incoming Trade Agreements, and 1 Trade lost at each end of turn while it stays.`, 'ascension.a-8-2')]);
}
