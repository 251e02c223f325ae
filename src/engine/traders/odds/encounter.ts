/**
 * A whole planetfall encounter: a row of attackers (a gang per card name)
 * against the crew, round after round until the villains are gone or the game
 * is lost (t-2, A07-A19). The player's choices are fixed to the sensible ones:
 * the strongest helpers (A12) and always striking back (A16). Care payments do
 * not change the fight (a wounded officer is out of it either way), so money
 * is not part of it.
 *
 * Any row a search can draw is answered, up to all 18 villain cards of the
 * deck. A small row is solved exactly (`encounter-exact.ts`); past the budget
 * below the fractions run to thousands of digits, and the chances come as
 * proven bounds at most `BOUNDS_WIDTH` apart instead (`encounter-bounds.ts`),
 * labelled so: `precision` says which.
 */
import { boundsOfFloats, exactly, Fraction, ONE, roundDown, roundUp, ZERO, type Bounds } from '../../core/dice/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings/index.ts';
import { err, ok, step, type TradersErr, type TradersResult, type TradersStep } from '../rules/index.ts';
import { ENCOUNTER_CARDS, isRank, isVillainKey, RANKS, rankName, VILLAIN_KEYS, type Rank, type VillainKey } from '../tables/index.ts';
import { isInteger, isRecord } from '../../core/validate.ts';
import { solveBounded } from './encounter-bounds.ts';
import { firstAliveAfter, solveExact, type EncounterStart } from './encounter-exact.ts';
import { encounterModel } from './encounter-model.ts';
import { FULL_DECK_MAKE_UP } from './patron.ts';

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

/** `exact`: every figure is its exact fraction (low = high); `bounds`: each lies between low and high, at most `BOUNDS_WIDTH` apart. */
export type Precision = 'exact' | 'bounds';

export interface EncounterOdds {
  precision: Precision;
  /** Every villain beaten and the game goes on. */
  cleared: Bounds;
  /** Cleared without a single wound. */
  unhurt: Bounds;
  /** The crew disbands (t-2-c-iii, t-2-d-iii). */
  lost: Bounds;
  /** Positions the solver went through. */
  states: number;
}

export interface EncounterWounds extends EncounterOdds {
  /** P(each officer is wounded during the encounter): an officer is wounded once at most, being out of the fight after. */
  wounded: Record<Rank, Bounds>;
  expectedWounds: Bounds;
  expectedAttacks: Bounds;
}

/**
 * How big an exact chain is tried, so an exact answer comes within about
 * 50 ms on a slow machine. The elimination grows with the number of states
 * times the size of one step's chances: an attack and a combined strike back
 * are two roll-offs (about 42 bits of denominator); card by card, a gang of n
 * adds n roll-offs to the step. A row is solved exactly when states × bits
 * stays under the budget (every single attacker, two attackers under
 * alternation or against a crew of three); a bigger row gets the bounds.
 */
export const ENCOUNTER_BUDGET = { outcomes: 4200, wounds: 2700 } as const;
/** Bits of denominator per roll-off in a step (6^8 = 1679616 is about 2^20.7). */
const BITS_PER_ROLL_OFF = 21;
/**
 * The longest row a search can draw: every villain card of the Encounter deck
 * (18 cards of 7 names) turned before the first Patron (t-1, A27).
 */
export const ENCOUNTER_LIMITS = { cards: FULL_DECK_MAKE_UP.villains, attackers: VILLAIN_KEYS.length } as const;
/** The widest the bounds may be; wider would be refused (the solver's rounding leaves them far narrower). */
export const BOUNDS_WIDTH = new Fraction(1, 1_000_000_000);

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
  if (q.attackers.length > ENCOUNTER_LIMITS.attackers) return err(`A row holds at most ${ENCOUNTER_LIMITS.attackers} attackers: the deck has ${ENCOUNTER_LIMITS.attackers} villain names.`, 'traders.t-0-deck-encounter', 'attackers');
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
  if (cards > ENCOUNTER_LIMITS.cards) return err(`A row holds at most ${ENCOUNTER_LIMITS.cards} villain cards: all the deck has.`, 'traders.t-0-deck-encounter', 'attackers');
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
  const { precision, cleared, unhurt, lost, states } = r.value;
  return ok({ precision, cleared, unhurt, lost, states }, r.trace);
}

/** As `encounterOdds`, with the chance of each officer being wounded and the expected wounds and attacks. */
export function encounterWounds(q: EncounterQuestion): TradersResult<EncounterWounds> {
  return solveEncounter(q, true);
}

const sumOf = (list: readonly Bounds[]): Bounds => ({ low: list.reduce((a, b) => a.add(b.low), ZERO), high: list.reduce((a, b) => a.add(b.high), ZERO) });
/** The tighter of two bounds on one value. */
const meet = (a: Bounds, b: Bounds): Bounds => ({ low: a.low.compare(b.low) >= 0 ? a.low : b.low, high: a.high.compare(b.high) <= 0 ? a.high : b.high });
/** Bounds on 1 − x. */
const rest = (b: Bounds): Bounds => ({ low: ONE.sub(b.high), high: ONE.sub(b.low) });

function solveEncounter(q: EncounterQuestion, wounds: boolean): TradersResult<EncounterWounds> {
  const bad = check(q);
  if (bad) return bad;
  const readings = { ...DEFAULT_READINGS, ...q.readings };
  const model = encounterModel({ attackers: q.attackers, crew: q.crew, readings });
  const left = q.attackers.map((a) => a.count);
  const from = Math.max(0, firstAliveAfter(left, Math.min(Math.max(0, q.next ?? 0), left.length - 1)));
  const start: EncounterStart = { mask: model.startMask, left, next: from, target: model.targetAfter(model.startMask, q.lastTarget ? RANKS.indexOf(q.lastTarget) : -1) };
  const perCard = readings.gangRetaliation === 'per-card';
  const rollOffsPerStep = 1 + (perCard ? Math.max(...left) : 1);
  const maxStates = Math.floor((wounds ? ENCOUNTER_BUDGET.wounds : ENCOUNTER_BUDGET.outcomes) / (BITS_PER_ROLL_OFF * rollOffsPerStep));
  const trace = encounterTrace(q, readings);

  let value: EncounterWounds | null = null;
  try {
    const s = solveExact(model, start, wounds, maxStates);
    const get = (o: 'unhurt' | 'hurt' | 'lost') => s.outcomes.get(o) ?? ZERO;
    const wounded = Object.fromEntries(RANKS.map((r, i) => [r, exactly(s.expected.get(String(i)) ?? ZERO)])) as Record<Rank, Bounds>;
    value = {
      precision: 'exact',
      cleared: exactly(get('unhurt').add(get('hurt'))),
      unhurt: exactly(get('unhurt')),
      lost: exactly(get('lost')),
      wounded,
      expectedWounds: sumOf(RANKS.map((r) => wounded[r])),
      expectedAttacks: exactly(s.expected.get('attacks') ?? ZERO),
      states: s.states,
    };
  } catch (e) {
    if (!(e instanceof RangeError && e.message.includes('more than'))) return err('These odds could not be worked out for this row.', 'traders.t-2', 'attackers');
  }
  if (value === null) {
    const b = solveBounded(model, start);
    if (b === null) return err('These odds could not be worked out for this row.', 'traders.t-2', 'attackers');
    const lost = boundsOfFloats(b.lost[0], b.lost[1], 1);
    const cleared = meet(boundsOfFloats(roundDown(b.unhurt[0] + b.hurt[0]), roundUp(b.unhurt[1] + b.hurt[1]), 1), rest(lost));
    const wounded = Object.fromEntries(RANKS.map((r, i) => [r, boundsOfFloats(b.wounded[i]![0], b.wounded[i]![1], 1)])) as Record<Rank, Bounds>;
    value = {
      precision: 'bounds',
      cleared,
      unhurt: boundsOfFloats(b.unhurt[0], b.unhurt[1], 1),
      lost: meet(lost, rest(cleared)),
      wounded,
      expectedWounds: sumOf(RANKS.map((r) => wounded[r])),
      expectedAttacks: boundsOfFloats(b.attacks[0], b.attacks[1]),
      states: b.positions,
    };
    const figures = [value.cleared, value.unhurt, value.lost, ...(wounds ? [...RANKS.map((r) => wounded[r]), value.expectedAttacks] : [])];
    if (figures.some((f) => f.high.sub(f.low).compare(BOUNDS_WIDTH) > 0)) return err('These odds could not be narrowed to within one in a billion for this row.', 'traders.t-2', 'attackers');
    trace.push(step(`The exact fractions for this row run to thousands of digits, so each chance is given between two bounds proven to hold it, at most ${BOUNDS_WIDTH.toFraction()} apart.`, 'traders.t-2'));
  }
  return ok(value, trace);
}

function encounterTrace(q: EncounterQuestion, readings: Readings): TradersStep[] {
  const names = q.attackers.map((a) => (a.count > 1 ? `${a.count} × ${ENCOUNTER_CARDS[a.card].name}` : ENCOUNTER_CARDS[a.card].name));
  return [
    step(`Attackers in order: ${names.join(', ')}; a gang rolls once with all its cards' power.`, 'traders.A10'),
    step(`Targets by ${readings.targetOrder}; the rotation runs on through the rounds.`, 'traders.A07'),
    step('The strongest helpers are brought against a gang, and the crew always strikes back.', 'traders.A12'),
    step(readings.gangRetaliation === 'combined' ? 'A gang is struck back at with one combined roll.' : 'The lead officer strikes back at each card of a gang on its own.', 'traders.A13'),
    step(`For a wounded target, the ${readings.retaliator === 'highest' ? 'highest-ranking' : 'next lower'} active officer strikes back.`, 'traders.A15'),
    step('After an untreated wound the game is lost if neither the Captain nor the 1st Officer is active.', 'traders.A19'),
    ...RANKS.filter((r) => q.crew[r] !== undefined && !q.crew[r]!.active).map((r) => step(`${rankName(r)} is out of action for this encounter.`, 'traders.A09')),
  ];
}
