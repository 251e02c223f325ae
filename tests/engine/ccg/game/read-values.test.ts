/**
 * The cards a game is set up with, read with the CCG readers alone
 * (`game/validate.ts`, issue 20 part 3): no hand checks left. Every refusal of
 * `readCardInput` and `readValues` with its message, rule and field path; each
 * list of a card's values has its limit, checked before it is walked; an
 * accepted card comes back as given; and no input makes the readers throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCardInput, readId, readValues } from '../../../../src/engine/ccg/game/validate.ts';
import { KEYWORDS } from '../../../../src/engine/ccg/cards/index.ts';
import { RESOLUTION_LIMITS as L, TEXT_LIMITS } from '../../../../src/engine/ccg/limits.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const crew = readCardInput(['crew', 'adventure']);
const card = (values: unknown, more: object = {}) => ({ id: 'c1', name: 'Jo', type: 'crew', values, ...more });
const adventure = (contract: unknown, complication: unknown = { requirements: [] }) => ({ id: 'a1', name: 'Job', type: 'adventure', values: { contract, complication } });
const contract = { vp: 2, distance: 0, complicationSlots: 1, abandonment: 1, requirements: [] };
const subplot = { vp: 1, requirements: [] };

describe('a card given to a game is read with the CCG readers', () => {
  it('refuses each bad field with its message, rule and path', () => {
    const cases: Refusal<unknown>[] = [
      [7, 'ccg.cards', 'deck.0', /^Each card needs an id, a name, a type and its values\.$/],
      [card({}, { id: 'has space' }), 'ccg.cards', 'deck.0.id', /^Each card's id must be letters, digits, dots, dashes or underscores \(up to 64\), starting with a letter or digit\.$/],
      [card({}, { id: 12 }), 'ccg.cards', 'deck.0.id', /^Each card's id must be letters/],
      [card({}, { name: ' ' }), 'ccg.cards', 'deck.0.name', /^The name of card c1 must not be empty\.$/],
      [card({}, { name: 5 }), 'ccg.cards', 'deck.0.name', /^The name of card c1 must be text\.$/],
      [card({}, { name: 'J'.repeat(TEXT_LIMITS.name + 1) }), 'ccg.cards', 'deck.0.name', new RegExp(`must be at most ${TEXT_LIMITS.name} characters long`)],
      [card({}, { type: 'planet' }), 'ccg.cards', 'deck.0.type', /^The type of Jo must be one of "ship", "crew", /],
      [card({}, { type: 'gear' }), 'ccg.cards', 'deck.0.type', /^Jo is a gear card and cannot go there; expected crew or adventure\.$/],
      [card('strong'), 'ccg.cards', 'deck.0.values', /^The values of Jo must be an object\.$/],
      [card({ ev: -1 }), 'ccg.native', 'deck.0.values.ev', /^Jo: ev must be a whole number of 0 or more\.$/],
      [card({ cost: 1.5 }), 'ccg.native', 'deck.0.values.cost', /^Jo: cost must be a whole number of 0 or more\.$/],
      [card({ capabilities: 'cargo' }), 'ccg.capabilities', 'deck.0.values.capabilities', /^Jo: capabilities must be a list\.$/],
      [card({ capabilities: ['teleport'] }), 'ccg.capabilities', 'deck.0.values.capabilities.0', /^Jo: "teleport" is not a capability\.$/],
      [card({ capabilities: [3] }), 'ccg.capabilities', 'deck.0.values.capabilities.0', /^Jo: a capability must be text\.$/],
      [card({ capabilities: Array(L.capabilities + 1).fill('cargo') }), 'ccg.capabilities', 'deck.0.values.capabilities', new RegExp(`^Jo: capabilities must hold from 0 to ${L.capabilities} entries\\.$`)],
      [card({ skills: ['pilot'] }), 'ccg.skills', 'deck.0.values.skills.0', /^Jo: each skill must be an object with a skill and a level\.$/],
      [card({ skills: [{ skill: 'Juggling', level: 'trained' }] }), 'ccg.skills', 'deck.0.values.skills.0.skill', /^Jo: "Juggling" is not a skill of the game\.$/],
      [card({ skills: [{ skill: 'combat', level: 'master' }] }), 'ccg.skill-levels', 'deck.0.values.skills.0.level', /^Jo: the level of a skill must be one of "trained", "expert"\.$/],
      [card({ skills: Array(L.skills + 1).fill({ skill: 'combat', level: 'trained' }) }), 'ccg.skills', 'deck.0.values.skills', new RegExp(`from 0 to ${L.skills} entries`)],
      [card({ keywords: ['Hardened (2)', 'Sparkly'] }), 'ccg.cards', 'deck.0.values.keywords.1', /^Jo: "Sparkly" is not one of the twenty keywords\.$/],
      [card({ keywords: Array(KEYWORDS.length + 1).fill('Resilient') }), 'ccg.cards', 'deck.0.values.keywords', new RegExp(`from 0 to ${KEYWORDS.length} entries`)],
      [card({ slots: 4 }), 'ccg.card-slots', 'deck.0.values.slots', /^Jo: the slots bar must be an object\.$/],
      [card({ slots: { crew: 1 } }), 'ccg.card-slots', 'deck.0.values.slots.computer', /^Jo: computer slots must be a whole number of 0 or more\.$/],
      [{ id: 'a1', name: 'Job', type: 'adventure', values: {} }, 'ccg.contract', 'deck.0.values.contract', /^Job is an adventure card and needs its contract face\.$/],
      [adventure({ ...contract, vp: -2 }), 'ccg.contract', 'deck.0.values.contract.vp', /^Job: the contract's vp must be a whole number of 0 or more\.$/],
      [adventure({ ...contract, subplots: Array(L.subplots + 1).fill(subplot) }), 'ccg.subplot', 'deck.0.values.contract.subplots', new RegExp(`from 0 to ${L.subplots} entries`)],
      [adventure({ ...contract, subplots: [7] }), 'ccg.subplot', 'deck.0.values.contract.subplots.0', /^Each subplot needs requirements and Victory Points\.$/],
      [adventure({ ...contract, subplots: [{ ...subplot, award: 3 }] }), 'ccg.subplot', 'deck.0.values.contract.subplots.0.award', /^A subplot award \(in words\) must be text\.$/],
      [adventure({ ...contract, subplots: [{ ...subplot, award: 'x'.repeat(201) }] }), 'ccg.subplot', 'deck.0.values.contract.subplots.0.award', /at most 200 characters/],
      [adventure(contract, null), 'ccg.complication', 'deck.0.values.complication', /^Job is an adventure card and needs its complication face\.$/],
      [adventure(contract, { requirements: [], abandonmentModifier: 1.5 }), 'ccg.abandonment', 'deck.0.values.complication.abandonmentModifier', /^Job: the abandonment modifier must be a whole number from -99 to 99\.$/],
      [adventure(contract, { requirements: [], abandonmentModifier: 1e9 }), 'ccg.abandonment', 'deck.0.values.complication.abandonmentModifier', /from -99 to 99/],
    ];
    expectRefusals((input) => crew(input, 'deck.0'), cases);
  });

  it('an id reader keeps the rule it is given', () => {
    expect(readId('Captain 1', 'ccg.round.setup')('has space', 'captains.0.id')).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.0.id', error: /^Captain 1's id must be/ });
    expect(readId('Captain 1')('c-1:a.b', 'x')).toMatchObject({ ok: true, value: 'c-1:a.b' });
  });

  it('accepts a card at every limit and gives its values back as given', () => {
    const values = {
      cost: 0,
      ev: 3,
      capabilities: Array(L.capabilities).fill('cargo'),
      skills: Array(L.skills).fill({ skill: 'combat', level: 'expert' }),
      keywords: Array(KEYWORDS.length).fill('Hardened (2)'),
      traits: ['Loud'],
    };
    expect(crew(card(values, { name: 'J'.repeat(TEXT_LIMITS.name) }), 'deck.0')).toEqual({ ok: true, value: { id: 'c1', name: 'J'.repeat(TEXT_LIMITS.name), type: 'crew', values }, trace: [] });
    expect(crew({ id: 'c1', name: 'Jo', type: 'crew' }, 'deck.0')).toMatchObject({ ok: true, value: { values: {} } });
    const job = adventure({ ...contract, subplots: Array(L.subplots).fill({ ...subplot, award: 'a Credit' }) }, { requirements: [], abandonmentModifier: -99 });
    expect(crew(job, 'deck.0')).toMatchObject({ ok: true, value: { values: job.values } });
    expect(readValues('ship', 'Nymeria')({ slots: { crew: 3, computer: 1, hardpoint: 1, hull: 1, internal: 1 } }, 'v')).toMatchObject({ ok: true });
  });

  it('whatever a card or one of its values is, the readers answer with a value or a refusal with a registered rule, never a throw', () => {
    const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -3, max: 5 }), fc.string({ maxLength: 6 }), fc.array(fc.anything(), { maxLength: 3 }), fc.object({ maxDepth: 2 }), fc.boolean());
    const keys = ['id', 'name', 'type', 'values'];
    const valueKeys = ['cost', 'ev', 'capabilities', 'skills', 'keywords', 'slots', 'contract', 'complication'];
    fc.assert(
      fc.property(junk, fc.constantFrom(...keys), junk, fc.constantFrom(...valueKeys), junk, (whole, key, value, valueKey, inner) => {
        const base = adventure(contract) as Record<string, unknown>;
        const inputs = [whole, { ...base, [key]: value }, { ...base, values: { ...(base.values as object), [valueKey]: inner } }];
        for (const input of inputs) {
          const r = crew(input, 'deck.0');
          if (!r.ok) {
            expect(isRuleId(r.rule), r.rule).toBe(true);
            expect(r.field === undefined || r.field.startsWith('deck.0'), r.field).toBe(true);
          }
        }
      }),
      { seed: 2026, numRuns: 400 },
    );
  });
});
