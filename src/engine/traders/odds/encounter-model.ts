/**
 * One attack of a planetfall encounter as chances: who is attacked next, the
 * chance of a wound, and how many of the attacker's cards are left after the
 * strike back, with the wound or without it (t-2-a to t-2-d, A07-A19). Both
 * solvers of the whole encounter (the exact chain and the proven bounds) read
 * their moves here, so they cannot disagree about a rule.
 *
 * Positions are coded small: the crew as a bit mask over RANKS (bit r set:
 * RANKS[r] is active), the attacker by its index in the row, the officer by
 * his index in RANKS.
 */
import { Fraction, ONE } from '../../core/dice/index.ts';
import { nextTarget, retaliatorFor, strongestHelpers, woundFate, type Fighter } from '../planetfall/index.ts';
import type { Readings } from '../readings/index.ts';
import { OFFICERS, RANKS, villainPower, type Rank, type VillainKey } from '../tables/index.ts';
import { rollOffOdds } from './roll-off.ts';

export interface ModelAttacker {
  card: VillainKey;
  count: number;
}

export interface ModelInput {
  attackers: readonly ModelAttacker[];
  /** Each rank aboard (active or not) with its power; a rank left out is absent. */
  crew: Partial<Record<Rank, { power?: number; active: boolean }>>;
  readings: Pick<Readings, 'targetOrder' | 'gangRetaliation' | 'retaliator'>;
}

/** Cards of the attacker left after the strike back, with the chance of that many. */
export interface Survivors {
  left: number;
  chance: Fraction;
}

/**
 * A strike back as roll-offs: `diff` is the crew's power less the villain's in
 * each roll-off; combined, one roll-off against the whole gang beats every
 * card or none; card by card, the lead rolls once against each card (A13).
 */
export interface Strike {
  diff: number;
  perCard: boolean;
}

export interface AttackMoves {
  /** The attack's roll-off: the villain's power less the defence; a win wounds the officer attacked. */
  woundDiff: number;
  /** Not wounded: the officer attacked and his helpers strike back. */
  held: Strike;
  /** Wounded with no medic and neither pilot active: the crew disbands (t-2-c-iii, A19). */
  disband: boolean;
  /** Wounded (and not disbanded): the strike back by whoever leads it then (A15); null after a disbanding. */
  afterWound: Strike | null;
}

/** The cards left of `n` after a strike back, with their exact chances. */
export function survivors(strike: Strike, n: number): Survivors[] {
  const p = rollOffOdds(strike.diff).win;
  if (!strike.perCard) {
    return [
      { left: 0, chance: p },
      { left: n, chance: ONE.sub(p) },
    ].filter((x) => !x.chance.equals(0));
  }
  // k of the n beaten: C(n, k) p^k (1-p)^(n-k).
  const miss = ONE.sub(p);
  const out: Survivors[] = [];
  let binom = 1;
  for (let k = 0; k <= n; k++) {
    const c = p.pow(k).mul(miss.pow(n - k)).mul(binom);
    if (!c.equals(0)) out.push({ left: n - k, chance: c });
    binom = (binom * (n - k)) / (k + 1);
  }
  return out;
}

export interface EncounterModel {
  attackers: readonly ModelAttacker[];
  /** The crew's active mask at the start. */
  startMask: number;
  /** Ranks aboard, by index into RANKS. */
  present: readonly number[];
  power: (rank: number) => number;
  /** The officer (index into RANKS) attacked after `last` with this crew; -1 when nobody is active. */
  targetAfter: (mask: number, last: number) => number;
  /** The moves of one attack by attacker `i` with `n` cards on officer `target` (index into RANKS) with this crew. */
  attack: (mask: number, i: number, n: number, target: number) => AttackMoves;
}

const rankAt = (i: number): Rank => RANKS[i]!;

export function encounterModel(q: ModelInput): EncounterModel {
  const present = RANKS.flatMap((r, i) => (q.crew[r] === undefined ? [] : [i]));
  const powers = RANKS.map((r) => q.crew[r]?.power ?? OFFICERS[r].power);
  const power = (r: number) => powers[r]!;
  const startMask = RANKS.reduce((m, r, i) => (q.crew[r]?.active ? m | (1 << i) : m), 0);
  const perCard = q.readings.gangRetaliation === 'per-card';
  const fighters = (mask: number): Fighter[] => present.map((r) => ({ rank: rankAt(r), power: power(r), active: (mask & (1 << r)) !== 0 }));
  const activeOf = (mask: number): Rank[] => RANKS.filter((_, i) => mask & (1 << i));
  const teamPower = (ranks: readonly Rank[]) => ranks.reduce((acc, r) => acc + power(RANKS.indexOf(r)), 0);

  const targets = new Map<number, number>();
  const targetAfter = (mask: number, last: number): number => {
    const key = mask * 8 + last + 1;
    let t = targets.get(key);
    if (t === undefined) {
      const r = nextTarget(activeOf(mask), last < 0 ? null : rankAt(last), q.readings.targetOrder);
      t = r === null ? -1 : RANKS.indexOf(r);
      targets.set(key, t);
    }
    return t;
  };

  /** The strike back by `team` (its lead first) at `n` cards of attacker `i` (A13). */
  const strike = (team: readonly Rank[], i: number, n: number): Strike => {
    const card = villainPower(q.attackers[i]!.card);
    return perCard ? { diff: teamPower(team.slice(0, 1)) - card, perCard } : { diff: teamPower(team) - n * card, perCard };
  };

  const attacks = new Map<number, AttackMoves>();
  const attack = (mask: number, i: number, n: number, target: number): AttackMoves => {
    const key = ((mask * q.attackers.length + i) * 5 + n) * 4 + target;
    const known = attacks.get(key);
    if (known) return known;
    const t = rankAt(target);
    const helpers = strongestHelpers(fighters(mask), t, n);
    const after = mask & ~(1 << target);
    const nowActive = activeOf(after);
    const disband = woundFate(nowActive, t) === 'disband';
    const lead = disband ? null : retaliatorFor(nowActive, t, q.readings.retaliator);
    const moves: AttackMoves = {
      woundDiff: n * villainPower(q.attackers[i]!.card) - teamPower([t, ...helpers]),
      held: strike([t, ...helpers], i, n),
      disband,
      afterWound: lead === null ? null : strike([lead, ...strongestHelpers(fighters(after), lead, n)], i, n),
    };
    attacks.set(key, moves);
    return moves;
  };

  return { attackers: q.attackers, startMask, present, power, targetAfter, attack };
}

/** How many models are kept, the most recently asked last out. */
const MODELS_KEPT = 4;
const models = new Map<string, EncounterModel>();

/**
 * The model of a row, kept for the rows asked last: the same question again
 * gets the same model, with the attacks it has worked out (and what the
 * solvers keep with it). Keyed by all the model reads.
 */
export function keptEncounterModel(q: ModelInput): EncounterModel {
  const key = JSON.stringify([q.attackers.map((a) => [a.card, a.count]), RANKS.map((r) => q.crew[r] ?? null), q.readings.targetOrder, q.readings.gangRetaliation, q.readings.retaliator]);
  const known = models.get(key);
  if (known !== undefined) {
    models.delete(key);
    models.set(key, known);
    return known;
  }
  const made = encounterModel(q);
  models.set(key, made);
  if (models.size > MODELS_KEPT) models.delete(models.keys().next().value!);
  return made;
}

/** Forgets the models kept (for benchmarks and tests: the next solve starts from nothing). */
export function clearEncounterModels(): void {
  models.clear();
}
