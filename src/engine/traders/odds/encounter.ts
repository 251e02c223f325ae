/**
 * A whole planetfall encounter, exactly: a row of attackers (a gang per card
 * name) against the crew, round after round until the villains are gone or
 * the game is lost (t-2, A07-A19). The player's choices are fixed to the
 * sensible ones: the strongest helpers (A12) and always striking back (A16).
 * Care payments do not change the fight (a wounded officer is out of it
 * either way), so money is not part of the chain.
 *
 * The chain's state is who is still active, which attackers (or, card by
 * card, how many of each) are left, whose attack is next and who was attacked
 * next (which is all that matters of who was attacked last). Each step is one
 * attack and its retaliation.
 */
import { solveChain, type ChainMove, Fraction, ONE, ZERO } from '../../core/dice/index.ts';
import { nextTarget, retaliatorFor, strongestHelpers, woundFate, type Fighter } from '../planetfall/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings/index.ts';
import { err, ok, step, type TradersErr, type TradersResult } from '../rules/index.ts';
import { ENCOUNTER_CARDS, isRank, isVillainKey, OFFICERS, RANKS, rankName, villainPower, type Rank, type VillainKey } from '../tables/index.ts';
import { isInteger, isRecord } from '../../core/validate.ts';
import { rollOffOdds } from './roll-off.ts';

export interface Attacker {
  card: VillainKey;
  /** Cards of that name in the row (a gang when 2 or more). */
  count: number;
}

export type CrewInput = Partial<Record<Rank, { power?: number; active: boolean }>>;

export interface EncounterQuestion {
  /** Attackers in the order their first card was drawn. */
  attackers: readonly Attacker[];
  /** The officers aboard; a rank left out is absent. The power defaults to the listed one. */
  crew: CrewInput;
  readings?: Partial<Pick<Readings, 'targetOrder' | 'gangRetaliation' | 'retaliator'>>;
  /** Mid-encounter: the attacker to act next (index into `attackers`) and the officer attacked last. */
  next?: number;
  lastTarget?: Rank | null;
}

export interface EncounterOdds {
  /** Every villain beaten and the game goes on. */
  cleared: Fraction;
  /** Cleared without a single wound. */
  unhurt: Fraction;
  /** The crew disbands (t-2-c-iii, t-2-d-iii). */
  lost: Fraction;
  states: number;
}

export interface EncounterWounds extends EncounterOdds {
  /** P(each officer is wounded during the encounter): an officer is wounded once at most, being out of the fight after. */
  wounded: Record<Rank, Fraction>;
  expectedWounds: Fraction;
  expectedAttacks: Fraction;
}

/**
 * How big a chain is accepted, so an answer comes within about 50 ms on a
 * slow machine. The exact elimination grows with the number of states times
 * the size of one step's chances: an attack and a combined strike back are two
 * roll-offs (about 42 bits of denominator); card by card, a gang of n adds n
 * roll-offs to the step. A chain is accepted when states × bits stays under
 * the budget. For the outcomes that takes every single attacker when a gang
 * strikes back combined (card by card, gangs of up to two), and two attackers
 * under alternation or against a crew of three; smaller rows for the
 * per-officer figures, which cost five more columns. Bigger rows are refused
 * with a message.
 */
export const ENCOUNTER_BUDGET = { outcomes: 4200, wounds: 2700 } as const;
/** Bits of denominator per roll-off in a step (6^8 = 1679616 is about 2^20.7). */
const BITS_PER_ROLL_OFF = 21;
/** The most villain cards and distinct attackers accepted at once. */
export const ENCOUNTER_LIMITS = { cards: 8, attackers: 3 } as const;

interface State {
  /** Bit r set: RANKS[r] is active. */
  mask: number;
  /** Cards left per attacker (0: beaten). */
  left: readonly number[];
  next: number;
  /** Index into RANKS of the officer the next attack goes to (the key needs no more of the past: A07, A08). */
  target: number;
}

/** Groups a row of villain cards into attackers, one per name in order of its first card (A11). */
export function attackersFromRow(row: readonly VillainKey[]): Attacker[] {
  const out: Attacker[] = [];
  for (const card of row) {
    const a = out.find((x) => x.card === card);
    if (a) a.count += 1;
    else out.push({ card, count: 1 });
  }
  return out;
}

function check(q: EncounterQuestion): TradersErr | null {
  if (!isRecord(q) || !Array.isArray(q.attackers) || q.attackers.length === 0) return err('Name at least one villain.', 'traders.t-2', 'attackers');
  if (q.attackers.length > ENCOUNTER_LIMITS.attackers) return err(`Exact odds take at most ${ENCOUNTER_LIMITS.attackers} attackers (villain names) at once.`, 'traders.t-2', 'attackers');
  let cards = 0;
  const seen = new Set<string>();
  for (const [i, a] of q.attackers.entries()) {
    const card: unknown = (a as { card?: unknown } | null)?.card;
    if (!isVillainKey(card)) return err('Each attacker is a villain card of the Encounter deck.', 'traders.t-0-deck-encounter', `attackers.${i}.card`);
    if (seen.has(card)) return err('Cards of one name form one attacker (a gang).', 'traders.A11', `attackers.${i}.card`);
    seen.add(card);
    const copies = ENCOUNTER_CARDS[card].copies;
    if (!isInteger(a.count) || a.count < 1 || a.count > copies) return err(`The deck holds ${copies} ${ENCOUNTER_CARDS[card].name} card(s).`, 'traders.t-0-deck-encounter', `attackers.${i}.count`);
    cards += a.count;
  }
  if (cards > ENCOUNTER_LIMITS.cards) return err(`Exact odds take at most ${ENCOUNTER_LIMITS.cards} villain cards at once.`, 'traders.t-2', 'attackers');
  if (!isRecord(q.crew)) return err('Describe the crew: which ranks are aboard and active.', 'traders.t-0-deck-trader', 'crew');
  for (const key of Object.keys(q.crew)) if (!isRank(key)) return err('The crew has four ranks: captain, first, second, third.', 'traders.t-0-deck-trader', `crew.${key.slice(0, 20)}`);
  for (const r of RANKS) {
    const o = q.crew[r];
    if (o === undefined) continue;
    if (!isRecord(o) || typeof o.active !== 'boolean') return err('Say whether the officer is active.', 'traders.A09', `crew.${r}.active`);
    if (o.power !== undefined && (!isInteger(o.power) || o.power < -1 || o.power > 4)) return err('An officer\'s power is a whole number from -1 to 4.', 'traders.t-3-d-iii', `crew.${r}.power`);
  }
  if (!RANKS.some((r) => q.crew[r]?.active)) return err('Nobody in the crew is active, so the game is already lost.', 'traders.t-2-d-iii', 'crew');
  if (q.next !== undefined && !(isInteger(q.next) && q.next >= 0 && q.next < q.attackers.length)) return err('The next attacker is one of the attackers listed.', 'traders.A11', 'next');
  if (q.lastTarget !== undefined && q.lastTarget !== null && !isRank(q.lastTarget)) return err('The last target is one of the four ranks.', 'traders.A07', 'lastTarget');
  const rd = q.readings ?? {};
  if (!isRecord(rd)) return err('The readings are an object of switches.', 'traders.A07', 'readings');
  if (rd.targetOrder !== undefined && rd.targetOrder !== 'rotation' && rd.targetOrder !== 'alternation') return err('Targets go by rotation or alternation.', 'traders.A07', 'readings.targetOrder');
  if (rd.gangRetaliation !== undefined && rd.gangRetaliation !== 'combined' && rd.gangRetaliation !== 'per-card') return err('A gang is struck back at combined or card by card.', 'traders.A13', 'readings.gangRetaliation');
  if (rd.retaliator !== undefined && rd.retaliator !== 'highest' && rd.retaliator !== 'next-below') return err('The retaliator is the highest officer or the next below.', 'traders.A15', 'readings.retaliator');
  return null;
}

/** The chances that the encounter is cleared, cleared unhurt, or lost. */
export function encounterOdds(q: EncounterQuestion): TradersResult<EncounterOdds> {
  const r = solveEncounter(q, false);
  if (!r.ok) return r;
  const { cleared, unhurt, lost, states } = r.value;
  return ok({ cleared, unhurt, lost, states }, r.trace);
}

/** As `encounterOdds`, with the chance of each officer being wounded and the expected wounds and attacks (smaller rows only). */
export function encounterWounds(q: EncounterQuestion): TradersResult<EncounterWounds> {
  return solveEncounter(q, true);
}

function solveEncounter(q: EncounterQuestion, wounds: boolean): TradersResult<EncounterWounds> {
  const bad = check(q);
  if (bad) return bad;
  const readings = { ...DEFAULT_READINGS, ...q.readings };
  const present = RANKS.filter((r) => q.crew[r] !== undefined);
  const power = (r: Rank) => q.crew[r]?.power ?? OFFICERS[r].power;
  const startMask = RANKS.reduce((m, r, i) => (q.crew[r]?.active ? m | (1 << i) : m), 0);
  const perCard = readings.gangRetaliation === 'per-card';
  const attackers = q.attackers;
  const fighters = (mask: number): Fighter[] => present.map((r) => ({ rank: r, power: power(r), active: (mask & (1 << RANKS.indexOf(r))) !== 0 }));
  const activeOf = (mask: number): Rank[] => RANKS.filter((_, i) => mask & (1 << i));
  const firstAliveFrom = (left: readonly number[], from: number): number => {
    for (let k = 0; k < left.length; k++) {
      const i = (from + k) % left.length;
      if (left[i]! > 0) return i;
    }
    return -1;
  };
  const targetAfter = (mask: number, last: Rank | null): number => {
    const t = nextTarget(activeOf(mask), last, readings.targetOrder);
    return t === null ? -1 : RANKS.indexOf(t);
  };
  const start: State = { mask: startMask, left: attackers.map((a) => a.count), next: Math.min(Math.max(0, q.next ?? 0), attackers.length - 1), target: targetAfter(startMask, q.lastTarget ?? null) };
  start.next = Math.max(0, firstAliveFrom(start.left, start.next));
  type Outcome = 'unhurt' | 'hurt' | 'lost';
  const counts = (target: Rank | null, wounded: boolean): Record<string, number> => (wounded && target ? { attacks: 1, [target]: 1 } : { attacks: 1 });

  /** After an attack (and its retaliation) by attacker `i`: the next state or the end. */
  const after = (i: number, mask: number, left: number[], target: Rank, chance: Fraction, wounded: boolean): ChainMove<State, Outcome> => {
    const c = counts(target, wounded);
    const following = firstAliveFrom(left, i + 1);
    if (following === -1) return { chance, outcome: mask === startMask ? 'unhurt' : 'hurt', counts: c };
    return { chance, to: { mask, left, next: following, target: targetAfter(mask, target) }, counts: c };
  };

  /** The retaliation outcomes: cards left of attacker `i`, with chances (A13). */
  const strikeBack = (team: Rank[], lead: Rank, card: VillainKey, n: number): { left: number; chance: Fraction }[] => {
    if (perCard) {
      const p = rollOffOdds(power(lead) - villainPower(card)).win;
      const q1 = ONE.sub(p);
      // k of the n cards beaten: C(n, k) p^k (1-p)^(n-k)
      const out: { left: number; chance: Fraction }[] = [];
      let binom = 1;
      for (let k = 0; k <= n; k++) {
        const c = p.pow(k).mul(q1.pow(n - k)).mul(binom);
        if (!c.equals(0)) out.push({ left: n - k, chance: c });
        binom = (binom * (n - k)) / (k + 1);
      }
      return out;
    }
    const total = team.reduce((acc, r) => acc + power(r), 0);
    const p = rollOffOdds(total - n * villainPower(card)).win;
    return [
      { left: 0, chance: p },
      { left: n, chance: ONE.sub(p) },
    ].filter((x) => !x.chance.equals(0));
  };

  const moves = (s: State): ChainMove<State, Outcome>[] => {
    const i = s.next;
    const a = attackers[i]!;
    const n = s.left[i]!;
    const target = RANKS[s.target]!;
    const helpers = strongestHelpers(fighters(s.mask), target, n);
    const defence = power(target) + helpers.reduce((acc, r) => acc + power(r), 0);
    const woundChance = rollOffOdds(n * villainPower(a.card) - defence).win;
    const out: ChainMove<State, Outcome>[] = [];
    const withLeft = (k: number) => s.left.map((x, j) => (j === i ? k : x));
    const safe = ONE.sub(woundChance);
    if (!safe.equals(0)) {
      for (const r of strikeBack([target, ...helpers], target, a.card, n)) out.push(after(i, s.mask, withLeft(r.left), target, safe.mul(r.chance), false));
    }
    if (!woundChance.equals(0)) {
      const mask = s.mask & ~(1 << RANKS.indexOf(target));
      const nowActive = activeOf(mask);
      if (woundFate(nowActive, target) === 'disband') out.push({ chance: woundChance, outcome: 'lost', counts: counts(target, true) });
      else {
        const lead = retaliatorFor(nowActive, target, readings.retaliator)!;
        const team = [lead, ...strongestHelpers(fighters(mask), lead, n)];
        for (const r of strikeBack(team, lead, a.card, n)) out.push(after(i, mask, withLeft(r.left), target, woundChance.mul(r.chance), true));
      }
    }
    return out;
  };

  const rollOffsPerStep = 1 + (perCard ? Math.max(...attackers.map((a) => a.count)) : 1);
  const maxStates = Math.floor((wounds ? ENCOUNTER_BUDGET.wounds : ENCOUNTER_BUDGET.outcomes) / (BITS_PER_ROLL_OFF * rollOffsPerStep));
  let solution: ReturnType<typeof solveChain<State, Outcome>>;
  try {
    solution = solveChain<State, Outcome>({
      start,
      key: (s) => `${s.mask}|${s.left.join('')}|${s.next}|${s.target}`,
      moves,
      counted: wounds ? ['attacks', ...present] : [],
      maxStates,
    });
  } catch (e) {
    const tooBig = e instanceof RangeError && e.message.includes('more than');
    return err(
      tooBig ? `This row is too big for exact odds in good time (over ${maxStates} positions); try fewer villains or fewer officers.` : 'These odds could not be worked out for this row.',
      'traders.t-2',
      'attackers',
    );
  }
  const get = (o: Outcome) => solution.outcomes.get(o) ?? ZERO;
  const wounded = Object.fromEntries(RANKS.map((r) => [r, solution.expected.get(r) ?? ZERO])) as Record<Rank, Fraction>;
  const names = attackers.map((a) => (a.count > 1 ? `${a.count} × ${ENCOUNTER_CARDS[a.card].name}` : ENCOUNTER_CARDS[a.card].name));
  const value: EncounterWounds = {
    cleared: get('unhurt').add(get('hurt')),
    unhurt: get('unhurt'),
    lost: get('lost'),
    wounded,
    expectedWounds: RANKS.reduce((acc, r) => acc.add(wounded[r]), ZERO),
    expectedAttacks: solution.expected.get('attacks') ?? ZERO,
    states: solution.states,
  };
  return ok(value, [
      step(`Attackers in order: ${names.join(', ')}; a gang rolls once with all its cards' power.`, 'traders.A10'),
      step(`Targets by ${readings.targetOrder}; the rotation runs on through the rounds.`, 'traders.A07'),
      step('The strongest helpers are brought against a gang, and the crew always strikes back.', 'traders.A12'),
      step(readings.gangRetaliation === 'combined' ? 'A gang is struck back at with one combined roll.' : 'The lead officer strikes back at each card of a gang on its own.', 'traders.A13'),
      step(`For a wounded target, the ${readings.retaliator === 'highest' ? 'highest-ranking' : 'next lower'} active officer strikes back.`, 'traders.A15'),
      step('After an untreated wound the game is lost if neither the Captain nor the 1st Officer is active.', 'traders.A19'),
    ...present.filter((r) => !q.crew[r]!.active).map((r) => step(`${rankName(r)} is out of action for this encounter.`, 'traders.A09')),
  ]);
}
