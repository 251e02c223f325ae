/**
 * The siege and assault resolver's link reader, loaded only when a link
 * holds a state: every field read with the engine's readers, within the
 * limits its fields keep; the target and the attacker acting now must be in
 * their lists. Pure.
 */
import { changedReader, linkReaders, linkSchema, type Reader } from '../shared/link.ts';
import { INITIAL, MAX_PANELS, MAX_SHIPS, MAX_SOLDIERS, SIEGE_READINGS, type SiegeState } from './state.ts';

const { typed, pick, box, place, rows, fields, check } = linkReaders('ascension.a-9-6');

const state = fields('The resolver', {
  attack: pick('The attack', ['siege', 'assault'] as const, 'siege'),
  treaty: box('The Treaty box'),
  societies: rows('The Societies', fields('A Society', { siege: typed('A Society’s Siege value'), battle: typed('A Society’s Battle value') }), 0, MAX_PANELS, []),
  defenses: rows('The Defense Outposts', fields('A Defense Outpost', { level: typed('A Defense Outpost’s level'), owner: pick('A Defense Outpost’s owner', ['attacker', 'defender'] as const) }), 0, MAX_PANELS, []),
  target: pick('The target', ['world', 'outpost', 'defense'] as const, 'world'),
  barFace: typed('The bar face', INITIAL.barFace),
  level: typed('The Outpost level', INITIAL.level),
  defense: place('The Defense Outpost targeted', MAX_PANELS),
  societyTl: typed('The Society’s Tech Level', INITIAL.societyTl),
  stripped: typed('The successes taken', '0'),
  actor: place('The attacker acting now', MAX_SOLDIERS),
  fleet: rows('The fleet', fields('A ship', { missiles: typed('A ship’s Missiles'), tl: typed('A ship’s Tech Level'), hull: typed('A ship’s Hull'), damage: typed('A ship’s damage', '0'), disabled: box('A ship’s Disabled box') }), 1, MAX_SHIPS, INITIAL.fleet),
  soldiers: rows('The Soldiers', fields('A Soldier', { dice: typed('A Soldier’s dice'), tl: typed('A Soldier’s Tech Level') }), 1, MAX_SOLDIERS, INITIAL.soldiers),
  exact: box('The fractions box'),
  readings: changedReader(SIEGE_READINGS),
}) as Reader<SiegeState>;

export const SIEGE_READER = check(
  check(state, (s) => s.defense < Math.max(1, s.defenses.length), 'The Defense Outpost targeted is not in the list of Defense Outposts.'),
  (s) => s.actor < (s.attack === 'siege' ? s.fleet.length : s.soldiers.length),
  'The attacker acting now is not in the list of attackers.',
);

export const SIEGE_URL = linkSchema(SIEGE_READER, 6000, 4);
