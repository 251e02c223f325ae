/**
 * The flux calculator's link reader, loaded only when a link holds a state:
 * every field read with the engine's readers, the action and readings
 * against the engine's lists. Pure; no DOM.
 */
import { FLUX_PRESETS, FLUX_PURPOSES } from '../../../engine/ascension/flux/index.ts';
import { changedReader, inPlaceReader, linkReaders, linkSchema, type Reader } from '../shared/link.ts';
import { FLUX_READINGS, INITIAL, MAX_SYSTEMS, ROLLERS, type FluxState } from './state.ts';

const { typed, pick, box, rows, fields } = linkReaders('ascension.a-8-8');
const ACTIONS = ['custom', ...FLUX_PRESETS.map((p) => p.id)] as const;

export const FLUX_READER: Reader<FluxState> = fields('The flux roll', {
  roll: pick('The roll', ['flux', 'secret'] as const, 'flux'),
  action: pick('The action', ACTIONS, 'custom'),
  systems: rows('The systems', fields('A system', { societies: typed('A system’s Societies'), resources: typed('A system’s Resources') }), 1, MAX_SYSTEMS, INITIAL.systems),
  yourTl: typed('Your Tech Level', INITIAL.yourTl),
  systemTl: typed('The system’s Tech Level', INITIAL.systemTl),
  noSociety: box('The no-Society box'),
  roller: pick('The roller', ROLLERS, 'asset'),
  dice: typed('The dice', INITIAL.dice),
  level: typed('The Embassy level', INITIAL.level),
  cultural: box('The Cultural Embassy box'),
  purpose: pick('The purpose', FLUX_PURPOSES, 'roll'),
  sabotage: box('The Sabotage box'),
  inPlace: inPlaceReader('ascension.a-8-8'),
  outpostLevel: typed('The Outpost level', INITIAL.outpostLevel),
  secret: pick('The secret roll', ['mystery', 'adventure'] as const, 'mystery'),
  secretDice: typed('The secret roll’s dice', INITIAL.secretDice),
  secretValue: typed('The panel’s value', INITIAL.secretValue),
  exact: box('The fractions box'),
  readings: changedReader(FLUX_READINGS),
});

/** The longest link this tool writes is well under 2,000 characters; depth 3 (state → systems → a system). */
export const FLUX_URL = linkSchema(FLUX_READER, 4000, 4);
