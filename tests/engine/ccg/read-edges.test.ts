/**
 * The card limits are read once, at the edge, with the CCG readers (issue 20,
 * part 3): each refusal
 * names a registered rule and the path of the field, and whatever the reader
 * accepts the engine takes without throwing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEnterPlay, findExcesses, shipCard, type LimitCard, type LimitsState } from '../../../src/engine/ccg/cards/index.ts';
import { readLimitsState } from '../../../src/engine/ccg/cards/limit-cards.ts';
import { isRuleId } from '../../../src/engine/ccg/rules.ts';

describe('the card limits read their state and card once', () => {
  const slots = { crew: 2, computer: 1, hardpoint: 1, hull: 1, internal: 1 };
  const ship = shipCard('s1', 'ahab', 'Scout', 100, slots);

  it('refuses with the rule and the field', () => {
    expect(findExcesses({ cards: [{ ...ship, slots: { ...slots, hull: -1 } }] })).toMatchObject({ ok: false, rule: 'ccg.card-slots', field: 'cards.0.slots.hull' });
    expect(findExcesses({ cards: [{ id: 'c1', name: 'Flint', type: 'crew', controller: 'ahab', attachedTo: 's1' }, ship] })).toMatchObject({ ok: false, rule: 'ccg.attach', field: 'cards.0.attachedTo' });
    expect(findExcesses({ cards: [ship], unlimitedComplicationSlots: 'yes' } as unknown as LimitsState)).toMatchObject({ ok: false, rule: 'ccg.solo.challenges', field: 'unlimitedComplicationSlots' });
    expect(checkEnterPlay({ cards: [ship] }, { id: 'k', name: 'K', type: 'contract', controller: 'ahab' } as LimitCard)).toMatchObject({ ok: false, rule: 'ccg.contract', field: 'card.complicationSlots' });
  });

  it('whatever state the reader accepts, the limits are counted without throwing', () => {
    const card = fc.record({
      id: fc.constantFrom('s1', 'c1', 'c2', 'g1', 'u1'),
      name: fc.constantFrom('Flint', 'flint', 'Rika'),
      type: fc.constantFrom('ship', 'crew', 'gear', 'upgrade'),
      controller: fc.constantFrom('ahab', 'nym'),
      subtype: fc.constantFrom('weapon', 'hull', 'computer'),
      attachedTo: fc.constantFrom(undefined, 's1', 'c1'),
      tonnage: fc.integer({ min: 0, max: 200 }),
      slots: fc.constant(slots),
      keywords: fc.constantFrom(undefined, ['Trifling'], ['Hindrance']),
    });
    fc.assert(
      fc.property(fc.array(card, { maxLength: 6 }), (cards) => {
        const state = { cards } as unknown as LimitsState;
        const r = findExcesses(state);
        expect(r.ok).toBe(readLimitsState(state, '').ok);
        if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 300 },
    );
  });
});
