/**
 * The action check's link reader, loaded only when a link holds a state:
 * every field checked for its type and length, the Action and the readings
 * against the engine's lists. Pure; no DOM.
 */
import { CHECKED_CHOICE_IDS } from '../../../engine/ascension/checks/index.ts';
import { OUTPOST_KINDS } from '../../../engine/ascension/economy/index.ts';
import { FACTS, NOTHING_IN_PLACE } from '../../../engine/ascension/flux/index.ts';
import { SHIP_KINDS } from '../../../engine/ascension/movement/index.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { Bad, bool, list, oneOf, parsed, record, text } from '../shared/parse.ts';
import { parseChanged } from '../shared/readings.ts';
import { ACTIONS_READINGS, INITIAL, MAX_SHIPS, type ActionsState } from './state.ts';

const F = 12;

export const parseActionsState = parsed((raw): ActionsState => {
  const o = record(
    raw,
    ['choice', 'ships', 'distance', 'explored', 'treaty', 'soldiersAboard', 'outpostKind', 'outpostLevel', 'inPlace', 'societies', 'resources', 'readings'],
    'its check',
  );
  const readings = parseChanged(o.readings, ACTIONS_READINGS);
  if (!readings.ok) throw new Bad(readings.error.replace(/\.$/, ''));
  const facts = o.inPlace === undefined ? NOTHING_IN_PLACE : record(o.inPlace, FACTS, 'what is in place');
  return {
    choice: oneOf(o.choice, CHECKED_CHOICE_IDS, 'its Action', INITIAL.choice),
    ships: list(o.ships ?? INITIAL.ships, 0, MAX_SHIPS, 'its ships', (x) => {
      const r = record(x, ['kind', 'jump', 'disabled'], 'a ship');
      return { kind: oneOf(r.kind, SHIP_KINDS, 'a ship’s kind'), jump: text(r.jump, 'a ship’s Jump', F), disabled: bool(r.disabled, 'a ship') };
    }),
    distance: text(o.distance, 'the distance', F, INITIAL.distance),
    explored: bool(o.explored, 'the explored box', true),
    treaty: bool(o.treaty, 'the Treaty box'),
    soldiersAboard: bool(o.soldiersAboard, 'the Soldiers box'),
    outpostKind: oneOf(o.outpostKind, OUTPOST_KINDS, 'the Outpost’s kind', INITIAL.outpostKind),
    outpostLevel: text(o.outpostLevel, 'the Outpost’s level', F, INITIAL.outpostLevel),
    inPlace: Object.fromEntries(FACTS.map((f) => [f, bool(facts[f], 'what is in place')])) as ActionsState['inPlace'],
    societies: text(o.societies, 'the Societies', F, INITIAL.societies),
    resources: text(o.resources, 'the Resources', F, INITIAL.resources),
    readings: readings.value,
  };
});

/** The longest link this tool writes is under 1,500 characters; depth 3 (state → ships → a ship). */
export const ACTIONS_URL = urlSchema(parseActionsState, { maxLength: 4000, maxDepth: 4 });
