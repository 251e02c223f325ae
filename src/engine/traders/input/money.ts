/**
 * A price as a person types it in MC ("0.55", "1,2", "3 MC"), read digit by
 * digit into whole units of 1,000 Cr (A37; no floating point), and written
 * back the same way. The field, its link and the engine all read it here, so
 * the longest text and the dearest price are one number each.
 */
import { err, ok, type TradersResult, type TradersRuleId } from '../rules/index.ts';
import { formatMoney, HIGHEST_PRICE } from '../tables/index.ts';
import { text, type Reader } from './readers.ts';

/** The longest price text a field takes (and a link holds), in characters. */
export const PRICE_TEXT_MAX = 12;

/** A typed price as units (null when the text is blank), or the sentence to show beside the field. */
export function readPriceText(typed: string, rule: TradersRuleId = 'traders.A37', field?: string): TradersResult<number | null> {
  const t = typed.trim().replace(/\s*mc$/i, '').replace(',', '.');
  if (t === '') return ok(null);
  const m = /^(\d{1,3})(?:\.(\d{0,3}))?$|^\.(\d{1,3})$/.exec(t);
  if (!m) return err(/\.\d{4,}/.test(t) ? 'Prices go to thousandths of an MC (1,000 Cr) at most.' : `A price is a number of MC from 0 to ${formatMoney(HIGHEST_PRICE)}, to thousandths at most (such as 0.55).`, rule, field);
  const units = Number(m[1] ?? '0') * 1000 + Number((m[2] ?? m[3] ?? '').padEnd(3, '0'));
  if (units > HIGHEST_PRICE) return err(`No Patron names a price above ${formatMoney(HIGHEST_PRICE)}.`, 'traders.t-3-market', field);
  return ok(units);
}

/** A price text as a link holds it: text of at most PRICE_TEXT_MAX characters, kept as typed (it is read when used). */
export const priceField = (what: string): Reader<string> => text(what, 'traders.A37', PRICE_TEXT_MAX);

/** Units as a price field shows them: "0.32", "8.5", "2" (what `readPriceText` reads back). */
export const priceText = (units: number): string => formatMoney(units).replace(/ MC$/, '');
