/**
 * The action check's form: its examples as the engine judges them, a
 * refusal placed on the field it names, and links that round-trip or are
 * refused with a sentence.
 */
import { describe, expect, it } from 'vitest';
import { computeActions } from '../../../src/widgets/ascension/actions/compute.ts';
import { ACTIONS_URL } from '../../../src/widgets/ascension/actions/link.ts';
import { ACTIONS_EXAMPLES } from '../../../src/widgets/ascension/actions/presets.ts';
import { INITIAL } from '../../../src/widgets/ascension/actions/state.ts';
import { encodeState } from '../../../src/widgets/kit/url-codec.ts';
import { readEncodedState } from '../../../src/widgets/kit/url-state.ts';

const example = (id: string) => ACTIONS_EXAMPLES.find((e) => e.id === id)!.state;

describe('action check state', () => {
  it('judges each example as its label says', () => {
    const verdicts = Object.fromEntries(ACTIONS_EXAMPLES.map((e) => [e.id, computeActions(e.state).ok]));
    expect(verdicts).toEqual({ fleet: true, disabled: false, scout: true, treaty: false, fortify: false, sedition: true });
    const fleet = computeActions(example('fleet'));
    expect(fleet.ok && fleet.value.reach).toMatchObject({ reach: 2, limitedBy: 1 });
  });

  it('puts each refusal on the field the form shows', () => {
    expect(Object.keys(computeActions(example('disabled')).ok ? {} : (computeActions(example('disabled')) as { fields: object }).fields)).toEqual(['jump.distance']);
    const r = computeActions({ ...INITIAL, ships: [{ kind: 'cruiser', jump: 'x', disabled: false }], distance: '-1' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.fields).sort()).toEqual(['jump.distance', 'jump.ships.0.jump']);
  });

  it('reopens every example from its link, and refuses a damaged one with a sentence', () => {
    for (const e of ACTIONS_EXAMPLES) {
      const read = readEncodedState(encodeState(e.state), ACTIONS_URL);
      expect(read.ok && read.value, e.id).toEqual(e.state);
    }
    const bad = readEncodedState(encodeState({ ...INITIAL, choice: 'steal' }), ACTIONS_URL);
    expect(bad).toMatchObject({ ok: false });
    if (!bad.ok) expect(bad.error).toMatch(/Action is not one this tool knows/);
  });
});
