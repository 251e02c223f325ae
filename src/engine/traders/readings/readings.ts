/**
 * The reading switches: where the rule book can be read two ways (or is silent)
 * and the choice changes play, the game and the tools take an options object.
 * The defaults are our recommended readings; `emptyFlights` is a house rule,
 * not a reading of the book, and is labelled so.
 */
import { closed, optional, refuse, type Reader } from '../input/index.ts';
import { ok, step, type TradersResult, type TradersStep } from '../rules/index.ts';
import type { TradersNoteId, TradersRuleId } from '../rules/index.ts';

export interface Readings {
  /** A06: after stop 12 the route starts again (endless) or play ends after a sale there (one circuit). */
  route: 'endless' | 'one-circuit';
  /** A07: attacks rotate down the ranks, or go to the highest active officer other than the last target. */
  targetOrder: 'rotation' | 'alternation';
  /** A13: one combined strike back at a gang, or the lead officer against each card. */
  gangRetaliation: 'combined' | 'per-card';
  /** A15: who strikes back for a wounded target: the highest active officer, or the next active one below the target. */
  retaliator: 'highest' | 'next-below';
  /** A23: the first offer must be taken, or may be turned down like any other. */
  firstOffer: 'forced' | 'free';
  /** A26 (house rule): the crew may take off without buying a lot. */
  emptyFlights: boolean;
}

export type ReadingKey = keyof Readings;

export const DEFAULT_READINGS: Readonly<Readings> = /* @__PURE__ */ Object.freeze({
  route: 'endless',
  targetOrder: 'rotation',
  gangRetaliation: 'combined',
  retaliator: 'highest',
  firstOffer: 'forced',
  emptyFlights: false,
});

export interface ReadingOption<V> {
  value: V;
  label: string;
  explanation: string;
  recommended: boolean;
}

export interface ReadingInfo<K extends ReadingKey = ReadingKey> {
  key: K;
  note: TradersNoteId;
  rule: TradersRuleId;
  label: string;
  /** True for a switch that is not a reading of the rule book at all. */
  houseRule: boolean;
  options: readonly ReadingOption<Readings[K]>[];
}

/** Every switch, in the order the site shows them. */
export const READING_INFO: { readonly [K in ReadingKey]: ReadingInfo<K> } = {
  route: {
    key: 'route',
    note: 'A06',
    rule: 'traders.A06',
    label: 'End of the route',
    houseRule: false,
    options: [
      { value: 'endless', label: 'Endless', explanation: 'After Regina the route starts over; play goes on until the money or the crew runs out.', recommended: true },
      { value: 'one-circuit', label: 'One circuit', explanation: 'Play stops after the first sale made at the last stop (Regina) or beyond, scored by how far the ship got.', recommended: false },
    ],
  },
  targetOrder: {
    key: 'targetOrder',
    note: 'A07',
    rule: 'traders.A07',
    label: 'Order of targets',
    houseRule: false,
    options: [
      { value: 'rotation', label: 'Rotation', explanation: 'Each attack goes to the next active officer below the one attacked last, back to the Captain after the lowest.', recommended: true },
      { value: 'alternation', label: 'Alternation', explanation: 'Each attack goes to the highest-ranking active officer who was not the last target, so the Captain and the 1st Officer take turns.', recommended: false },
    ],
  },
  gangRetaliation: {
    key: 'gangRetaliation',
    note: 'A13',
    rule: 'traders.A13',
    label: 'Striking back at a gang',
    houseRule: false,
    options: [
      { value: 'combined', label: 'Combined', explanation: 'The defenders make one roll together against the whole gang; success removes every card of it.', recommended: true },
      { value: 'per-card', label: 'Card by card', explanation: 'The lead officer alone rolls against each card of the gang; each success removes that card.', recommended: false },
    ],
  },
  retaliator: {
    key: 'retaliator',
    note: 'A15',
    rule: 'traders.A15',
    label: 'Who strikes back for a wounded target',
    houseRule: false,
    options: [
      { value: 'highest', label: 'Highest rank', explanation: 'The highest-ranking active officer strikes back.', recommended: true },
      { value: 'next-below', label: 'Next below', explanation: 'The first active officer below the wounded one strikes back, wrapping round to the Captain.', recommended: false },
    ],
  },
  firstOffer: {
    key: 'firstOffer',
    note: 'A23',
    rule: 'traders.A23',
    label: 'The first offer',
    houseRule: false,
    options: [
      { value: 'forced', label: 'Must be taken', explanation: 'The stake is whatever the first Patron asks, so the first offer is always bought.', recommended: true },
      { value: 'free', label: 'May be refused', explanation: 'The crew may look for another Patron; the stake is the price of the offer it takes.', recommended: false },
    ],
  },
  emptyFlights: {
    key: 'emptyFlights',
    note: 'A26',
    rule: 'traders.A26',
    label: 'Flying without cargo (house rule, not in the rule book)',
    houseRule: true,
    options: [
      { value: false, label: 'No', explanation: 'As written: a lot is bought before every take-off.', recommended: true },
      { value: true, label: 'Yes (house rule)', explanation: 'The crew may take off without buying; on arrival with no cargo the selling phases are skipped.', recommended: false },
    ],
  },
};

export const READING_KEYS = /* @__PURE__ */ Object.keys(READING_INFO) as ReadingKey[];

/** A switch's value as a URL or a saved game holds it: one of its options (the house rule also as 'true' or 'false'). */
function readSwitch<K extends ReadingKey>(k: K): Reader<Readings[K]> {
  const info = READING_INFO[k] as ReadingInfo<ReadingKey>;
  return (raw, path) => {
    const value = k === 'emptyFlights' && (raw === 'true' || raw === 'false') ? raw === 'true' : raw;
    const option = info.options.find((o) => o.value === value);
    return option ? ok(option.value as Readings[K]) : refuse(`The switch ${info.label} takes ${info.options.map((o) => String(o.value)).join(' or ')}.`, info.rule, path);
  };
}

const readSwitches = closed(
  'The readings',
  Object.fromEntries(READING_KEYS.map((k) => [k, optional(readSwitch(k), DEFAULT_READINGS[k])])) as { [K in ReadingKey]: Reader<Readings[K]> },
  'traders.A06',
);

/**
 * Readings from untrusted input (a URL, a saved game): missing keys take the
 * default, an unknown key or a value off the list is refused with its field.
 * `'true'`/`'false'` strings are accepted for the house rule.
 */
export function parseReadings(input: unknown): TradersResult<Readings> {
  if (input === undefined || input === null) return ok({ ...DEFAULT_READINGS });
  const r = readSwitches(input, 'readings');
  if (!r.ok) return r;
  const out: Readings = r.value;
  const trace: TradersStep[] = changedReadings(out).map((k) => step(`${READING_INFO[k].label}: ${String(out[k])} (not the recommended reading).`, READING_INFO[k].rule));
  return ok(out, trace);
}

/** The switches that differ from the recommended set. */
export function changedReadings(readings: Readings): ReadingKey[] {
  return READING_KEYS.filter((k) => readings[k] !== DEFAULT_READINGS[k]);
}
