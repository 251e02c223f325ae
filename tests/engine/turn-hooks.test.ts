/**
 * Each game's machine says who acts and what is legal through the kernel's
 * one hook (`turn`), and the games' own names read it: every move the hook
 * lists is one the machine takes, by a seat the hook says acts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalMoves, pendingOf, PLAYER, setupGame, TRADERS_GAME } from '../../src/engine/traders/index.ts';
import { legalMoves as trackerMoves, trackerMachine, whoActs } from '../../src/engine/ccg/tracker/index.ts';
import { currentStep, spaceBattle, type BattleEvent } from '../../src/engine/ascension/space/index.ts';
import { turnTracker, type TurnTrackerEvent } from '../../src/engine/ascension/turn/index.ts';
import { planetfall, planetfallNext, PLANETFALL_PLAYER, WORLD_CLASSES, type PanelDraw, type PlanetfallEvent } from '../../src/engine/ascension/planetfall/index.ts';


describe('Traders: the solo player acts until the end', () => {
  it('every listed move is taken, and the old names read the hook', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(fc.nat(), { maxLength: 40 }), (seed, picks) => {
        const start = setupGame({ seed });
        if (!start.ok) throw new Error(start.error);
        let s = start.value;
        for (const pick of picks) {
          const t = TRADERS_GAME.turn(s);
          expect(t.who).toEqual(s.status === 'playing' ? [PLAYER] : []);
          expect(legalMoves(s)).toEqual(t.legal);
          expect(pendingOf(s)).toEqual(t.waitingFor);
          if (t.legal.length === 0) {
            // Digital chance steps list no move: the engine rolls.
            const r = TRADERS_GAME.transition(s, { type: 'roll', total: 0 } as never);
            if (s.status !== 'playing' || !r.ok) return;
            s = r.value;
            continue;
          }
          const r = TRADERS_GAME.transition(s, t.legal[pick % t.legal.length]!.event);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.value;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a refused move is named in the player’s words, not the engine’s', () => {
    const s = setupGame({ seed: 29 });
    if (!s.ok) throw new Error(s.error);
    const r = TRADERS_GAME.transition({ ...s.value, mode: 'table' }, { type: 'take-off' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/taking off is not one of the moves now\.$/);
    expect(!r.ok && r.error).not.toMatch(/take-off|waits for [a-z-]+, /);
  });
});

describe('the round tracker: captains act in turn', () => {
  it('every open move is taken, and a captain named by a move is one who acts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.nat(), { maxLength: 60 }), (n, picks) => {
        const setup = trackerMachine.setup({ captains: Array.from({ length: n }, (_, i) => ({ name: `C${i}`, initiative: i + 1 })) });
        if (!setup.ok) throw new Error(setup.error);
        let s = setup.value;
        for (const pick of picks) {
          const t = trackerMachine.turn(s);
          expect(whoActs(s)).toEqual(t.waitingFor);
          expect(trackerMoves(s).open).toEqual(t.legal);
          for (const m of t.legal) {
            const by = (m.event as { captain?: string; by?: string }).captain ?? (m.event as { by?: string }).by;
            if (by !== undefined) expect(t.who).toContain(by);
          }
          if (t.legal.length === 0) return;
          const r = trackerMachine.transition(s, t.legal[pick % t.legal.length]!.event);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.value;
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('the space battle: the side whose step it is', () => {
  const ratings = { sensors: 2, size: 5, missiles: 4, salvos: 1, ecm: 1, missileSize: 2, spinal: 1, beams: 3, pointDefense: 2, shields: 1, missileToHit: 3, agility: 2, jump: 3, stealth: 2, hull: 12 };
  const input = { system: 'smart', ships: [{ id: 'A1', side: 'attacker', ratings, initiative: 5 }, { id: 'D1', side: 'defender', ratings, initiative: 5 }], startRange: 2 };

  it('names the acting ship’s side and its targets; a withdrawal it lists is taken', () => {
    const start = spaceBattle.setup(input);
    if (!start.ok) throw new Error(start.error);
    const t = spaceBattle.turn(start.value);
    expect(currentStep(start.value)).toEqual(t.waitingFor);
    expect(t.waitingFor).toMatchObject({ kind: 'sensors', ship: 'A1' });
    expect(t.who).toEqual(['attacker']);
    expect(t.legal).toEqual([{ type: 'sensors', ship: 'A1', target: 'D1' }]);
    // Two rounds on, at the Range roll from round 2, both sides may withdraw.
    const r = spaceBattle.run(start.value, [
      { type: 'sensors', ship: 'A1', target: 'D1', spotted: false },
      { type: 'sensors', ship: 'D1', target: 'A1', spotted: false },
      { type: 'range', winner: 'none' },
    ] as BattleEvent[]);
    if (!r.ok) throw new Error(r.error);
    let s = r.value.state;
    for (let i = 0; i < 12 && !spaceBattle.turn(s).legal.some((o) => o.type === 'withdraw'); i++) {
      const o = spaceBattle.turn(s).legal[0]!;
      const e = (o.type === 'sensors' ? { ...o, spotted: false } : o.type === 'range' ? { type: 'range', winner: 'none' } : o.type === 'stealth' ? { ...o, success: false } : { ...o, damage: 0 }) as BattleEvent;
      const next = spaceBattle.transition(s, e);
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
    const withdrawals = spaceBattle.turn(s).legal.filter((o) => o.type === 'withdraw');
    expect(withdrawals.map((o) => o.side)).toEqual(['attacker', 'defender']);
    for (const w of withdrawals) expect(spaceBattle.transition(s, w as BattleEvent).ok).toBe(true);
  });
});

describe('planetfall: the one player draws until every slot is filled', () => {
  const panel = fc.constantFrom<PanelDraw>('plus-one', 'plain');
  it('every listed step is taken, the others are refused, and planetfallNext reads the hook', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WORLD_CLASSES),
        fc.constantFrom<['diplomat' | 'soldier' | 'agent', 'none' | '2R' | '2S']>(['diplomat', 'none'], ['soldier', 'none'], ['agent', 'none'], ['agent', '2R'], ['agent', '2S']),
        fc.array(fc.tuple(panel, panel, fc.constantFrom<0 | 1>(0, 1), fc.boolean(), fc.integer({ min: 0, max: 12 })), { minLength: 12, maxLength: 12 }),
        (worldClass, [asset, rating], picks) => {
          const start = planetfall.replay({ worldClass, asset, rating }, []);
          if (!start.ok) throw new Error(start.error);
          let s = start.value.state;
          for (const [a, b, keep, last, tl] of picks) {
            const t = planetfall.turn(s);
            expect(planetfallNext(s)).toBe(t.waitingFor);
            expect(t.who).toEqual(t.waitingFor === 'done' ? [] : [PLANETFALL_PLAYER]);
            if (t.waitingFor === 'done') {
              expect(t.legal).toEqual([]);
              expect(planetfall.transition(s, { type: 'draw', panel: a }).ok).toBe(false);
              return;
            }
            expect(t.legal).toEqual([t.waitingFor]);
            const event: PlanetfallEvent =
              t.waitingFor === 'keep-slot' ? { type: 'keep-slot', keep: last } : t.waitingFor === 'draw-pair' ? { type: 'draw-pair', panels: [a, b], keep, tl } : { type: 'draw', panel: a, tl };
            // A step the hook does not list is refused.
            const other: PlanetfallEvent = t.waitingFor === 'keep-slot' ? { type: 'draw', panel: a } : { type: 'keep-slot', keep: last };
            expect(planetfall.transition(s, other).ok).toBe(false);
            const r = planetfall.transition(s, event);
            expect(r.ok).toBe(true);
            if (!r.ok) return;
            s = r.value;
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the Ascension turn tracker: reveal together, play in order, then the end-of-turn steps', () => {
  const panels = (['military-diplomacy', 'shadow-science', 'economic-movement'] as const).map((slot) => ({ slot, counts: [1, 1] as [number, number], abilities: [] }));
  const setup = { players: [{ id: 'Ann', panels }, { id: 'Bo', panels }] };
  it('following only the hook plays two whole turns; the next step it names is taken and a play out of turn is refused', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })), { minLength: 12, maxLength: 12 }), (initiatives) => {
        const start = turnTracker.setup(setup);
        if (!start.ok) throw new Error(start.error);
        let s = start.value;
        let reveals = 0;
        while (s.turn <= 2) {
          const t = turnTracker.turn(s);
          const wait = t.waitingFor;
          expect(t.legal[0]).toBe(wait.kind);
          let event: TurnTrackerEvent;
          if (wait.kind === 'reveal') {
            expect(t.who).toEqual(['Ann', 'Bo']);
            const [a, b] = initiatives[reveals++ % initiatives.length]!;
            event = { type: 'reveal', cards: [{ player: 'Ann', initiative: a, action: 'any', cardId: 2 * reveals }, { player: 'Bo', initiative: b, action: 'any', cardId: 2 * reveals + 1 }] };
          } else if (wait.kind === 'play') {
            expect(t.who).toEqual([wait.player]);
            const other = wait.player === 'Ann' ? 'Bo' : 'Ann';
            expect(turnTracker.transition(s, { type: 'play', player: other, use: 'event' }).ok).toBe(false);
            event = { type: 'play', player: wait.player, use: 'event' };
          } else if (wait.kind === 'end-step') {
            expect(t.who).toEqual([]);
            event = { type: 'end-step', step: wait.step };
          } else {
            expect(t.who).toEqual([]);
            event = { type: 'next-turn' };
          }
          const r = turnTracker.transition(s, event);
          expect(r.ok, JSON.stringify(wait)).toBe(true);
          if (!r.ok) return;
          s = r.value;
        }
        expect(reveals).toBe(12);
      }),
      { numRuns: 50 },
    );
  });
});
