/**
 * The card game's tools speak of cards by name: every book example and preset
 * of every tool, run through the engine as the tool runs it, gives sentences
 * (trace steps, verdicts, refusals, guidance) free of internal ids (see
 * leaks.ts). The resolution domain's texts (collecting resource tokens and
 * spending them) still name tokens by id ("discard trained Admin (added-1.1,
 * …)"): a known failure, kept apart and named as such, while
 * src/engine/ccg/resolution/ is being fixed.
 */
import { describe, expect, it } from 'vitest';
import { leaks } from './leaks.ts';
import {
  COST_PRESETS,
  ENEMY_SHIP_PRESETS,
  ILLEGAL_DECK_LIST,
  LEGAL_DECK_LIST,
  PIRACY_PRESETS,
  RESOLUTION_PRESETS,
  ROUND_PRESETS,
  SERIES_PRESETS,
  SOLO_CHALLENGE_PRESET,
  SOLO_DECK_LIST,
  TIMING_PRESETS,
  runResolutionPreset,
  runRoundPreset,
} from '../../../src/engine/ccg/examples/index.ts';
import { checkSolvency, creditsCost, followRecommendations, minimalHandPayments, startSession, type PaymentSessionInput } from '../../../src/engine/ccg/costs/index.ts';
import { fightEnemyShip, resolvePiracy } from '../../../src/engine/ccg/piracy/index.ts';
import { declarePiracy, loseInfamyAtResolution } from '../../../src/engine/ccg/round/index.ts';
import { checkDeckList } from '../../../src/engine/ccg/deck/index.ts';
import { scoreSoloChallenges } from '../../../src/engine/ccg/solo/index.ts';
import { captainStatus, replay as replayTracker, whatMayTheyDo } from '../../../src/engine/ccg/tracker/index.ts';
import { TOOL_PRESETS as EXPENSE_PRESETS, presetState as expenseState } from '../../../src/widgets/expense/presets.ts';
import { readModel } from '../../../src/widgets/expense/model.ts';
import { guideFor, replay as replayQueue } from '../../../src/widgets/queue/replay.ts';
import { stateFromPiracyPreset } from '../../../src/widgets/piracy/presets.ts';
import { toPiracyInput } from '../../../src/widgets/piracy/reading.ts';
import { stateFromEnemyPreset, toEnemyInput } from '../../../src/widgets/piracy/enemy.ts';
import { TOOL_PRESETS as RESOLVE_PRESETS, presetState as resolveState } from '../../../src/widgets/resolve/presets.ts';
import { runCheck } from '../../../src/widgets/resolve/check.ts';
import { TRACKER_PRESETS } from '../../../src/widgets/round/presets.ts';

/** The payment the expense tool sets up for a preset (as ExpenseTool.tsx does), paid on as the tool advises. */
function expensePayment(id: string) {
  const state = expenseState(id)!;
  const model = readModel(state);
  expect(model.errors, id).toEqual({});
  const cost = model.cost ? creditsCost(model.cost) : undefined;
  const expenses =
    state.mode === 'series' ? model.expenses! : cost?.ok ? [{ amount: cost.value.final, label: `the cost of ${model.cost!.cardName}`, restriction: cost.value.restriction }] : [];
  const input: PaymentSessionInput = { ...model.funds!, expenses };
  const session = startSession(input);
  const paid = session.ok ? followRecommendations(session.value) : session;
  const first = expenses[0];
  return {
    state,
    results: [
      cost,
      session,
      paid,
      first && checkSolvency({ ...input, ...first }),
      minimalHandPayments({ amount: first?.amount ?? 0, hand: input.hand }),
    ],
  };
}

/**
 * Whether trace i of a round run (0: the setup, i: step i) is played in, or leads into, the
 * Resource or Resolution Phase: where resource tokens are collected and spent (the resolution
 * domain's texts).
 */
const TOKEN_PHASES = ['resource', 'resolution'];
const withTokens = (states: readonly { phase: string }[], i: number) => i > 0 && (TOKEN_PHASES.includes(states[i - 1]!.phase) || TOKEN_PHASES.includes(states[i]!.phase));

describe('the card game tools name cards, not ids', () => {
  it('costs and expenses: every book example, its Credits cost and its payment paid as advised', () => {
    expect(EXPENSE_PRESETS.length).toBe(COST_PRESETS.length + SERIES_PRESETS.length);
    for (const p of EXPENSE_PRESETS) {
      const { state, results } = expensePayment(p.id);
      expect(leaks(results, [state, COST_PRESETS, SERIES_PRESETS]), p.id).toEqual([]);
    }
  });

  it('the queue stepper: every book example played through to its end', () => {
    for (const p of TIMING_PRESETS) {
      const guide = guideFor(p);
      const played = replayQueue({ setup: p.setup, moves: guide.moves, at: guide.moves.length, guide: p.id });
      expect(played.ok, p.id).toBe(true);
      expect(leaks([guide, played], p), p.id).toEqual([]);
    }
  });

  it('piracy: every book example, its attack, return fire and Infamy, and the enemy ship', () => {
    for (const p of PIRACY_PRESETS) {
      const state = stateFromPiracyPreset(p);
      const input = toPiracyInput(state);
      const fight = resolvePiracy(input);
      expect(fight.ok, p.id).toBe(true);
      if (!fight.ok) continue;
      // The Infamy part, as Fight.tsx asks it.
      const [attacker, defender] = [state.attacker.name.trim() || 'The attacker', state.defender.name.trim() || 'The defender'];
      const declared = declarePiracy({ captain: 'attacker', name: attacker, infamy: Number(state.attacker.infamy || 0) });
      expect(declared.ok, p.id).toBe(true);
      if (!declared.ok) continue;
      const stage4 = loseInfamyAtResolution([
        { captain: 'attacker', name: attacker, infamy: declared.value.infamyAfter, conductedPiracy: fight.value.conductedPiracy === 'attacker', declaredPirate: true },
        { captain: 'defender', name: defender, infamy: Number(state.defender.infamy || 0), conductedPiracy: state.defender.pirated },
      ]);
      expect(stage4.ok, p.id).toBe(true);
      expect(leaks([fight, declared, stage4], [p, input]), p.id).toEqual([]);
    }
    for (const p of ENEMY_SHIP_PRESETS) {
      const input = toEnemyInput(stateFromEnemyPreset(p));
      expect(leaks(fightEnemyShip(input), [p, input]), p.id).toEqual([]);
    }
  });

  it('the round tracker: every book example move by move, with what each captain may do at every point', () => {
    for (const p of TRACKER_PRESETS) {
      const r = replayTracker(p.setup, p.script.map((s) => s.event));
      expect(r.ok, p.id).toBe(true);
      if (!r.ok) continue;
      const guidance = r.value.states.flatMap((s) => [whatMayTheyDo(s), ...s.captains.map((c) => captainStatus(s, c.id))]);
      expect(leaks([r, guidance], p), p.id).toEqual([]);
    }
  });

  it('the whole-round examples, every step outside the Resource and Resolution Phases', () => {
    for (const p of ROUND_PRESETS) {
      const r = runRoundPreset(p);
      expect(r.ok, p.id).toBe(true);
      if (!r.ok) continue;
      const outside = r.value.traces.filter((_, i) => !withTokens(r.value.states, i));
      expect(leaks(outside, p), p.id).toEqual([]);
    }
  });

  it('the deck checker and the solo points, on the books’ lists', () => {
    for (const d of [LEGAL_DECK_LIST, ILLEGAL_DECK_LIST, SOLO_DECK_LIST]) expect(leaks(checkDeckList(d.text)), d.id).toEqual([]);
    expect(leaks(scoreSoloChallenges(SOLO_CHALLENGE_PRESET.scenario, SOLO_CHALLENGE_PRESET.challenges))).toEqual([]);
  });

  it('the resolution check, and the Resource and Resolution Phases of the round examples, name resource tokens by what they are, not by id', () => {
    const found: string[] = [];
    for (const p of RESOLVE_PRESETS) found.push(...leaks(runCheck(resolveState(p.id)!), resolveState(p.id)));
    for (const p of RESOLUTION_PRESETS) found.push(...leaks(runResolutionPreset(p.id), p));
    for (const p of ROUND_PRESETS) {
      const r = runRoundPreset(p);
      if (r.ok) found.push(...leaks(r.value.traces.filter((_, i) => withTokens(r.value.states, i)), p));
    }
    expect(found).toEqual([]);
  });
});
