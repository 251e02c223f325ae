/** The "start from a position" form: the fields read into the engine's position, and each refusal finds its field. */
import { describe, expect, it } from 'vitest';
import { checkPosition, DEFAULT_READINGS } from '../../../src/engine/traders/index.ts';
import { CLEAN_FIELDS, describe as describeFields, fieldOf, type PositionFields } from '../../../src/widgets/traders/play/position-form.ts';

const with_ = (patch: Partial<PositionFields>): PositionFields => ({ ...CLEAN_FIELDS, ...patch });

describe('the position form', () => {
  it('starts as the set-up, which the engine accepts', () => {
    const d = describeFields(CLEAN_FIELDS);
    expect(d.ok).toBe(true);
    expect(d.ok && checkPosition(d.value.position, DEFAULT_READINGS).ok).toBe(true);
  });

  it('reads a crew with a replacement aboard and the original in care, and the discard', () => {
    const d = describeFields(
      with_({
        phase: 'sell',
        turn: '3',
        stop: '4',
        money: '1,2',
        goods: 'weapons',
        paid: '0.32',
        hits: '1',
        crew: { ...CLEAN_FIELDS.crew, first: { aboard: 'replacement', status: 'active', power: '1', original: 'Forboldn' }, second: { aboard: 'nobody', status: 'active', power: '1', original: 'dead' } },
        discard: { ...CLEAN_FIELDS.discard, patron: '1', thug: '2' },
      }),
    );
    expect(d.ok && d.value.position).toEqual({
      phase: 'sell',
      turn: 3,
      stop: 4,
      money: 1200,
      cargo: { goods: 'weapons', paid: 320 },
      beowulfHits: 1,
      crew: [
        { rank: 'captain', status: 'active' },
        { rank: 'first', status: 'active', replacement: true, power: 1 },
        { rank: 'first', status: 'care', careAt: 'Forboldn' },
        { rank: 'third', status: 'active' },
      ],
      discard: ['patron', 'thug', 'thug'],
    });
    expect(d.ok && d.value.crewRanks).toEqual(['captain', 'first', 'first', 'third']);
    expect(d.ok && checkPosition(d.value.position, DEFAULT_READINGS).ok).toBe(true);
  });

  it('says what cannot be read, beside its field', () => {
    const d = describeFields(with_({ turn: 'x', money: '80', goods: 'foods', paid: '' }));
    expect(d.ok).toBe(false);
    expect(!d.ok && Object.keys(d.errors).sort()).toEqual(['money', 'paid', 'turn']);
  });

  it("places the engine's refusals beside the field they name", () => {
    const ranks = ['captain', 'first', 'first', 'third'] as const;
    expect(fieldOf('position.crew.2.careAt', ranks)).toBe('crew.first');
    expect(fieldOf('position.crew', ranks)).toBe('crew');
    expect(fieldOf('position.cargo.paid', ranks)).toBe('paid');
    expect(fieldOf('position.cargo', ranks)).toBe('goods');
    expect(fieldOf('position.beowulfHits', ranks)).toBe('hits');
    expect(fieldOf('position.discard.3', ranks)).toBe('discard');
    expect(fieldOf('seed', ranks)).toBeNull();
    expect(fieldOf(undefined, ranks)).toBeNull();
  });
});
