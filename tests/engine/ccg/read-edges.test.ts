/**
 * The round tracker's setup, the card limits, the edition and the solo game's random state are
 * read once, at the edge, with the CCG readers (issue 20, part 3): each refusal
 * names a registered rule and the path of the field, and whatever the reader
 * accepts the engine takes without throwing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEnterPlay, findExcesses, shipCard, type LimitCard, type LimitsState } from '../../../src/engine/ccg/cards/index.ts';
import { readLimitsState } from '../../../src/engine/ccg/cards/limit-cards.ts';
import { readEdition } from '../../../src/engine/ccg/editions/index.ts';
import { isRuleId } from '../../../src/engine/ccg/rules.ts';
import { drawOpposition, newOppositionDeck, placeHiddenComplication } from '../../../src/engine/ccg/solo/index.ts';
import { setupTracker, MAX_NAME } from '../../../src/engine/ccg/tracker/index.ts';

const TWO = { captains: [{ name: 'Needa', initiative: 3 }, { name: 'Harrington', initiative: 5 }] };

describe('the round tracker reads its setup once', () => {
  it('refuses with the rule and the field', () => {
    expect(setupTracker(null)).toMatchObject({ ok: false, rule: 'ccg.round.setup' });
    expect(setupTracker({ captains: [] })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains' });
    expect(setupTracker({ captains: [{ name: 'x'.repeat(MAX_NAME + 1), initiative: 1 }] })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.0.name' });
    expect(setupTracker({ captains: [{ name: 'Ann', initiative: 'high' }] })).toMatchObject({ ok: false, rule: 'ccg.initiative', field: 'captains.0.initiative' });
    expect(setupTracker({ captains: [{ name: 'Ann', initiative: 1, id: 'c1' }, { name: 'Bea', initiative: 2, id: 'c1' }] })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.1.id' });
    expect(setupTracker({ ...TWO, threshold: 0 })).toMatchObject({ ok: false, rule: 'ccg.victory', field: 'threshold' });
    expect(setupTracker({ ...TWO, seed: -1 })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'seed' });
    expect(setupTracker({ ...TWO, start: { phase: 'ready', stage: 1, round: 0 } })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'start.round' });
    expect(setupTracker({ ...TWO, start: { phase: 7, stage: 1 } })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'start.phase' });
    expect(setupTracker({ ...TWO, start: { phase: 'lunch', stage: 1 } })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'start' });
  });

  it('whatever it reads, it sets up or refuses with a registered rule, never throws', () => {
    const anything = fc.oneof(fc.constant(undefined), fc.integer({ min: -2, max: 30 }), fc.constantFrom('ready', 'action', 'resolution', 'solo-adventure', 'x', ''), fc.constant(null));
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom('Ann', 'Bea', ' ', 'ann'), initiative: anything, vp: anything, id: fc.constantFrom(undefined, 'c1', 'c2', 'Bad id') }), { maxLength: 5 }),
        fc.record({ threshold: anything, seed: anything, start: fc.option(fc.record({ phase: anything, stage: anything, round: anything, first: fc.constantFrom(undefined, 'c1', 'c2') })) }),
        (captains, rest) => {
          const r = setupTracker({ captains, ...rest, start: rest.start ?? undefined });
          if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
        },
      ),
      { seed: 2026, numRuns: 300 },
    );
  });
});

describe('the edition and the random state', () => {
  it('the edition is refused at its field with its rule', () => {
    expect(readEdition(3, 'tool.edition')).toMatchObject({ ok: false, rule: 'ccg.edition', field: 'tool.edition' });
    expect(readEdition(undefined)).toMatchObject({ ok: true, value: 'later' });
  });

  it('a random state out of range is refused at rng with the rule of the draw', () => {
    expect(newOppositionDeck(-1)).toMatchObject({ ok: false, rule: 'ccg.solo.dirty-half-dozen', field: 'rng' });
    expect(drawOpposition({ deck: [], discard: [], rng: 2 ** 32 })).toMatchObject({ ok: false, rule: 'ccg.solo.dirty-half-dozen', field: 'rng' });
    expect(placeHiddenComplication({ contracts: [], rng: 1.5 })).toMatchObject({ ok: false, rule: 'ccg.round.solo-adventure.stage-1', field: 'rng' });
  });

  it('every random state the reader accepts shuffles a deck', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (rng) => {
        expect(newOppositionDeck(rng).ok).toBe(true);
      }),
      { seed: 2026, numRuns: 100 },
    );
  });
});

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
