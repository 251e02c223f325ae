/**
 * The action check's question put to the engine (`actionCheck`): the form
 * as engine input, with the same field paths as its refusals. Pure; cheap
 * enough for the page (no dice).
 */
import { actionCheck, type ActionCheck } from '../../../engine/ascension/checks/index.ts';
import { FACTS } from '../../../engine/ascension/flux/index.ts';
import { num, solveAll, type Checked } from '../../kit/form.ts';
import { changedReadingsOf, readingsOf, type ChangedReading } from '../shared/readings.ts';
import { ACTIONS_READINGS, type ActionsState } from './state.ts';

export type ActionsAnswer = Checked<ActionCheck> & { readings: ChangedReading[] };

export function actionInput(s: ActionsState): Record<string, unknown> {
  return {
    choice: s.choice,
    jump: {
      ships: s.ships.map((x) => ({ kind: x.kind, jump: num(x.jump), disabled: x.disabled })),
      distance: s.distance.trim() === '' ? null : num(s.distance),
      explored: s.explored,
    },
    treaty: s.treaty,
    soldiersAboard: s.soldiersAboard,
    outpost: { kind: s.outpostKind, level: num(s.outpostLevel) },
    inPlace: s.inPlace,
    societies: num(s.societies),
    resources: num(s.resources),
  };
}

/** A clean input passes what it can, so each bad field is named once. */
const CLEAN = {
  jump: { ships: [{ kind: 'scout', jump: 1, disabled: false }], distance: null, explored: true },
  treaty: false,
  soldiersAboard: true,
  outpost: { kind: 'defense', level: 0 },
  inPlace: Object.fromEntries(FACTS.map((f) => [f, true])),
  societies: 1,
  resources: 1,
};

export function computeActions(s: ActionsState): ActionsAnswer {
  const readings = readingsOf(s.readings);
  const r = solveAll((i) => actionCheck(i, readings), actionInput(s), { ...CLEAN, choice: s.choice });
  return { ...r, readings: changedReadingsOf(ACTIONS_READINGS, s.readings) };
}
