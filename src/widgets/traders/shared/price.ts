/**
 * A price typed in MC, as the fields show it: the engine reads it
 * (`engine/traders/input/money.ts`: one limit for the field, the link and
 * the engine), and this gives the field its sentence. Pure.
 */
import { priceText, readPriceText } from '../../../engine/traders/input/index.ts';
import { HIGHEST_PRICE } from '../../../engine/traders/tables/index.ts';
import type { Parsed } from '../../kit/numbers.ts';


/** A price typed in MC ("0.55", "1,2", "3 MC") as whole units of 1,000 Cr (null when blank), or the message for the field. */
export function parsePrice(text: string): Parsed<number | null> {
  const r = readPriceText(text);
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
}

/** Units of 1,000 Cr as a price field shows them: "0.32", "8.5", "2" (what `parsePrice` reads back). */
export const formatPrice = priceText;

/** What a price field says under itself: its limits (the same the engine's reader holds). */
export const PRICE_HINT = `Optional: 0 to ${priceText(HIGHEST_PRICE)} MC, to thousandths`;
