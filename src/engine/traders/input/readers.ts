/**
 * The kernel's readers (`core/read.ts`) bound to the Traders rule registry,
 * and the few readers every Traders entry point shares: a rank, goods, a
 * side of the market, an officer's power, an amount of money. Every Traders
 * entry point that takes input from outside reads it with these, once, at
 * the edge; inner stages take the typed value.
 */
import * as core from '../../core/read.ts';
import * as structure from '../../core/read-structure.ts';
import { pathTo, type Reader as CoreReader, type Readers } from '../../core/read.ts';
import type { TradersResult, TradersRuleId } from '../rules/index.ts';
import { GOODS_KEYS, OFFICER_POWER, RANKS, STARSHIP_KEYS, VILLAIN_KEYS, type MarketSide } from '../tables/index.ts';

export type Reader<T> = CoreReader<T, TradersRuleId>;
export type { ReaderValue } from '../../core/read.ts';
export { pathTo };

/** The kernel's functions, each typed with the Traders rule ids (nothing is built at load, so a bundle keeps only those it calls). */
type Trd = Readers<TradersRuleId>;
export const refuse: Trd['refuse'] = core.refuse;
export const whole: Trd['whole'] = core.whole;
export const choice: Trd['choice'] = core.choice;
export const matching: Trd['matching'] = core.matching;
export const flag: Trd['flag'] = core.flag;
export const label: Trd['label'] = core.label;
export const text: Trd['text'] = core.text;
export const optional: Trd['optional'] = core.optional;
export const nullable: Trd['nullable'] = core.nullable;
export const list: Trd['list'] = core.list;
export const shape: Trd['shape'] = structure.shape;
export const keyed: Trd['keyed'] = structure.keyed;
export const variant: Trd['variant'] = structure.variant;
export const refine: Trd['refine'] = structure.refine;
export const guarded: Trd['guarded'] = structure.guarded;

/** An object with exactly the named fields; any other key is refused by name (the kernel's `closed`). */
export const closed = <S extends Record<string, Reader<unknown>>>(what: string, fields: S, rule: TradersRuleId) => structure.closed(what, fields, rule);

/**
 * Reads a whole input at the root; a refusal of the root itself (not an
 * object, say) names `root` as its field when one is given.
 */
export function read<T>(reader: Reader<T>, input: unknown, root?: string): TradersResult<T> {
  const r = reader(input, '');
  return r.ok || r.field !== undefined || root === undefined ? r : { ...r, field: root };
}

/** The four ranks, by the name the engine gives them. */
export const rank = (what: string, rule: TradersRuleId) => choice(what, RANKS, rule);
export const goods = (what: string, rule: TradersRuleId = 'traders.t-3-merchandise') => choice(what, GOODS_KEYS, rule);
export const villain = (what: string, rule: TradersRuleId = 'traders.t-0-deck-encounter') => choice(what, VILLAIN_KEYS, rule);
export const starship = (what: string, rule: TradersRuleId = 'traders.t-0-deck-starship') => choice(what, STARSHIP_KEYS, rule);
export const side: Reader<MarketSide> = choice('The market side', ['buy', 'sell'] as const, 'traders.t-3');
/** The actual power of an officer: the listed one, or one off it for a replacement (t-3-d-iii). */
export const officerPower = (what: string, rule: TradersRuleId) => whole(what, OFFICER_POWER.min, OFFICER_POWER.max, rule);
/** The power of the highest-ranking active officer, who haggles at the market (A35). */
export const leaderPower: Reader<number> = officerPower("The leader's power", 'traders.A35');
/** An amount of money in whole units of 1,000 Cr (A37), at most `max`. */
export const units = (what: string, max: number, rule: TradersRuleId = 'traders.A37') => whole(what, 0, max, rule);
