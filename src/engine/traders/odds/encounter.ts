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
 * proven bounds at most `BOUNDS_WIDTH` apart instead (`encounter-rounded.ts`,
 * or `encounter-bounds.ts` should a guard of the quicker one trip),
 * labelled so: `precision` says which.
 */
import { boundsOfFloats, exactly, Fraction, ONE, roundDown, roundUp, ZERO, type Bounds } from '../../core/dice/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings/index.ts';
import { err, ok, step, type TradersResult, type TradersStep } from '../rules/index.ts';
import { ENCOUNTER_CARDS, RANKS, rankName, VILLAIN_KEYS, type Rank, type VillainKey } from '../tables/index.ts';
import { choice, flag, keyed, list, nullable, officerPower, optional, pathTo, rank, read, refine, refuse, shape, villain, whole, type ReaderValue } from '../input/index.ts';
import { solveBounded } from './encounter-bounds.ts';
import { solveRounded } from './encounter-rounded.ts';
import { firstAliveAfter, solveExact, type EncounterStart } from './encounter-exact.ts';
import { clearEncounterModels, keptEncounterModel } from './encounter-model.ts';
import { clearNumberings } from './encounter-layout.ts';
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

/**
 * Forgets what the solvers keep between questions (each row's model with its
 * moves, each row shape's numbering of positions), so that the next question
 * is worked out from nothing, as the first one of a row is: for benchmarks.
 */
export function clearEncounterCaches(): void {
  clearEncounterModels();
  clearNumberings();
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

const readAttacker = refine(
  shape('An attacker', { card: villain('Each attacker'), count: whole('Its cards', 1, Math.max(...VILLAIN_KEYS.map((k) => ENCOUNTER_CARDS[k].copies)), 'traders.t-0-deck-encounter') }, 'traders.t-0-deck-encounter'),
  (a, path) => (a.count > ENCOUNTER_CARDS[a.card].copies ? refuse(`The deck holds ${ENCOUNTER_CARDS[a.card].copies} ${ENCOUNTER_CARDS[a.card].name} card(s).`, 'traders.t-0-deck-encounter', pathTo(path, 'count')) : null),
);

const readAttackers = refine(list('The attackers', readAttacker, 1, ENCOUNTER_LIMITS.attackers, 'traders.t-0-deck-encounter'), (attackers, path) => {
  const twice = attackers.findIndex((a, i) => attackers.findIndex((b) => b.card === a.card) < i);
  if (twice >= 0) return refuse('Cards of one name form one attacker (a gang).', 'traders.A11', pathTo(path, `${twice}.card`));
  const cards = attackers.reduce((n, a) => n + a.count, 0);
  return cards > ENCOUNTER_LIMITS.cards ? refuse(`A row holds at most ${ENCOUNTER_LIMITS.cards} villain cards: all the deck has.`, 'traders.t-0-deck-encounter', path) : null;
});

const readCrew = refine(
  keyed('The crew', RANKS, shape('An officer', { power: optional<number | undefined>(officerPower("An officer's power", 'traders.t-3-d-iii'), undefined), active: flag('Whether the officer is active', 'traders.A09') }, 'traders.A09'), 'traders.t-0-deck-trader'),
  (crew, path) => (RANKS.some((r) => crew[r]?.active) ? null : refuse('Nobody in the crew is active, so the game is already lost.', 'traders.t-2-d-iii', path)),
);

const readFightReadings = shape(
  'The readings',
  {
    targetOrder: optional(choice('The order of targets', ['rotation', 'alternation'] as const, 'traders.A07'), DEFAULT_READINGS.targetOrder),
    gangRetaliation: optional(choice('Striking back at a gang', ['combined', 'per-card'] as const, 'traders.A13'), DEFAULT_READINGS.gangRetaliation),
    retaliator: optional(choice('Who strikes back for a wounded target', ['highest', 'next-below'] as const, 'traders.A15'), DEFAULT_READINGS.retaliator),
  },
  'traders.A07',
);

const readQuestion = refine(
  shape(
    'An encounter',
    {
      attackers: readAttackers,
      crew: readCrew,
      readings: optional(readFightReadings, { ...DEFAULT_READINGS }),
      next: optional(whole('The next attacker', 0, ENCOUNTER_LIMITS.attackers - 1, 'traders.A11'), 0),
      lastTarget: nullable(rank('The last target', 'traders.A07')),
    },
    'traders.t-2',
  ),
  (q, path) => (q.next < q.attackers.length ? null : refuse('The next attacker is one of the attackers listed.', 'traders.A11', pathTo(path, 'next'))),
);

/** An encounter question as read: the readings that matter filled in, the next attacker and the last target given. */
export type EncounterAsked = ReaderValue<typeof readQuestion>;

/** The chances that the encounter is cleared, cleared unhurt, or lost. */
export function encounterOdds(q: EncounterQuestion | unknown): TradersResult<EncounterOdds> {
  const asked = read(readQuestion, q, 'attackers');
  return asked.ok ? encounterOddsOf(asked.value) : asked;
}

/** The chances of an encounter already read. */
export function encounterOddsOf(q: EncounterAsked): TradersResult<EncounterOdds> {
  const r = solveEncounter(q, false);
  if (!r.ok) return r;
  const { precision, cleared, unhurt, lost, states } = r.value;
  return ok({ precision, cleared, unhurt, lost, states }, r.trace);
}

/** As `encounterOdds`, with the chance of each officer being wounded and the expected wounds and attacks. */
export function encounterWounds(q: EncounterQuestion | unknown): TradersResult<EncounterWounds> {
  const asked = read(readQuestion, q, 'attackers');
  return asked.ok ? solveEncounter(asked.value, true) : asked;
}

const sumOf = (list: readonly Bounds[]): Bounds => ({ low: list.reduce((a, b) => a.add(b.low), ZERO), high: list.reduce((a, b) => a.add(b.high), ZERO) });
/** The tighter of two bounds on one value. */
const meet = (a: Bounds, b: Bounds): Bounds => ({ low: a.low.compare(b.low) >= 0 ? a.low : b.low, high: a.high.compare(b.high) <= 0 ? a.high : b.high });
/** Bounds on 1 − x. */
const rest = (b: Bounds): Bounds => ({ low: ONE.sub(b.high), high: ONE.sub(b.low) });

function solveEncounter(q: EncounterAsked, wounds: boolean): TradersResult<EncounterWounds> {
  const readings = q.readings;
  const model = keptEncounterModel({ attackers: q.attackers, crew: q.crew, readings });
  const left = q.attackers.map((a) => a.count);
  const from = Math.max(0, firstAliveAfter(left, q.next));
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
    // The quick solver first (one double per chance, its error bounded by counting operations); the one rounding
    // outward at every operation if a guard of the quick one trips.
    const b = solveRounded(model, start) ?? solveBounded(model, start);
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

function encounterTrace(q: EncounterAsked, readings: EncounterAsked['readings']): TradersStep[] {
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
