/**
 * The cards of a limits state read with the CCG readers alone
 * (`cards/limit-cards.ts`, issue 20 part 3): every refusal of `readLimitCard`
 * and `readLimitsState` with its message, rule and path, a sound card read
 * as given, and no input that makes them throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLimitCard, readLimitsState } from '../../../../src/engine/ccg/cards/limit-cards.ts';
import { shipCard } from '../../../../src/engine/ccg/cards/limits.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const scout = shipCard('scout', 'ahab', 'Type S Scout', 100, { crew: 2, computer: 1, hardpoint: 1, hull: 1, internal: 1 });
const gear = { id: 'g1', name: 'Laser Pistol', type: 'gear', controller: 'ahab', subtype: 'weapon', attachedTo: 'c1' };
const crew = { id: 'c1', name: 'Flint', type: 'crew', controller: 'ahab' };
const set = (o: object, key: string, value: unknown) => ({ ...o, [key]: value });

describe('a card of a limits state is read with the CCG readers', () => {
  it('refuses each bad field with its message, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      ['card', 'ccg.cards', 'card', /^Card card must be an object with an id, a name, a type and a controller\.$/],
      [set(crew, 'id', ' '), 'ccg.cards', 'card.id', /^Card card needs a non-empty id of at most 64 characters\.$/],
      [set(crew, 'id', 'x'.repeat(65)), 'ccg.cards', 'card.id', /at most 64 characters/],
      [set(crew, 'name', 4), 'ccg.cards', 'card.name', /^Card c1 needs a name of at most 60 characters\.$/],
      [set(crew, 'type', 'event'), 'ccg.cards', 'card.type', /^The type of card c1 \(the types that take part in limits\) must be one of "ship", /],
      [set(crew, 'controller', ''), 'ccg.control-vs-ownership', 'card.controller', /^Card c1 needs the id of the captain who controls it\.$/],
      [set(crew, 'keywords', ['Sparkly']), 'ccg.cards', 'card.keywords.0', /^Flint lists the keyword "Sparkly", which is not one of the twenty keywords\.$/],
      [set(crew, 'keywords', [7]), 'ccg.cards', 'card.keywords.0', /^A keyword of Flint must be text\.$/],
      [set(crew, 'keywords', Array(21).fill('Trifling')), 'ccg.cards', 'card.keywords', /from 0 to 20 entries/],
      [set(crew, 'subtype', 5), 'ccg.cards', 'card.subtype', /^The subtype of Flint must be text\.$/],
      [set(gear, 'subtype', 'spoon'), 'ccg.gear', 'card.subtype', /^Laser Pistol is a gear and needs a subtype: one of /],
      [set(gear, 'attachedTo', ''), 'ccg.attach', 'card.attachedTo', /^Laser Pistol is a gear and must name the card it is attached to\.$/],
      [set(crew, 'attachedTo', 'scout'), 'ccg.attach', 'card.attachedTo', /^Flint is a crew, which does not attach to another card\.$/],
      [set(scout, 'tonnage', -1), 'ccg.ship', 'card.tonnage', /^The tonnage rating of the ship Type S Scout must be a whole number from 0 to 9999\.$/],
    ];
    expectRefusals((card) => readLimitCard(card, 'card'), cases);
    expect(readLimitsState({ cards: 'all' }, '')).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'cards', error: 'The cards in play must be a list.' });
    expect(readLimitsState(null, '')).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'cards', error: 'The state must hold a list of cards in play.' });
  });

  it('reads a sound card as given, keeping a free subtype on a card type without subtypes', () => {
    expect(readLimitCard(gear, 'card')).toEqual({ ok: true, trace: [], value: gear });
    expect(readLimitCard({ ...crew, subtype: 'Pilot' }, 'card')).toMatchObject({ ok: true, value: { subtype: 'Pilot' } });
    expect(readLimitsState({ cards: [scout, { ...crew, attachedTo: undefined }] }, '')).toMatchObject({ ok: true });
  });

  it('whatever one field of a card holds, the reader answers with a value or a refusal with a registered rule, never a throw', () => {
    const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -3, max: 5 }), fc.string({ maxLength: 6 }), fc.array(fc.anything(), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.boolean());
    fc.assert(
      fc.property(fc.constantFrom(crew, gear, scout), fc.constantFrom('id', 'name', 'type', 'controller', 'subtype', 'keywords', 'attachedTo', 'tonnage', 'slots'), junk, (card, key, value) => {
        const r = readLimitCard(set(card, key, value), 'card');
        if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 400 },
    );
  });
});
