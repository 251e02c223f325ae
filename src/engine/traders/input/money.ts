/**
 * A price as a person types it in MC ("0.55", "1,2", "3 MC"), read digit by
 * digit into whole units of 1,000 Cr (A37; no floating point), and written
 * back the same way. The field, its link and the engine all read it here, so
 * the longest text and the dearest price are one number each. Money on hand
 * (a described position) is read the same way, below the goal.
 */
import { err, ok, type TradersResult, type TradersRuleId } from '../rules/index.ts';
import { formatMoney, GOAL, HIGHEST_PRICE, MC } from '../tables/index.ts';
import { text, type Reader } from './readers.ts';

/** The longest price text a field takes (and a link holds), in characters. */
export const PRICE_TEXT_MAX = 12;

/** MC as typed, read digit by digit: units, or why it is not an amount ('form': not a number to thousandths; 'digits': past thousandths). */
function unitsOfText(typed: string, wholeDigits: number): { ok: true; units: number | null } | { ok: false; why: 'form' | 'digits' } {
  const t = typed.trim().replace(/\s*mc$/i, '').replace(',', '.');
  if (t === '') return { ok: true, units: null };
  const m = new RegExp(`^(\\d{1,${wholeDigits}})(?:\\.(\\d{0,3}))?$|^\\.(\\d{1,3})$`).exec(t);
  if (!m) return { ok: false, why: /\.\d{4,}/.test(t) ? 'digits' : 'form' };
  return { ok: true, units: Number(m[1] ?? '0') * 1000 + Number((m[2] ?? m[3] ?? '').padEnd(3, '0')) };
}

/** A typed price as units (null when the text is blank), or the sentence to show beside the field. */
export function readPriceText(typed: string, rule: TradersRuleId = 'traders.A37', field?: string): TradersResult<number | null> {
  const r = unitsOfText(typed, 3);
  if (!r.ok) return err(r.why === 'digits' ? 'Prices go to thousandths of an MC (1,000 Cr) at most.' : `A price is a number of MC from 0 to ${formatMoney(HIGHEST_PRICE)}, to thousandths at most (such as 0.55).`, rule, field);
  if (r.units !== null && r.units > HIGHEST_PRICE) return err(`No Patron names a price above ${formatMoney(HIGHEST_PRICE)}.`, 'traders.t-3-market', field);
  return ok(r.units);
}

/**
 * The money on hand of a described position, typed in MC: from 0 up to just
 * below the goal (reaching the goal ends the game, t-7-win), to thousandths.
 */
export function readMoneyOnHandText(typed: string, field?: string): TradersResult<number> {
  const most = formatMoney(GOAL - 1);
  const r = unitsOfText(typed, String(GOAL / MC).length);
  if (!r.ok) return err(r.why === 'digits' ? 'Money on hand goes to thousandths of an MC (1,000 Cr) at most.' : `Money on hand is a number of MC from 0 to ${most}, to thousandths at most (such as 1.25).`, 'traders.A37', field);
  if (r.units === null) return err(`Type the money on hand, in MC: 0 to ${most}.`, 'traders.A37', field);
  if (r.units >= GOAL) return err(`Money on hand stays below ${formatMoney(GOAL)}: reaching ${formatMoney(GOAL)} wins the game.`, 'traders.t-7-win', field);
  return ok(r.units);
}

/** A price text as a link holds it: text of at most PRICE_TEXT_MAX characters, kept as typed (it is read when used). */
export const priceField = (what: string): Reader<string> => text(what, 'traders.A37', PRICE_TEXT_MAX);

/** Units as a price field shows them: "0.32", "8.5", "2" (what `readPriceText` reads back). */
export const priceText = (units: number): string => formatMoney(units).replace(/ MC$/, '');
