/** The "start from a position" form: the fields read into the engine's position, and each refusal finds its field. */
import { describe, expect, it } from 'vitest';
import { checkPosition, DEFAULT_READINGS, replacementPowers } from '../../../src/engine/traders/index.ts';
import { CLEAN_FIELDS, describe as describeFields, fieldOf, HITS_OPTIONS, powerOptions, type PositionFields } from '../../../src/widgets/traders/play/position-form.ts';

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

  it('says what cannot be read as MC beside its field, with the rule', () => {
    const d = describeFields(with_({ turn: 'x', money: '80', goods: 'foods', paid: '' }));
    expect(d.ok).toBe(false);
    expect(!d.ok && Object.keys(d.errors).sort()).toEqual(['money', 'paid']);
    expect(!d.ok && d.errors.money).toMatchObject({ error: 'Money on hand stays below 73 MC: reaching 73 MC wins the game.', rule: 'traders.t-7-win' });
    const fine = describeFields(with_({ money: '1.2345' }));
    expect(!fine.ok && fine.errors.money).toMatchObject({ error: 'Money on hand goes to thousandths of an MC (1,000 Cr) at most.', rule: 'traders.A37' });
    const priced = describeFields(with_({ goods: 'foods', paid: '999' }));
    expect(!priced.ok && priced.errors.paid).toMatchObject({ rule: 'traders.t-3-market' });
    const blank = describeFields(with_({ money: ' ' }));
    expect(!blank.ok && blank.errors.money).toMatchObject({ error: 'Type the money on hand, in MC: 0 to 72.999 MC.', rule: 'traders.A37' });
    for (const money of ['0', '72.999', '72,5 MC', '.5']) expect(describeFields(with_({ money })).ok, money).toBe(true);
  });

  it("hands the turn and the stop over as typed: the engine's limits refuse them, with the rule, beside the field", () => {
    for (const [patch, field, rule] of [
      [{ turn: 'x' }, 'turn', 'traders.t-0-turn'],
      [{ turn: '501' }, 'turn', 'traders.t-0-turn'],
      [{ turn: '0' }, 'turn', 'traders.t-0-turn'],
      [{ stop: '1001' }, 'stop', 'traders.t-4-route'],
      [{ stop: '1.5' }, 'stop', 'traders.t-4-route'],
    ] as const) {
      const d = describeFields(with_(patch));
      expect(d.ok, JSON.stringify(patch)).toBe(true);
      const r = d.ok ? checkPosition(d.value.position, DEFAULT_READINGS) : null;
      expect(r && !r.ok && { field: fieldOf(r.field, d.ok ? d.value.crewRanks : []), rule: r.rule }, JSON.stringify(patch)).toEqual({ field, rule });
    }
  });

  it("offers the replacement powers and the hits the engine's tables allow", () => {
    expect(powerOptions('captain')).toEqual(replacementPowers('captain').map(String));
    expect(powerOptions('third')).toEqual(['-1', '0', '1']);
    expect(HITS_OPTIONS).toEqual(['0', '1', '2']);
    const d = describeFields(with_({ turn: '3', stop: '3', crew: { ...CLEAN_FIELDS.crew, captain: { aboard: 'replacement', status: 'active', power: '1', original: 'dead' } } }));
    const r = d.ok ? checkPosition(d.value.position, DEFAULT_READINGS) : null;
    expect(r && !r.ok && r.rule).toBe('traders.t-3-d-iii');
    expect(r && !r.ok && r.error).toBe('A replacement Captain has power 2, 3 or 4.');
    expect(r && !r.ok && fieldOf(r.field, d.ok ? d.value.crewRanks : [])).toBe('crew.captain');
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
