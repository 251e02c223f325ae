/**
 * The game's service (what the worker runs): a new game, moves, refusals with
 * their rule, undo by rewinding, records that break off keep what could be
 * read, every button is a move the engine accepts, the odds beside each
 * button line up with the buttons, and the worked figures of the issue ("the
 * Captain stays on his feet against a Street Thug 69.46 % of the time;
 * retaliating, he dispatches it 61.98 %").
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handleGame } from '../../../src/widgets/traders/play/service.ts';
import type { GameReply, GameView, OddsView, Replies, GameRequest } from '../../../src/widgets/traders/play/types.ts';
import { DEFAULT_READINGS } from '../../../src/engine/traders/index.ts';
import { hashOf, recordFromHash } from '../../../src/widgets/traders/play/store.ts';

const ask = <K extends GameRequest['kind']>(req: Extract<GameRequest, { kind: K }>) => handleGame(req) as Replies[K];
const ok = (r: GameReply): GameView => {
  if (!r.ok) throw new Error(r.refusal.error);
  return r.view;
};

describe('a game through the service', () => {
  it('starts, moves, refuses an illegal move with its rule, and rewinds', () => {
    const start = ok(ask({ kind: 'new', seed: 1, mode: 'digital', readings: { ...DEFAULT_READINGS } }));
    expect(start.record).toBe('T1~1~000000~d~');
    expect(start.moves).toBe(0);
    expect(start.buttons.length).toBeGreaterThan(0);
    expect(start.last.length).toBeGreaterThan(0);
    const next = ok(ask({ kind: 'move', record: start.record, event: start.buttons[0]!.event }));
    expect(next.moves).toBe(1);
    const refused = ask({ kind: 'move', record: next.record, event: { type: 'take-off' } });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.refusal.rule).toMatch(/^traders\./);
    const back = ok(ask({ kind: 'rewind', record: next.record, to: 0 }));
    expect(back.record).toBe(start.record);
    expect(back.log).toEqual(start.log);
  });

  it('opens a record that breaks off with the moves before the break', () => {
    const start = ok(ask({ kind: 'new', seed: 1, mode: 'digital' }));
    const one = ok(ask({ kind: 'move', record: start.record, event: start.buttons[0]!.event }));
    const broken = ask({ kind: 'open', record: `${one.record}.t.t` });
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.refusal.error).toMatch(/^its move 2 cannot be played\. /);
    expect(!broken.ok && broken.partial?.record).toBe(one.record);
  });

  it('refuses text that is not a record, never throwing', () => {
    for (const text of ['', 'T1', 'T2~1~000000~d~', 'T1~1~000000~x~', 'T1~1~0000000~d~', 'T1~1~000000~d~zz', 'x'.repeat(30_000)]) {
      const r = ask({ kind: 'open', record: text });
      expect(r.ok).toBe(false);
    }
    expect(ask({ kind: 'odds', record: 'nonsense' })).toBeNull();
  });

  it('every button is a move the engine accepts, and the odds line up with the buttons, to the end of many games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.array(fc.nat(), { maxLength: 60 }), (seed, picks) => {
        let v = ok(ask({ kind: 'new', seed, mode: 'digital' }));
        for (const pick of picks) {
          if (v.status !== 'playing') break;
          const odds = ask({ kind: 'odds', record: v.record }) as OddsView;
          expect(odds.perButton).toHaveLength(v.buttons.length);
          const b = v.buttons[pick % v.buttons.length]!;
          v = ok(ask({ kind: 'move', record: v.record, event: b.event }));
        }
        const reopened = ok(ask({ kind: 'open', record: v.record }));
        expect(reopened.log).toEqual(v.log);
      }),
      { numRuns: 25 },
    );
  });
});

describe('the odds beside the buttons', () => {
  it('a Street Thug against the Captain: he stays on his feet 69.46 %; if he does, he dispatches it 61.98 % (typed in at the table)', () => {
    let v = ok(ask({ kind: 'new', seed: 3, mode: 'table' }));
    expect(v.request?.kind).toBe('card');
    v = ok(ask({ kind: 'move', record: v.record, event: { type: 'draw', card: 'thug' } }));
    v = ok(ask({ kind: 'move', record: v.record, event: { type: 'draw', card: 'patron' } }));
    expect(v.prompt.text).toContain('Street Thug attacks the Captain');
    const odds = ask({ kind: 'odds', record: v.record }) as OddsView;
    const beside = odds.perButton[0]!;
    expect(beside[0]).toMatchObject({ label: 'the Captain stays on his feet', chance: { percent: '69.46' } });
    expect(beside[1]?.chance.percent).toBe('61.98');
    expect(beside[1]?.label).toMatch(/^if he does, /);
  });

  it('a typed-in total out of range is refused for its field; a possible one plays on', () => {
    let v = ok(ask({ kind: 'new', seed: 3, mode: 'table' }));
    v = ok(ask({ kind: 'move', record: v.record, event: { type: 'draw', card: 'thug' } }));
    v = ok(ask({ kind: 'move', record: v.record, event: { type: 'draw', card: 'patron' } }));
    v = ok(ask({ kind: 'move', record: v.record, event: v.buttons[0]!.event }));
    expect(v.request).toMatchObject({ kind: 'roll', dice: 4 });
    const bad = ask({ kind: 'move', record: v.record, event: { type: 'roll', total: 25 } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.refusal.field).toBe('total');
    const good = ok(ask({ kind: 'move', record: v.record, event: { type: 'roll', total: 10 } }));
    expect(good.moves).toBe(v.moves + 1);
  });

  it('at the end: the last choice with its odds, and how the run compares', async () => {
    // Play seeds with the first button until one ends.
    let v = ok(ask({ kind: 'new', seed: 11, mode: 'digital' }));
    for (let i = 0; i < 400 && v.status === 'playing'; i++) v = ok(ask({ kind: 'move', record: v.record, event: v.buttons[0]!.event }));
    expect(v.status).not.toBe('playing');
    expect(v.summary.text.length).toBeGreaterThan(0);
    expect(v.summary.rule).toMatch(/^traders\./);
    const review = ask({ kind: 'review', record: v.record });
    expect(review?.last?.moves.length).toBeGreaterThan(0);
    // The comparison loads the simulator first, so it comes as a promise.
    const compare = await ask({ kind: 'compare', record: v.record });
    expect(compare?.games).toBe(1000);
    expect(Number(compare?.reached.percent)).toBeGreaterThan(0);
  });
});

describe('a game from a described position, through the service', () => {
  const position = {
    phase: 'port' as const,
    turn: 2,
    stop: 1,
    money: 1840,
    beowulfHits: 2,
    cargo: { goods: 'medicine' as const, paid: 7650 },
    crew: [
      { rank: 'captain' as const, status: 'recuperating' as const },
      { rank: 'first' as const, status: 'active' as const },
      { rank: 'second' as const, status: 'active' as const, replacement: true, power: 1 },
    ],
  };

  it('starts there, says so, and its record (T2) reopens to the same game', () => {
    const v = ok(ask({ kind: 'new', seed: 4, mode: 'digital', position }));
    expect(v.record.startsWith('T2~4~000000~d~p2_1_1f4_2_a5wi_')).toBe(true);
    expect(v.position?.text).toContain('Turn 2 on Helfry (stop 1), in port after buying, with 1.84 MC');
    expect(v.position?.code).toBe(v.record.split('~')[4]);
    expect(v.money).toBe('1.84 MC');
    expect(v.prompt.text).toBe('Hire replacements, pay for repairs, then take off.');
    expect(recordFromHash(`#${hashOf(v.record)}`)).toEqual({ ok: true, value: v.record });
    const again = ok(ask({ kind: 'open', record: v.record }));
    expect(again.log).toEqual(v.log);
    const moved = ok(ask({ kind: 'move', record: v.record, event: { type: 'take-off' } }));
    expect(moved.record).toBe(`${v.record}t`);
  });

  it('refuses a position the rules do not allow, naming the field', () => {
    const r = ask({ kind: 'new', seed: 4, mode: 'digital', position: { ...position, crew: [{ rank: 'captain', status: 'active', power: 2 }] } });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.refusal).toMatchObject({ rule: 'traders.t-0-deck-trader', field: 'position.crew.0.power' });
  });
});
