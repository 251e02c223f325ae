/**
 * A roll-off as the table names it: on each side, who takes part (an
 * officer, a villain, a ship, or a card whose power is typed) and how many of
 * that card. The engine looks up each printed power, counts a gang's cards,
 * and picks the rule the contest is fought under; the odds are the roll-off's
 * (`roll-off.ts`). A refusal names the row it comes from (`a.1.power`).
 */
import { choice, list, optional, read, refine, refuse, shape, whole, type Reader } from '../input/index.ts';
import type { TradersResult, TradersRuleId } from '../rules/index.ts';
import { CAST, castMember, OTHER, ROLL_OFF_LIMITS } from '../tables/index.ts';
import { rollOffOf, type RollOffSide, type RollOffValue } from './roll-off.ts';

/** One row of a side: someone of the cast (or `other`, with the power typed) and how many of that card. */
export interface ContestRow {
  who: string;
  count: number;
  /** Read only for `other`: the power of a card not in the cast. */
  power?: number;
}

export interface Contest {
  a: readonly ContestRow[];
  b: readonly ContestRow[];
}

const cardsOn = (rows: readonly ContestRow[]): number => rows.reduce((n, r) => n + r.count, 0);

/** The rule a contest is fought under: ships shoot at each other (T-4-d); two or more cards on a side are a gang (T-2); else one attack (T-2-b). */
export function contestRule(c: Contest): TradersRuleId {
  if ([...c.a, ...c.b].some((r) => castMember(r.who)?.ship)) return 'traders.t-4-d';
  if (cardsOn(c.a) > 1 || cardsOn(c.b) > 1) return 'traders.t-2-gang';
  return 'traders.t-2-b';
}

const WHO = [...CAST.map((m) => m.key), OTHER];

function readRow(rule: TradersRuleId): Reader<ContestRow> {
  const row = shape(
    'A row',
    {
      who: choice('Who rolls', WHO, rule),
      count: whole('How many of that card', 1, ROLL_OFF_LIMITS.count, rule),
      power: optional<number | undefined>(whole('A power', -ROLL_OFF_LIMITS.power, ROLL_OFF_LIMITS.power, rule), undefined),
    },
    rule,
  ) as Reader<ContestRow>;
  return refine(row, (r, path) => (r.who === OTHER && r.power === undefined ? refuse(`A card not in the list needs its power, a whole number from -${ROLL_OFF_LIMITS.power} to ${ROLL_OFF_LIMITS.power}.`, rule, `${path}.power`) : null));
}

function readSide(rule: TradersRuleId): Reader<ContestRow[]> {
  const rows = list('A side', readRow(rule), 0, ROLL_OFF_LIMITS.powers, rule);
  return refine(rows, (r, path) => (cardsOn(r) > ROLL_OFF_LIMITS.powers ? refuse(`A side holds at most ${ROLL_OFF_LIMITS.powers} cards.`, rule, path) : null));
}

/** A side as the roll-off takes it: one power per card. */
const powersOf = (rows: readonly ContestRow[], label: string): RollOffSide => ({
  label,
  powers: rows.flatMap((r) => Array.from({ length: r.count }, () => (r.who === OTHER ? (r.power ?? 0) : (castMember(r.who)?.power ?? 0)))),
});

/**
 * The exact odds of a contest between two sides named by who takes part
 * (A10, A12, A14), under the rule that fits who they are. `labels` name the
 * sides in the steps.
 */
export function contest(input: unknown, labels: { a: string; b: string } = { a: 'Side A', b: 'side B' }): TradersResult<RollOffValue> {
  // Which rule a refusal cites depends on who is there; read first under the plain attack's rule, which any contest falls under.
  const plain: TradersRuleId = 'traders.t-2-b';
  const c = read(shape('A contest', { a: readSide(plain), b: readSide(plain) }, plain), input);
  if (!c.ok) return c;
  return rollOffOf(powersOf(c.value.a, labels.a), powersOf(c.value.b, labels.b), contestRule(c.value));
}
