/**
 * The resolution tool's check and the game machine decide the Resolution Phase
 * with the same engine: for every book example, the verdicts (which cards are
 * resolved, and the Victory Points they give) agree.
 */
import { describe, expect, it } from 'vitest';
import { setupGame, transition, whoActs, type GameEvent, type GameState } from '../../../../src/engine/ccg/game/game.ts';
import { cloneState, moveCard, type Draft } from '../../../../src/engine/ccg/game/cards.ts';
import { RESOLUTION_PRESETS, resolutionPresetInput } from '../../../../src/engine/ccg/examples/resolution.ts';
import { resolutionReport, type CardVerdict } from '../../../../src/engine/ccg/resolution/report.ts';
import { runCheck } from '../../../../src/widgets/resolve/check.ts';
import { presetState } from '../../../../src/widgets/resolve/presets.ts';
import { playQuietly, setupOf } from '../game/fixtures.ts';

function edit(s: GameState, f: (d: Draft) => void): GameState {
  const d: Draft = { state: cloneState(s), trace: [] };
  f(d);
  return d.state;
}

function apply(s: GameState, e: GameEvent): GameState {
  const r = transition(s, e);
  if (!r.ok) throw new Error(`${e.type} refused: ${r.error}`);
  return r.value;
}

const ahabActs = (s: GameState) => (whoActs(s) as { captain?: string }).captain === 'ahab';
const quietly = (s: GameState, stop: (s: GameState) => boolean) => playQuietly(s, stop, transition);

/** The example played by Captain Ahab in a two-captain game: his pool, his contract and its complication are the example's. */
function gameVerdicts(id: string): CardVerdict[] {
  const input = resolutionPresetInput(id)!;
  const report = resolutionReport(input);
  if (!report.ok) throw new Error(report.error);
  const late = (input.additions ?? []).filter((a) => a.when === 'subplots').map((a, i) => ({ id: `late-${i}`, token: a.token, source: a.source, sourceName: a.sourceName }));
  const comp = input.complications?.[0]?.card;
  const contractInput = input.contract?.card;
  const setup = setupGame(setupOf(2));
  if (!setup.ok) throw new Error(setup.error);
  let s = quietly(setup.value, (x) => x.phase === 'resource' && x.stage === 1);
  const contract = s.slots[0]!.contract!;
  s = edit(s, (d) => {
    const c = d.state.cards[contract]!;
    c.values.contract = { ...c.values.contract!, requirements: contractInput?.requirements ?? [], vp: contractInput?.vp ?? 0, subplots: (contractInput?.subplots ?? []).map((x) => ({ vp: x.vp, requirements: x.requirements })) };
    for (const x of Object.values(d.state.cards)) {
      if (x.attachedTo !== contract) continue;
      if (comp) x.values.complication = { requirements: comp.requirements };
      else moveCard(d, x.id, 'adventure-discard');
    }
    d.state.captains.find((x) => x.id === 'ahab')!.activity = { kind: 'contract', contract };
  });
  s = quietly(s, (x) => x.phase === 'resolution' && x.stage === 2 && ahabActs(x));
  s = edit(s, (d) => {
    d.state.captains.find((x) => x.id === 'ahab')!.pool = [...report.value.startPool, ...late];
  });
  const verdicts: CardVerdict[] = [];
  const attached = Object.values(s.cards).find((x) => x.zone === 'play' && x.attachedTo === contract);
  if (attached && comp) {
    s = apply(s, { type: 'resolve-complication', captain: 'ahab', complication: attached.id });
    const resolved = s.cards[attached.id]!.zone === 'adventure-discard';
    verdicts.push({ card: comp.name, kind: 'complication', resolved, vp: 0 });
    if (!resolved) return verdicts;
  }
  if (!contractInput || input.contract?.attempt === false) return verdicts;
  s = quietly(s, (x) => !(x.phase === 'resolution' && x.stage === 2) || ahabActs(x));
  if (s.stage === 2) s = apply(s, { type: 'pass', captain: 'ahab' });
  s = quietly(s, (x) => x.phase === 'resolution' && x.stage === 3 && ahabActs(x));
  const before = s.captains.find((x) => x.id === 'ahab')!.vp;
  s = apply(s, { type: 'resolve-contract', captain: 'ahab', subplots: (contractInput.subplots ?? []).map((_, i) => i + 1) });
  s = quietly(s, (x) => x.phase !== 'resolution' || x.stage !== 3);
  const gained = s.captains.find((x) => x.id === 'ahab')!.vp - before;
  verdicts.push({ card: contractInput.name, kind: 'contract', resolved: s.cards[contract]!.zone !== 'play', vp: gained });
  return verdicts;
}

describe('the tool and the game machine agree on the book examples', () => {
  for (const p of RESOLUTION_PRESETS) {
    it(p.id, () => {
      const input = resolutionPresetInput(p.id)!;
      const engine = resolutionReport(input);
      if (!engine.ok) throw new Error(engine.error);
      const tool = runCheck(presetState(p.id)!);
      expect(tool.problem).toBeUndefined();
      expect(tool.summary?.vp).toBe(engine.value.summary?.vp);
      expect(tool.stages.map((st) => [st.key, st.status])).toEqual(engine.value.stages.map((st) => [st.key, st.status]));
      expect(gameVerdicts(p.id)).toEqual(engine.value.verdicts);
    });
  }
});
