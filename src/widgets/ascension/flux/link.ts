/**
 * The flux calculator's link reader, loaded only when a link holds a state:
 * every field checked for its type and length, the action and readings
 * against the engine's lists. Pure; no DOM.
 */
import { FACTS, FLUX_PRESETS, FLUX_PURPOSES, NOTHING_IN_PLACE } from '../../../engine/ascension/flux/index.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { Bad, bool, list, oneOf, parsed, record, text } from '../shared/parse.ts';
import { parseChanged } from '../shared/readings.ts';
import { FLUX_READINGS, INITIAL, MAX_SYSTEMS, ROLLERS, type FluxState } from './state.ts';

const ACTIONS = ['custom', ...FLUX_PRESETS.map((p) => p.id)] as const;

const FIELD = 12;

/** The facts ticked: an object of the engine's fact names and true or false (a missing one is false). */
function readInPlace(raw: unknown) {
  if (raw === undefined) return NOTHING_IN_PLACE;
  const o = record(raw, FACTS, 'what is in place');
  return Object.fromEntries(FACTS.map((f) => [f, bool(o[f], 'what is in place')])) as typeof NOTHING_IN_PLACE;
}

export const parseFluxState = parsed((raw): FluxState => {
  const o = record(
    raw,
    ['roll', 'action', 'systems', 'yourTl', 'systemTl', 'noSociety', 'roller', 'dice', 'level', 'cultural', 'purpose', 'sabotage', 'inPlace', 'outpostLevel', 'secret', 'secretDice', 'secretValue', 'exact', 'readings'],
    'its calculator state',
  );
  const readings = parseChanged(o.readings, FLUX_READINGS);
  if (!readings.ok) throw new Bad(readings.error.replace(/\.$/, ''));
  return {
    roll: oneOf(o.roll, ['flux', 'secret'] as const, 'its roll', 'flux'),
    action: oneOf(o.action, ACTIONS, 'its action', 'custom'),
    systems: list(o.systems ?? INITIAL.systems, 1, MAX_SYSTEMS, 'its list of systems', (s) => {
      const r = record(s, ['societies', 'resources'], 'a system');
      return { societies: text(r.societies, 'a system', FIELD), resources: text(r.resources, 'a system', FIELD) };
    }),
    yourTl: text(o.yourTl, 'your Tech Level', FIELD, INITIAL.yourTl),
    systemTl: text(o.systemTl, 'the system Tech Level', FIELD, INITIAL.systemTl),
    noSociety: bool(o.noSociety, 'the no-Society box'),
    roller: oneOf(o.roller, ROLLERS, 'its roller', 'asset'),
    dice: text(o.dice, 'the dice', FIELD, INITIAL.dice),
    level: text(o.level, 'the Embassy level', FIELD, INITIAL.level),
    cultural: bool(o.cultural, 'the Cultural Embassy box'),
    purpose: oneOf(o.purpose, FLUX_PURPOSES, 'its purpose', 'roll'),
    sabotage: bool(o.sabotage, 'the Sabotage box'),
    inPlace: readInPlace(o.inPlace),
    outpostLevel: text(o.outpostLevel, 'the Outpost level', FIELD, INITIAL.outpostLevel),
    secret: oneOf(o.secret, ['mystery', 'adventure'] as const, 'its secret roll', 'mystery'),
    secretDice: text(o.secretDice, 'the secret roll dice', FIELD, INITIAL.secretDice),
    secretValue: text(o.secretValue, 'the panel value', FIELD, INITIAL.secretValue),
    exact: bool(o.exact, 'the fractions box'),
    readings: readings.value,
  };
});

/** The longest link this tool writes is well under 2,000 characters; depth 3 (state → systems → a system). */
export const FLUX_URL = urlSchema(parseFluxState, { maxLength: 4000, maxDepth: 4 });
