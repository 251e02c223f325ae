/**
 * The game's hand checks moved onto the CCG readers (issue 20, part 3): the
 * cards a game is set up with and a saved game read back from a link. Each
 * refusal names a registered rule and the dotted path of the field; whatever
 * is read back, the reader answers with a value or a refusal, never a throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGameState, DEFAULT_HAND_SIZE, setupGame, type GameState } from '../../../../src/engine/ccg/game/game.ts';
import { readSetup, startGame } from '../../../../src/engine/ccg/game/setup.ts';
import { DEFAULT_VICTORY_THRESHOLD } from '../../../../src/engine/ccg/round/index.ts';
import { readCardInput, readId, readValues } from '../../../../src/engine/ccg/game/validate.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { setupOf } from './fixtures.ts';

const saved = (): GameState => {
  const r = setupGame(setupOf(2, 3));
  if (!r.ok) throw new Error(r.error);
  return JSON.parse(JSON.stringify(r.value)) as GameState;
};

describe('the cards a game is set up with', () => {
  it('an id, a card and its values are refused at their field, with their rule', () => {
    expect(readId('Captain 1', 'ccg.round.setup')('has space', 'captains.0.id')).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.0.id' });
    const card = readCardInput(['crew']);
    expect(card(7, 'deck.0')).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'deck.0' });
    expect(card({ id: 'c1', name: ' ', type: 'crew' }, 'deck.0')).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'deck.0.name' });
    expect(card({ id: 'c1', name: 'Jo', type: 'ship' }, 'deck.0')).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'deck.0.type' });
    expect(card({ id: 'c1', name: 'Jo', type: 'crew', values: { skills: [{ skill: 'combat', level: 'master' }] } }, 'deck.0')).toMatchObject({
      ok: false,
      rule: 'ccg.skill-levels',
      field: 'deck.0.values.skills.0.level',
    });
    expect(card({ id: 'c1', name: 'Jo', type: 'crew', values: { skills: [{ skill: 'Juggling', level: 'trained' }] } }, 'deck.0')).toMatchObject({
      rule: 'ccg.skills',
      field: 'deck.0.values.skills.0.skill',
    });
    expect(readValues('ship', 'Nymeria')({ capabilities: ['teleport'] }, 'v')).toMatchObject({ ok: false, rule: 'ccg.capabilities', field: 'v.capabilities.0' });
    expect(readValues('ship', 'Nymeria')({ slots: { crew: 1 } }, 'v')).toMatchObject({ ok: false, rule: 'ccg.card-slots', field: 'v.slots.computer' });
    expect(readValues('crew', 'Jo')({ ev: -1 }, 'v')).toMatchObject({ ok: false, rule: 'ccg.native', field: 'v.ev' });
    expect(readValues('gear', 'Kit')({ keywords: ['Hardened (2)', 'Sparkly'] }, 'v')).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'v.keywords.1' });
    expect(readValues('adventure', 'Job')({}, 'v')).toMatchObject({ ok: false, rule: 'ccg.contract', field: 'v.contract' });
  });

  it('a card read keeps the printed fields the engine does not read (a subtype, traits)', () => {
    const values = { subtype: 'weapon', traits: ['Loud'], cost: 2 };
    expect(readCardInput(['gear'])({ id: 'g1', name: 'Blaster', type: 'gear', values }, 'x')).toEqual({ ok: true, value: { id: 'g1', name: 'Blaster', type: 'gear', values }, trace: [] });
  });
});

describe('a setup read once at the edge (readSetup), then built (startGame)', () => {
  const base = () => JSON.parse(JSON.stringify(setupOf(2, 3))) as Record<string, any>;
  const refused = (change: (s: Record<string, any>) => void) => {
    const s = base();
    change(s);
    return setupGame(s);
  };

  it('fills in the defaults: shuffle, the threshold, each name and hand size', () => {
    const setup = setupOf(2, 3);
    delete setup.captains[1]!.name;
    const r = readSetup(setup);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.shuffle).toBe(true);
    expect(r.value.threshold).toBe(DEFAULT_VICTORY_THRESHOLD);
    expect(r.value.captains.map((c) => [c.name, c.handSize])).toEqual([
      [setup.captains[0]!.name, DEFAULT_HAND_SIZE],
      ['nymeria', DEFAULT_HAND_SIZE],
    ]);
    expect(startGame(r.value)).toEqual(setupGame(setup));
  });

  it('refuses each bad part at its field, with its rule', () => {
    expect(setupGame(null)).toMatchObject({ ok: false, rule: 'ccg.round.setup', error: 'Give a seed and the captains.' });
    expect(refused((s) => (s.seed = -1))).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'seed' });
    expect(refused((s) => (s.threshold = 0))).toMatchObject({ ok: false, rule: 'ccg.victory', field: 'threshold' });
    expect(refused((s) => (s.shuffle = 'yes'))).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'shuffle' });
    expect(refused((s) => (s.captains = []))).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains' });
    expect(refused((s) => (s.captains[1].id = s.captains[0].id))).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.1.id' });
    expect(refused((s) => (s.captains[0].name = ' '))).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.0.name' });
    expect(refused((s) => (s.captains[0].handSize = 1.5))).toMatchObject({ ok: false, rule: 'ccg.hand-size', field: 'captains.0.handSize' });
    expect(refused((s) => delete s.captains[0].ship.values.jump)).toMatchObject({ ok: false, rule: 'ccg.ship', field: 'captains.0.ship.values.jump' });
    expect(refused((s) => (s.captains[1].deck = 'none'))).toMatchObject({ ok: false, rule: 'ccg.captains-deck', field: 'captains.1.deck' });
    expect(refused((s) => (s.captains[1].adventureDeck = {}))).toMatchObject({ ok: false, rule: 'ccg.adventure-deck', field: 'captains.1.adventureDeck' });
    expect(refused((s) => s.captains[0].deck.push({ id: 'kit-1', name: 'Kit', type: 'gear', values: {} }))).toMatchObject({
      ok: false,
      rule: 'ccg.gear',
      field: `captains.0.deck.${base().captains[0].deck.length}.values.subtype`,
    });
    // A card id is the game's own: the second use is refused where it stands, in another captain's deck too.
    expect(refused((s) => (s.captains[1].deck[0].id = s.captains[0].deck[0].id))).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'captains.1.deck.0.id' });
    expect(refused((s) => (s.captains[0].adventureDeck[0].id = s.captains[0].ship.id))).toMatchObject({ ok: false, rule: 'ccg.cards', field: 'captains.0.adventureDeck.0.id' });
  });
});

describe('a saved game read back', () => {
  it('reads back a sound one', () => {
    expect(checkGameState(saved())).toMatchObject({ ok: true });
  });

  it('refuses each damaged part at its field, with its rule', () => {
    const s = saved() as unknown as Record<string, unknown>;
    expect(checkGameState({ ...s, rng: -1 })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'rng' });
    expect(checkGameState({ ...s, threshold: 0 })).toMatchObject({ ok: false, rule: 'ccg.victory', field: 'threshold' });
    expect(checkGameState({ ...s, solo: 'no' })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'solo' });
    expect(checkGameState({ ...s, slots: [] })).toMatchObject({ ok: false, rule: 'ccg.contract-slots', field: 'slots' });
    expect(checkGameState({ ...s, status: 'paused' })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'status' });
    const g = saved();
    (g.captains[1] as unknown as Record<string, unknown>).vp = 'many';
    expect(checkGameState(g)).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.1.vp' });
    const h = saved();
    (h.captains[0] as unknown as Record<string, unknown>).hand = null;
    expect(checkGameState(h)).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains.0.hand' });
    const k = saved();
    const id = Object.keys(k.cards)[2]!;
    (k.cards[id] as unknown as Record<string, unknown>).zone = 'orbit';
    expect(checkGameState(k)).toMatchObject({ ok: false, rule: 'ccg.cards', field: `cards.${id}.zone` });
    const p = saved();
    (p.progress as unknown as Record<string, unknown>).active = 3;
    expect(checkGameState(p)).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'progress.active' });
  });

  it('whatever a field of a saved game is replaced with, it reads back or is refused with a registered rule, never throws', () => {
    const s = saved();
    const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -3, max: 5 }), fc.string({ maxLength: 4 }), fc.constant([]), fc.constant({}), fc.boolean());
    const top = Object.keys(s);
    fc.assert(
      fc.property(fc.constantFrom(...top), junk, fc.integer({ min: 0, max: 1 }), fc.constantFrom('vp', 'hand', 'pool', 'id', 'activity', 'ship'), junk, (key, value, who, field, inner) => {
        const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
        copy[key] = value;
        const again = JSON.parse(JSON.stringify(s)) as GameState;
        (again.captains[who] as unknown as Record<string, unknown>)[field] = inner;
        for (const r of [checkGameState(copy), checkGameState(again)]) {
          if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
        }
      }),
      { seed: 2026, numRuns: 300 },
    );
  });
});
