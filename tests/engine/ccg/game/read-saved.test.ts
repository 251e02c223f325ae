/**
 * A saved game read back with the CCG readers alone (`game/audit.ts`, issue 20
 * part 3): every refusal of `checkGameState` with its message, rule and field
 * path, a sound game read back, and no input that makes it throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGameState, setupGame, type GameState } from '../../../../src/engine/ccg/game/game.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';
import { setupOf } from './fixtures.ts';

const saved = (): Record<string, any> => {
  const r = setupGame(setupOf(2, 3));
  if (!r.ok) throw new Error(r.error);
  return JSON.parse(JSON.stringify(r.value)) as Record<string, any>;
};
const changed = (change: (s: Record<string, any>) => void) => {
  const s = saved();
  change(s);
  return s;
};
const firstCard = () => Object.keys(saved().cards)[0]!;

describe('a saved game is read back with the CCG readers', () => {
  it('refuses each bad part with its message, rule and path', () => {
    const id = firstCard();
    const cases: Refusal<unknown>[] = [
      ['game', 'ccg.round.setup', 'version', /^This is not a saved game of this version\.$/],
      [changed((s) => (s.version = 2)), 'ccg.round.setup', 'version', /^This is not a saved game of this version: its version must be one of 1\.$/],
      [changed((s) => (s.stage = 0)), 'ccg.round.setup', 'stage', /^The stage of the saved game must be a whole number of 1 or more\.$/],
      [changed((s) => (s.phase = 7)), 'ccg.round.setup', 'phase', /^The phase of the saved game must be text\.$/],
      [changed((s) => (s.phase = 'tea')), 'ccg.round.setup', 'phase', /^The saved game is not at a stage of the round\.$/],
      [changed((s) => (s.stage = 99)), 'ccg.round.setup', 'phase', /^The saved game is not at a stage of the round\.$/],
      [changed((s) => (s.captains = 'two')), 'ccg.round.setup', 'captains', /^The saved game must list one to four captains\.$/],
      [changed((s) => (s.eligible = {})), 'ccg.round.setup', 'eligible', /^The saved game is missing its list of eligible captains\.$/],
      [changed((s) => (s.status = 'paused')), 'ccg.round.setup', 'status', /^The status of the saved game must be one of "playing", "over"\.$/],
      [changed((s) => (s.cards[id] = 5)), 'ccg.cards', `cards.${id}`, /^The card ".+" of the saved game is incomplete\.$/],
      [changed((s) => (s.cards[id].id = 'other')), 'ccg.cards', `cards.${id}.id`, /is incomplete/],
      [changed((s) => (s.cards[id].name = 3)), 'ccg.cards', `cards.${id}.name`, /^The name of the card ".+" must be text\.$/],
      [changed((s) => (s.cards[id].owner = 'ghost')), 'ccg.control-vs-ownership', `cards.${id}.owner`, /names a captain who is not in the game/],
      [changed((s) => (s.cards[id].values = null)), 'ccg.cards', `cards.${id}.values`, /^The values of .+ must be an object\.$/],
      [changed((s) => (s.cards[id].values.initiative = -1)), 'ccg.native', `cards.${id}.values.initiative`, /must be a whole number of 0 or more/],
      [changed((s) => (s.captains[0].activity = 'busy')), 'ccg.committed', 'captains.0.activity.kind', /^The activity of captain .+ needs a kind: "uncommitted", "piracy", "contract"\.$/],
      [changed((s) => (s.captains[1].activity = { kind: 'contract', contract: 'nowhere' })), 'ccg.committed', 'captains.1.activity.contract', /has an unknown activity/],
      [changed((s) => (s.captains[1].activity = { kind: 'contract', contract: 4 })), 'ccg.committed', 'captains.1.activity.contract', /^The contract captain .+ pursues must be text\.$/],
      [changed((s) => (s.slots[2] = 'empty')), 'ccg.contract-slots', 'slots.2', /^Contract slot 3 of the saved game is malformed\.$/],
      [changed((s) => (s.slots[2].index = 1)), 'ccg.contract-slots', 'slots.2.index', /^The place of contract slot 3 must be one of 2\.$/],
      [changed((s) => (s.slots[0].controller = 9)), 'ccg.contract-slots', 'slots.0.controller', /^Who controls contract slot 1 \(or nothing\) must be text\.$/],
      [changed((s) => (s.progress.active = 3)), 'ccg.round.setup', 'progress.active', /^Who is active in the saved game \(or nothing\) must be text\.$/],
    ];
    expectRefusals(checkGameState, cases);
  });

  it('reads back a sound game as it was, with an empty slot and a captain pursuing a contract', () => {
    const s = saved();
    expect(checkGameState(s)).toEqual({ ok: true, value: s, trace: [] });
    expect(checkGameState({ ...s, progress: { ...s.progress, active: null } })).toMatchObject({ ok: true });
  });

  it('whatever one field of a card, a slot or the progress holds, it reads back or is refused with a registered rule, never throws', () => {
    const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -3, max: 5 }), fc.string({ maxLength: 4 }), fc.array(fc.anything(), { maxLength: 2 }), fc.object({ maxDepth: 2 }), fc.boolean());
    const id = firstCard();
    fc.assert(
      fc.property(
        fc.constantFrom('id', 'name', 'owner', 'controller', 'type', 'zone', 'values'),
        fc.constantFrom('index', 'controller', 'contract'),
        fc.constantFrom('done', 'passed', 'passStreak', 'active', 'kind', 'contract'),
        junk,
        (cardKey, slotKey, otherKey, value) => {
          const inputs = [
            changed((s) => (s.cards[id][cardKey] = value)),
            changed((s) => (s.slots[1][slotKey] = value)),
            changed((s) => (s.progress[otherKey] = value)),
            changed((s) => (s.captains[0].activity = { kind: 'contract', [otherKey]: value })),
          ];
          for (const input of inputs) {
            const r = checkGameState(input as unknown as GameState);
            if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
          }
        },
      ),
      { seed: 2026, numRuns: 300 },
    );
  });
});
