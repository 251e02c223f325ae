/**
 * The siege and assault resolver's link reader, loaded only when a link
 * holds a state: every field checked for its type, length and count. Pure.
 */
import { urlSchema } from '../../kit/url-state.ts';
import { Bad, bool, list, oneOf, parsed, record, text } from '../shared/parse.ts';
import { parseChanged } from '../shared/readings.ts';
import { INITIAL, MAX_PANELS, MAX_SHIPS, MAX_SOLDIERS, SIEGE_READINGS, type SiegeState } from './state.ts';

const F = 12;

function index(v: unknown, max: number, what: string): number {
  if (v === undefined) return 0;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= max) throw new Bad(`${what} is damaged`);
  return v;
}

export const parseSiegeState = parsed((raw): SiegeState => {
  const o = record(raw, ['attack', 'treaty', 'societies', 'defenses', 'target', 'barFace', 'level', 'defense', 'societyTl', 'stripped', 'actor', 'fleet', 'soldiers', 'exact', 'readings'], 'its resolver state');
  const readings = parseChanged(o.readings, SIEGE_READINGS);
  if (!readings.ok) throw new Bad(readings.error.replace(/\.$/, ''));
  const societies = list(o.societies ?? [], 0, MAX_PANELS, 'its Societies', (x) => {
    const r = record(x, ['siege', 'battle'], 'a Society');
    return { siege: text(r.siege, 'a Society', F), battle: text(r.battle, 'a Society', F) };
  });
  const defenses = list(o.defenses ?? [], 0, MAX_PANELS, 'its Defense Outposts', (x) => {
    const r = record(x, ['level', 'owner'], 'a Defense Outpost');
    return { level: text(r.level, 'a Defense Outpost', F), owner: oneOf(r.owner, ['attacker', 'defender'] as const, 'a Defense Outpost’s owner') };
  });
  const fleet = list(o.fleet ?? INITIAL.fleet, 1, MAX_SHIPS, 'its fleet', (x) => {
    const r = record(x, ['missiles', 'tl', 'hull', 'damage', 'disabled'], 'a ship');
    return { missiles: text(r.missiles, 'a ship', F), tl: text(r.tl, 'a ship', F), hull: text(r.hull, 'a ship', F), damage: text(r.damage, 'a ship', F, '0'), disabled: bool(r.disabled, 'a ship') };
  });
  const soldiers = list(o.soldiers ?? INITIAL.soldiers, 1, MAX_SOLDIERS, 'its Soldiers', (x) => {
    const r = record(x, ['dice', 'tl'], 'a Soldier');
    return { dice: text(r.dice, 'a Soldier', F), tl: text(r.tl, 'a Soldier', F) };
  });
  const attack = oneOf(o.attack, ['siege', 'assault'] as const, 'its attack', 'siege');
  return {
    attack,
    societies,
    defenses,
    target: oneOf(o.target, ['world', 'outpost', 'defense'] as const, 'its target', 'world'),
    barFace: text(o.barFace, 'the bar face', F, INITIAL.barFace),
    level: text(o.level, 'the Outpost level', F, INITIAL.level),
    defense: index(o.defense, Math.max(1, defenses.length), 'the Defense Outpost targeted'),
    societyTl: text(o.societyTl, 'the Society Tech Level', F, INITIAL.societyTl),
    treaty: bool(o.treaty, 'the Treaty box'),
    stripped: text(o.stripped, 'the successes taken', F, '0'),
    actor: index(o.actor, attack === 'siege' ? fleet.length : soldiers.length, 'the attacker'),
    fleet,
    soldiers,
    exact: bool(o.exact, 'the fractions box'),
    readings: readings.value,
  };
});

export const SIEGE_URL = urlSchema(parseSiegeState, { maxLength: 6000, maxDepth: 4 });
