/** Space combat rolls under their readings, and the round-by-round resolver. */
import { describe, expect, it } from 'vitest';
import { withReadings } from '../../../src/engine/ascension/readings.ts';
import { battleStepOdds, currentStep, effectiveRatings, energyOdds, missileOdds, rangeRollOdds, salvosLeft, sensorsOdds, shipInitiative, spaceBattle, type BattleEvent, type BattleState } from '../../../src/engine/ascension/space/index.ts';
import { text, value } from './helpers.ts';

const ratings = { sensors: 2, size: 5, missiles: 4, salvos: 1, ecm: 1, missileSize: 2, spinal: 1, beams: 3, pointDefense: 2, shields: 1, missileToHit: 3, agility: 2, jump: 3, stealth: 2, hull: 12 };

describe('ship ratings', () => {
  it('halves a Disabled ship\'s ratings but Size, Missile to Hit and Hull; Jump per AM-44', () => {
    const r = effectiveRatings(ratings, true, withReadings()).ratings;
    expect(r).toMatchObject({ sensors: 1, size: 5, missiles: 2, missileToHit: 3, hull: 12, jump: 1, shields: 0 });
    expect(effectiveRatings(ratings, true, withReadings({ halveJump: 'kept' })).ratings.jump).toBe(3);
  });
});

describe('rolls', () => {
  const beams = { weapon: 'beams', dice: 2, targetSize: 4, range: 1, targetShields: 1 };
  it('subtracts Shields from each beam die under the other reading of AM-33', () => {
    const r = value(energyOdds(beams, withReadings({ shields: 'subtract' })));
    expect(r.table.map((o) => o.value)).toEqual([0, 1, 2, 3, 4]);
  });
  it('makes one to-hit roll for the volley under the other reading of AM-32', () => {
    const r = value(energyOdds({ ...beams, targetShields: 0 }, withReadings({ energyToHit: 'one-roll' })));
    expect(text(r.none)).toBe('1/2');
    expect(text(r.mean)).toBe('7/2');
  });
  it('cites AM-62 for spotting on any one of several Sensors dice, the book for a single die', () => {
    const two = sensorsOdds({ sensors: 2, targetSize: 5, range: 2 });
    expect(two.ok && two.trace.at(-1)).toEqual({ text: 'Any of 2 dice succeeding spots it: 3/4 (75.00 %).', rule: 'ascension.AM-62' });
    const one = sensorsOdds({ sensors: 1, targetSize: 5, range: 2 });
    expect(one.ok && one.trace.at(-1)!.rule).toBe('ascension.a-9-2');
  });
  it('refuses a weapon out of reach (T15)', () => expect(energyOdds({ ...beams, range: 2 })).toMatchObject({ ok: false, field: 'range', rule: 'ascension.a-9-1' }));
  it('reads Missile to Hit from above under AM-34 and the hitting die under AM-35', () => {
    const v = { missiles: 1, missileSize: 1, targetEcm: 0, targetPointDefense: 0, targetMissileToHit: 5 };
    expect(text(value(missileOdds(v)).none)).toBe('1/6');
    expect(text(value(missileOdds(v, withReadings({ missileToHit: 'at-least' }))).none)).toBe('2/3');
    expect(text(value(missileOdds(v, withReadings({ missileDamage: 'hit-die' }))).mean)).toBe('5/2');
    expect(text(value(missileOdds(v)).mean)).toBe('35/12');
  });
  it('gives identical Range rolls to the attacker under the other reading of AM-39', () => {
    const r = value(rangeRollOdds({ attacker: [{ agility: 1 }], defender: [{ agility: 1 }] }, withReadings({ rangeTies: 'attacker' })));
    expect([r.attackerWins, r.defenderWins, r.noChange].map(text)).toEqual(['7/12', '5/12', '0']);
  });
  it('refuses more Agility dice on a side than the bound', () => {
    expect(rangeRollOdds({ attacker: [{ agility: 8 }, { agility: 8 }, { agility: 1 }], defender: [] })).toMatchObject({ ok: false, field: 'attacker' });
  });
  it('orders fire by Initiative, the attacker first on ties (M8), the listing on one side (AM-46)', () => {
    const r = value(shipInitiative({ ships: [{ id: 'd1', side: 'defender', initiative: 7 }, { id: 'a1', side: 'attacker', initiative: 7 }, { id: 'a2', side: 'attacker', initiative: 9 }, { id: 'd2', side: 'defender', initiative: 7 }] }));
    expect(r.order).toEqual(['a2', 'a1', 'd1', 'd2']);
  });
});

const setup = (system: 'smart' | 'standard', extra: Record<string, unknown> = {}) => ({
  system,
  ships: [
    { id: 'A1', side: 'attacker', ratings, initiative: 5 },
    { id: 'D1', side: 'defender', ratings, initiative: 5 },
  ],
  startRange: 2,
  ...extra,
});

function play(input: unknown, events: BattleEvent[]): BattleState {
  const r = spaceBattle.replay(input, events);
  if (!r.ok) throw new Error(`${r.rule}: ${r.error}`);
  return r.value.state;
}

describe('the battle resolver', () => {
  const round1: BattleEvent[] = [
    { type: 'sensors', ship: 'A1', target: 'D1', spotted: true },
    { type: 'sensors', ship: 'D1', target: null },
    { type: 'missiles', ship: 'A1', target: 'D1' },
    { type: 'spinal', ship: 'A1', target: 'D1', damage: 3 },
    { type: 'point-defense', ship: 'D1', kills: [1] },
    { type: 'impact', ship: 'D1', damage: 4 },
    { type: 'disabled-check', ship: 'D1', disabled: false },
  ];

  it('walks a S.M.A.R.T. round: Sensors, Missiles, Attack, impacts, Range, Target', () => {
    const s = play(setup('smart'), round1);
    expect(currentStep(s)).toEqual({ kind: 'range' });
    expect(s.ships.find((x) => x.id === 'D1')).toMatchObject({ damage: 7, disabled: false, spotted: true });
    const odds = value(battleStepOdds(s));
    expect(odds.kind).toBe('range');
    const after = play(setup('smart'), [...round1, { type: 'range', winner: 'defender', move: 'further' }, { type: 'stealth', ship: 'D1', success: true }]);
    expect(after.range).toBe(3);
    expect(after.round).toBe(2);
    expect(after.ships.find((x) => x.id === 'D1')!.spotted).toBe(false);
  });

  it('fires only at spotted ships (AM-41) and refuses impossible results', () => {
    const s = play(setup('smart'), [{ type: 'sensors', ship: 'A1', target: null }, { type: 'sensors', ship: 'D1', target: 'A1', spotted: true }]);
    expect(currentStep(s)).toMatchObject({ kind: 'missiles', ship: 'D1' });
    const r = spaceBattle.replay(setup('smart'), [...round1.slice(0, 3), { type: 'spinal', ship: 'A1', target: 'D1', damage: 5 }]);
    expect(r).toMatchObject({ ok: false, index: 3, field: 'damage' });
  });

  it('says in words which step it waits for when a move comes out of turn', () => {
    const s = play(setup('smart'), round1.slice(0, 4));
    const r = spaceBattle.transition(s, { type: 'beams', ship: 'A1', target: 'D1', damage: 1 });
    expect(r).toMatchObject({ ok: false, error: 'Not now: the battle waits for Point Defense by D1.' });
    const range = spaceBattle.transition(play(setup('smart'), round1), { type: 'sensors', ship: 'A1', target: null });
    expect(range).toMatchObject({ ok: false, error: 'Not now: the battle waits for the Range roll.' });
  });

  it('gives exact odds for the step it waits for', () => {
    const s = play(setup('smart'), round1.slice(0, 3));
    const spinal = value(battleStepOdds(s, 'D1'));
    expect(spinal.kind === 'damage' && text(spinal.none)).toBe('1/2');
  });

  it('allows withdrawal only from round 3 (AM-55) and never for a Blockade', () => {
    const s = play(setup('smart'), round1);
    expect(spaceBattle.transition(s, { type: 'withdraw', side: 'defender' })).toMatchObject({ ok: false, rule: 'ascension.AM-55' });
    const blockaded = play(setup('smart', { blockaded: ['defender'] }), round1);
    expect(spaceBattle.transition(blockaded, { type: 'withdraw', side: 'defender' })).toMatchObject({ ok: false, rule: 'ascension.a-9-2' });
  });

  it('runs Standard combat at range 1 (AM-31), all ships spotted, and ends when a side is gone', () => {
    const s = play(setup('standard'), [{ type: 'missiles', ship: 'A1', target: 'D1' }, { type: 'missiles', ship: 'D1', target: null }]);
    expect(s.range).toBe(1);
    expect(currentStep(s)).toMatchObject({ kind: 'spinal', ship: 'A1' });
    const zero = play(setup('standard', { readings: { standardRange: '0' } }), []);
    expect(zero.range).toBe(0);
    const over = play(setup('standard'), [
      { type: 'missiles', ship: 'A1', target: null },
      { type: 'missiles', ship: 'D1', target: null },
      { type: 'spinal', ship: 'A1', target: 'D1', damage: 4 },
      { type: 'beams', ship: 'A1', target: 'D1', damage: 9 },
    ]);
    expect(over.outcome).toEqual({ winner: 'attacker', reason: 'The defender\'s ships are all gone.' });
  });

  it('disables at once under the other reading of AM-42', () => {
    const s = play(setup('standard', { readings: { disabledCheck: 'automatic' } }), [
      { type: 'missiles', ship: 'A1', target: null },
      { type: 'missiles', ship: 'D1', target: null },
      { type: 'spinal', ship: 'A1', target: 'D1', damage: 4 },
      { type: 'beams', ship: 'A1', target: 'D1', damage: 2 },
    ]);
    expect(s.ships.find((x) => x.id === 'D1')!.disabled).toBe(true);
    expect(s.pendingCheck).toBeNull();
  });

  it('counts the salvos left from the Salvos rating as it stands now: halved while Disabled (A-9-4), never below none', () => {
    const s = play(setup('smart'), round1);
    const a1 = s.ships.find((x) => x.id === 'A1')!;
    expect(a1.salvosUsed).toBe(1);
    expect(salvosLeft(s, a1)).toBe(0);
    const three = { ...a1, ratings: { ...a1.ratings, salvos: 3 }, salvosUsed: 2 };
    expect(salvosLeft(s, three)).toBe(1);
    // Disabled after firing two: the rating is now 1, so none are left (not -1).
    expect(salvosLeft(s, { ...three, disabled: true })).toBe(0);
    expect(salvosLeft(s, { ...three, salvosUsed: 0, disabled: true })).toBe(1);
  });

  it('replays the same events to the same state', () => {
    expect(play(setup('smart'), round1)).toEqual(play(setup('smart'), round1));
  });

  it('refuses setups that break the rules, naming the field', () => {
    expect(spaceBattle.setup({ ...setup('smart'), ships: [setup('smart').ships[0]] })).toMatchObject({ ok: false, field: 'ships' });
    expect(spaceBattle.setup({ ...setup('smart'), readings: { shields: 'glass' } })).toMatchObject({ ok: false, field: 'readings.shields' });
  });
});
