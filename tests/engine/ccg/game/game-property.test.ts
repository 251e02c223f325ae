import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditZones, availableMoves, setupGame, transition, whoActs, type GameState } from '../../../../src/engine/ccg/game/game.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { nextStage, phaseDef, roundStages, stageDef, type RoundPoint } from '../../../../src/engine/ccg/round/round.ts';
import type { Step } from '../../../../src/engine/ccg/result.ts';
import { Chooser, candidateEvents, setupOf } from './fixtures.ts';

/** Stage-entry steps, as the flow writes them: "<Phase name>, stage <n>: ...", with the stage's own rule. */
function enteredStages(trace: readonly Step[]): RoundPoint[] {
  const out: RoundPoint[] = [];
  for (const t of trace) {
    const m = /^ccg\.round\.([a-z-]+)\.stage-(\d+)$/.exec(t.rule);
    if (!m) continue;
    const phase = m[1] as RoundPoint['phase'];
    const stage = Number(m[2]);
    if (t.text.startsWith(`${phaseDef(phase).name}, stage ${stage}:`)) out.push({ phase, stage });
  }
  return out;
}

interface RunReport {
  states: GameState[];
  problems: string[];
}

/** Play a random legal game from a setup, checking the invariants after every move. */
function randomGame(captains: number, seed: number, choices: number[], threshold: number, maxMoves: number): RunReport {
  const setup = setupGame({ ...setupOf(captains, seed), threshold });
  const problems: string[] = [];
  if (!setup.ok) return { states: [], problems: [`setup refused: ${setup.error}`] };
  let s = setup.value;
  const states = [s];
  const cardCount = Object.keys(s.cards).length;
  const ch = new Chooser(choices);
  for (let move = 0; move < maxMoves && s.status === 'playing'; move++) {
    const actor = whoActs(s);
    const moves = availableMoves(s);
    // Exactly one captain acts when the machine names one, and the moves are theirs alone.
    if (actor.kind === 'captain') {
      if (moves.some((m) => m.captain !== actor.captain)) problems.push(`moves offered to someone other than ${actor.captain}`);
      const other = s.captains.find((c) => c.inGame && c.id !== actor.captain);
      if (other && moves[0]) {
        const wrong = transition(s, { type: moves[0].type, captain: other.id } as never);
        if (wrong.ok) problems.push(`${other.id} moved out of turn`);
      }
    }
    if (actor.kind === 'nobody') problems.push(`nobody acts in a game still playing (${s.phase} ${s.stage})`);
    for (const m of moves) if (!isRuleId(m.rule)) problems.push(`unregistered move rule ${m.rule}`);
    let moved = false;
    for (const e of candidateEvents(s, ch)) {
      const r = transition(s, e);
      if (!r.ok) {
        if (!isRuleId(r.rule)) problems.push(`unregistered error rule ${r.rule}`);
        continue;
      }
      for (const t of r.trace) if (!isRuleId(t.rule)) problems.push(`unregistered trace rule ${t.rule}`);
      // The stages entered follow the round's order from where the move was made.
      let point: RoundPoint = { phase: s.phase, stage: s.stage };
      for (const entered of enteredStages(r.trace)) {
        const next = nextStage(point, s.solo)?.point;
        if (next?.phase !== entered.phase || next.stage !== entered.stage) {
          problems.push(`entered ${entered.phase} ${entered.stage} after ${point.phase} ${point.stage}`);
        }
        point = entered;
      }
      if (r.value.status === 'playing' && (point.phase !== r.value.phase || point.stage !== r.value.stage)) {
        problems.push(`the state is at ${r.value.phase} ${r.value.stage}, but the trace last entered ${point.phase} ${point.stage}`);
      }
      if (stageDef(r.value.phase, r.value.stage) === undefined) problems.push('the state is at no stage of the round');
      // No card is in two places or lost.
      for (const p of auditZones(r.value)) problems.push(p);
      if (Object.keys(r.value.cards).length !== cardCount) problems.push('a card vanished or appeared');
      if (r.value.round < s.round || r.value.round > s.round + 1) problems.push('the round counter jumped');
      s = r.value;
      states.push(s);
      moved = true;
      break;
    }
    if (!moved) {
      problems.push(`stuck at ${s.phase} ${s.stage}`);
      break;
    }
  }
  return { states, problems };
}

describe('game state machine (property tests)', () => {
  it('keeps every card in exactly one place, one captain acting at a time, the stages in order, every rule registered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 0xffff }),
        fc.array(fc.nat(1000), { minLength: 20, maxLength: 200 }),
        fc.constantFrom(3, 6, 20),
        async (captains, seed, choices, threshold) => {
          // Let the test runner's messages through between games: fifty games in one
          // synchronous stretch can outlast its one-minute message timeout on a busy machine.
          await new Promise((resolve) => setTimeout(resolve, 0));
          const { problems } = randomGame(captains, seed, choices, threshold, 250);
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('cycles the phases in order, round after round', () => {
    // Long games with a threshold nobody reaches and no bankruptcy pressure from the test driver's expenses aside.
    for (const captains of [1, 2, 3, 4]) {
      const { states, problems } = randomGame(captains, 11 * captains, Array.from({ length: 300 }, (_, i) => (i * 37) % 1000), 99, 400);
      expect(problems).toEqual([]);
      const order = (solo: boolean) => roundStages(solo).map((x) => `${x.phase}.${x.stage}`);
      for (let i = 1; i < states.length; i++) {
        const a = states[i - 1]!;
        const b = states[i]!;
        if (b.status !== 'playing') continue;
        const ia = order(a.solo).indexOf(`${a.phase}.${a.stage}`);
        const ib = order(b.solo).indexOf(`${b.phase}.${b.stage}`);
        expect(b.round > a.round || ib >= ia).toBe(true);
      }
      expect(states.at(-1)!.round).toBeGreaterThan(1);
    }
  });

  it('is deterministic: the same setup and moves give the same states', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.nat(1000), fc.array(fc.nat(1000), { minLength: 10, maxLength: 60 }), (n, seed, choices) => {
        const a = randomGame(n, seed, choices, 20, 60);
        const b = randomGame(n, seed, choices, 20, 60);
        expect(a.states).toEqual(b.states);
      }),
      { numRuns: 15 },
    );
  });
});
