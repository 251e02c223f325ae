/**
 * The battle resolver's moves. Each checks that the event is the step the
 * battle waits for, that an entered result is one the dice can give, applies
 * it, then moves on past steps nobody can take.
 */
import { chanceOf } from '../../core/dice/index.ts';
import { BOUNDS, choice, flag, label, list, nullable, optional, read, shape, whole, type Reader } from '../input/index.ts';
import { err, ok, step, type AscensionErr, type AscensionResult, type Step } from '../result.ts';
import { advance, stepNow, inPlay, rating, settle, shipOf, sideLeft } from './battle-flow.ts';
import { battleStepOdds } from './battle-odds.ts';
import type { BattleEvent, BattleShip, BattleState, BattleStep } from './battle-types.ts';
import { destroyingDamage } from './damage.ts';
import { missilesFired } from './missiles.ts';

type EventOf<T extends BattleEvent['type']> = Extract<BattleEvent, { type: T }>;

/** Each step as a player would name it, for the sentence saying what the battle waits for. */
const STEP_NAMES: Record<Exclude<BattleStep['kind'], 'over'>, string> = {
  'disabled-check': 'the Disabled check',
  sensors: 'a Sensors sweep',
  missiles: 'a missile launch',
  spinal: 'a spinal mount shot',
  beams: 'a beam attack',
  stealth: 'a Stealth roll',
  'point-defense': 'Point Defense',
  impact: 'a missile impact',
  range: 'the Range roll',
  stalled: 'a withdrawal (no ship can act)',
};

function expect(state: BattleState, kinds: BattleStep['kind'][], ship?: string): AscensionResult<BattleStep> {
  const s = stepNow(state);
  if (!kinds.includes(s.kind)) {
    const waiting = s.kind === 'over' ? 'the battle is over' : `the battle waits for ${STEP_NAMES[s.kind]}${'ship' in s ? ` by ${s.ship}` : ''}`;
    return err(`Not now: ${waiting}.`, s.kind === 'disabled-check' ? 'ascension.a-9-4' : 'ascension.a-9-2');
  }
  if (ship !== undefined && 'ship' in s && s.ship !== ship) return err(`It is ${s.ship}'s step, not ${ship}'s.`, 'ascension.a-9-1-initiative', 'ship');
  return ok(s);
}

const withShip = (state: BattleState, id: string, change: (s: BattleShip) => BattleShip): BattleState => ({ ...state, ships: state.ships.map((s) => (s.id === id ? change(s) : s)) });

function checkOutcome(state: BattleState): BattleState {
  const a = sideLeft(state, 'attacker').length;
  const d = sideLeft(state, 'defender').length;
  if (a > 0 && d > 0) return state;
  const winner = a > 0 ? 'attacker' : d > 0 ? 'defender' : null;
  return { ...state, phase: 'over', outcome: { winner, reason: winner === null ? 'Both sides are gone.' : `The ${winner === 'attacker' ? 'defender' : 'attacker'}'s ships are all gone.` } };
}

/** One damage instance on a ship: destruction at its Hull (AM-43), else the Disabled check when at half Hull (M12). */
function hurt(state: BattleState, id: string, damage: number): { state: BattleState; steps: Step[] } {
  const ship = shipOf(state, id)!;
  const total = ship.damage + damage;
  const limit = destroyingDamage(ship.ratings.hull, state.readings);
  const steps: Step[] = [step(`${id} takes ${damage} damage: ${total} against Hull ${ship.ratings.hull}.`, 'ascension.a-9-5')];
  if (total >= limit) {
    steps.push(step(`${id} is destroyed.`, 'ascension.AM-43'));
    return { state: checkOutcome(withShip(state, id, (s) => ({ ...s, damage: total, destroyed: true }))), steps };
  }
  let next = withShip(state, id, (s) => ({ ...s, damage: total }));
  if (damage > 0 && !ship.disabled && 2 * total >= ship.ratings.hull) {
    if (state.readings.disabledCheck === 'automatic') {
      next = withShip(next, id, (s) => ({ ...s, disabled: true }));
      steps.push(step(`${id} is at half Hull: Disabled at once under this reading.`, 'ascension.AM-42'));
    } else {
      next = { ...next, pendingCheck: id };
      steps.push(step(`${id} is at half Hull or worse: roll for Disabled (5–6).`, 'ascension.AM-42'));
    }
  }
  return { state: next, steps };
}

function finish(state: BattleState, trace: Step[]): AscensionResult<BattleState> {
  return ok(settle({ ...state, roundStart: false }), trace);
}

function possible(state: BattleState, damage: number, target?: string): AscensionErr | null {
  const odds = battleStepOdds(state, target);
  if (!odds.ok) return odds;
  if (odds.value.kind !== 'damage') return null;
  return chanceOf(odds.value.damage, damage).equals(0) ? err(`These dice cannot deal ${damage} damage.`, 'ascension.a-9-5', 'damage') : null;
}

const id = (what: string) => label(what, 'ascension.a-9-1');
const readTargeted = shape('A step', { ship: id('The ship'), target: nullable(id('The target')) }, 'ascension.a-9-2');
const readDamage = optional(whole('The damage', 0, 6 * BOUNDS.shipVolley * BOUNDS.shipRating, 'ascension.a-9-5'), 0);

function targeted(state: BattleState, event: unknown, kind: 'sensors' | 'missiles' | 'spinal' | 'beams', reader: Reader<Record<string, unknown>> = readTargeted) {
  const r = read(reader, event);
  if (!r.ok) return r;
  const v = r.value as { ship: string; target: string | null };
  const s = expect(state, [kind], v.ship);
  if (!s.ok) return s;
  const step0 = s.value as Extract<BattleStep, { targets: string[] }>;
  if (v.target !== null && !step0.targets.includes(v.target)) return err(`${v.target} cannot be picked; pick one of ${step0.targets.join(', ')}, or none.`, 'ascension.AM-41', 'target');
  return ok({ ...r.value, ship: v.ship, target: v.target });
}

export function sensors(state: BattleState, event: EventOf<'sensors'>): AscensionResult<BattleState> {
  const r = targeted(state, event, 'sensors', shape('A Sensors sweep', { ship: id('The ship'), target: nullable(id('The target')), spotted: optional(flag('Spotted', 'ascension.a-9-2'), false) }, 'ascension.a-9-2'));
  if (!r.ok) return r;
  const { ship, target, spotted } = r.value as { ship: string; target: string | null; spotted: boolean };
  if (target === null) return finish(advance(state), [step(`${ship} makes no Sensors sweep.`, 'ascension.a-9-2')]);
  const next = spotted ? withShip(state, target, (s) => ({ ...s, spotted: true })) : state;
  return finish(advance(next), [step(`${ship} sweeps for ${target}: ${spotted ? 'spotted, it moves to the spotted side' : 'not spotted'}.`, 'ascension.a-9-2')]);
}

export function missiles(state: BattleState, event: EventOf<'missiles'>): AscensionResult<BattleState> {
  const r = targeted(state, event, 'missiles');
  if (!r.ok) return r;
  const { ship, target } = r.value;
  if (target === null) return finish(advance(state), [step(`${ship} holds its missiles.`, 'ascension.a-9-2')]);
  const from = shipOf(state, ship)!;
  const to = shipOf(state, target)!;
  const count = missilesFired(rating(state, from, 'missiles'), rating(state, to, 'ecm'));
  const next = withShip({ ...state, volleys: [...state.volleys, { from: ship, target, count, missileSize: rating(state, from, 'missileSize') }] }, ship, (s) => ({ ...s, salvosUsed: s.salvosUsed + 1 }));
  return finish(advance(next), [
    step(`${ship} fires ${rating(state, from, 'missiles')} missiles at ${target}; its ECM ${rating(state, to, 'ecm')} jams some: ${count} on their way (one Salvo used).`, 'ascension.a-9-3'),
  ]);
}

function energy(state: BattleState, event: EventOf<'spinal' | 'beams'>, kind: 'spinal' | 'beams'): AscensionResult<BattleState> {
  const r = targeted(state, event, kind, shape('A volley', { ship: id('The ship'), target: nullable(id('The target')), damage: readDamage }, 'ascension.a-9-5'));
  if (!r.ok) return r;
  const { ship, target, damage } = r.value as { ship: string; target: string | null; damage: number };
  const name = kind === 'spinal' ? 'spinal mount' : 'beams';
  if (target === null) return finish(advance(state), [step(`${ship} does not fire its ${name}.`, 'ascension.a-9-2')]);
  const impossible = possible(state, damage, target);
  if (impossible) return impossible;
  const hit = hurt(state, target, damage);
  return finish(advance(hit.state), [step(`${ship} fires its ${name} at ${target}.`, 'ascension.a-9-5'), ...hit.steps]);
}

export const spinal = (state: BattleState, event: EventOf<'spinal'>): AscensionResult<BattleState> => energy(state, event, 'spinal');
export const beams = (state: BattleState, event: EventOf<'beams'>): AscensionResult<BattleState> => energy(state, event, 'beams');

const readKills = shape('Point Defense', { ship: id('The ship'), kills: list('Missiles killed per volley', whole('Missiles killed', 0, BOUNDS.shipVolley, 'ascension.AM-37'), 0, 12, 'ascension.AM-37') }, 'ascension.AM-37');

export function pointDefense(state: BattleState, event: EventOf<'point-defense'>): AscensionResult<BattleState> {
  const r = read(readKills, event);
  if (!r.ok) return r;
  const s = expect(state, ['point-defense'], r.value.ship);
  if (!s.ok) return s;
  const step0 = s.value as Extract<BattleStep, { kind: 'point-defense' }>;
  const { kills } = r.value;
  if (kills.length !== step0.volleys.length) return err(`Give the kills for each of the ${step0.volleys.length} volleys coming in.`, 'ascension.AM-37', 'kills');
  const dice = rating(state, shipOf(state, r.value.ship)!, 'pointDefense');
  const total = kills.reduce((a, b) => a + b, 0);
  if (total > dice) return err(`${dice} Point Defense dice kill at most ${dice} missiles.`, 'ascension.AM-37', 'kills');
  for (const [i, k] of kills.entries()) if (k > step0.volleys[i]!.count) return err(`Volley ${i + 1} has only ${step0.volleys[i]!.count} missiles.`, 'ascension.AM-37', `kills.${i}`);
  let k = 0;
  const volleys = state.volleys.map((v) => (step0.volleys.includes(v) ? { ...v, count: v.count - kills[k++]! } : v));
  return finish({ ...state, volleys, pointDefenseUsed: [...state.pointDefenseUsed, r.value.ship] }, [
    step(`${r.value.ship}'s Point Defense kills ${total} incoming ${total === 1 ? 'missile' : 'missiles'}; it has no more Point Defense this Attack phase.`, 'ascension.AM-37'),
  ]);
}

const readImpact = shape('An impact', { ship: id('The ship'), damage: whole('The damage', 0, 6 * BOUNDS.shipVolley * BOUNDS.shipRating, 'ascension.a-9-5') }, 'ascension.a-9-5');

export function impact(state: BattleState, event: EventOf<'impact'>): AscensionResult<BattleState> {
  const r = read(readImpact, event);
  if (!r.ok) return r;
  const s = expect(state, ['impact'], r.value.ship);
  if (!s.ok) return s;
  const impossible = possible(state, r.value.damage);
  if (impossible) return impossible;
  const volley = (s.value as Extract<BattleStep, { kind: 'impact' }>).volley;
  const rest = { ...state, volleys: state.volleys.filter((v) => v !== volley) };
  const hit = hurt(rest, r.value.ship, r.value.damage);
  return finish(hit.state, [step(`The missiles from ${volley.from} strike ${r.value.ship}.`, 'ascension.AM-38'), ...hit.steps]);
}

const readCheck = shape('A Disabled check', { ship: id('The ship'), disabled: flag('Disabled', 'ascension.a-9-4') }, 'ascension.a-9-4');

export function disabledCheck(state: BattleState, event: EventOf<'disabled-check'>): AscensionResult<BattleState> {
  const r = read(readCheck, event);
  if (!r.ok) return r;
  const s = expect(state, ['disabled-check'], r.value.ship);
  if (!s.ok) return s;
  const next = withShip({ ...state, pendingCheck: null }, r.value.ship, (ship) => ({ ...ship, disabled: r.value.disabled }));
  return finish(next, [
    step(r.value.disabled ? `${r.value.ship} rolls 5–6 and is Disabled: its ratings halve, except Ship Size and Missile to Hit.` : `${r.value.ship} stays in action.`, 'ascension.a-9-4'),
  ]);
}

const readRange = shape(
  'A Range roll',
  { winner: choice('The winner', ['attacker', 'defender', 'none'] as const, 'ascension.a-9-2'), move: optional(choice('The move', ['closer', 'further'] as const, 'ascension.AM-40'), 'closer') },
  'ascension.a-9-2',
);

export function rangeRoll(state: BattleState, event: EventOf<'range'>): AscensionResult<BattleState> {
  const r = read(readRange, event);
  if (!r.ok) return r;
  const s = expect(state, ['range']);
  if (!s.ok) return s;
  if (r.value.winner === 'none') {
    if (state.readings.rangeTies === 'attacker') return err('Under this reading identical rolls go to the attacker.', 'ascension.AM-39', 'winner');
    return finish(advance(state), [step('Identical rolls: the range stays.', 'ascension.AM-39')]);
  }
  const range = Math.max(0, Math.min(state.maxRange, state.range + (r.value.move === 'closer' ? -1 : 1)));
  return finish(advance({ ...state, range }), [
    step(`The ${r.value.winner} wins the Range roll and moves the attacking ships ${r.value.move}: range ${state.range} → ${range}.`, 'ascension.AM-40'),
  ]);
}

const readWithdraw = shape('A withdrawal', { side: choice('The side', ['attacker', 'defender'] as const, 'ascension.a-9-2') }, 'ascension.a-9-2');

export function withdraw(state: BattleState, event: EventOf<'withdraw'>): AscensionResult<BattleState> {
  const r = read(readWithdraw, event);
  if (!r.ok) return r;
  if (state.outcome !== null) return err('The battle is over.', 'ascension.a-9-2');
  const side = r.value.side;
  if (state.blockaded.includes(side)) return err('Ships on a System Panel (a Blockade) cannot withdraw; they fight until destroyed.', 'ascension.a-9-2', 'side');
  if (state.system === 'smart') {
    const first = state.readings.withdrawal === 'round-3' ? 3 : 2;
    if (state.phase !== 'range' || state.pendingCheck !== null || state.round < first) {
      return err(`Withdrawal comes in the Range phase, from round ${first} on.`, 'ascension.AM-55', 'side');
    }
  } else if (!state.roundStart || state.round < 2) {
    return err('In Standard combat a side withdraws at the end of a round.', 'ascension.a-9-3', 'side');
  }
  const next = checkOutcome({ ...state, ships: state.ships.map((s) => (s.side === side && inPlay(s) ? { ...s, withdrawn: true } : s)) });
  return ok(next, [step(`The ${side} withdraws from the Jump Point.`, state.system === 'smart' ? 'ascension.AM-55' : 'ascension.a-9-3')]);
}

const readStealth = shape('A Stealth roll', { ship: id('The ship'), success: nullable(flag('Lock broken', 'ascension.a-9-2')) }, 'ascension.a-9-2');

export function stealth(state: BattleState, event: EventOf<'stealth'>): AscensionResult<BattleState> {
  const r = read(readStealth, event);
  if (!r.ok) return r;
  const s = expect(state, ['stealth'], r.value.ship);
  if (!s.ok) return s;
  const broke = r.value.success === true;
  const next = broke ? withShip(state, r.value.ship, (ship) => ({ ...ship, spotted: false })) : state;
  return finish(advance(next), [
    step(r.value.success === null ? `${r.value.ship} does not try to break the lock.` : broke ? `${r.value.ship} breaks the lock and turns unspotted.` : `${r.value.ship} stays spotted.`, 'ascension.a-9-2'),
  ]);
}
