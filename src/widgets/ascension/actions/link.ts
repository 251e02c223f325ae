/**
 * The action check's link reader, loaded only when a link holds a state:
 * every field read with the engine's readers, within the limits its fields
 * keep; the Action and the readings against the engine's lists. Pure; no DOM.
 */
import { CHECKED_CHOICE_IDS } from '../../../engine/ascension/checks/index.ts';
import { OUTPOST_KINDS } from '../../../engine/ascension/economy/index.ts';
import { SHIP_KINDS } from '../../../engine/ascension/movement/index.ts';
import { changedReader, inPlaceReader, linkReaders, linkSchema, type Reader } from '../shared/link.ts';
import { ACTIONS_READINGS, INITIAL, MAX_SHIPS, type ActionsState } from './state.ts';

const { typed, pick, box, rows, fields } = linkReaders('ascension.a-8-2');


export const ACTIONS_READER = fields('The check', {
  choice: pick('The Action', CHECKED_CHOICE_IDS, INITIAL.choice),
  ships: rows('The ships', fields('A ship', { kind: pick('A ship’s kind', SHIP_KINDS), jump: typed('A ship’s Jump'), disabled: box('A ship’s Disabled box') }), 0, MAX_SHIPS, INITIAL.ships),
  distance: typed('The distance', INITIAL.distance),
  explored: box('The explored box', true),
  treaty: box('The Treaty box'),
  soldiersAboard: box('The Soldiers box'),
  outpostKind: pick('The Outpost’s kind', OUTPOST_KINDS, INITIAL.outpostKind),
  outpostLevel: typed('The Outpost’s level', INITIAL.outpostLevel),
  inPlace: inPlaceReader('ascension.a-8-2'),
  societies: typed('The Societies', INITIAL.societies),
  resources: typed('The Resources', INITIAL.resources),
  readings: changedReader(ACTIONS_READINGS),
}) as Reader<ActionsState>;

/** The longest link this tool writes is under 1,500 characters; depth 3 (state → ships → a ship). */
export const ACTIONS_URL = linkSchema(ACTIONS_READER, 4000, 4);
