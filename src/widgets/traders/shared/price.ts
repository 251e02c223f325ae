/** A price typed in MC, read as whole units of 1,000 Cr without floating point. Pure. */
import type { Parsed } from '../../kit/numbers.ts';

/** The longest price the field takes, in characters. */
export const MAX_PRICE_TEXT = 12;
/** No price in the game reaches 16 MC (Medicine at ×1.8 is 15.3 MC). */
export const MAX_PRICE_UNITS = 20_000;

/**
 * A price typed in MC ("0.55", "1,2", "3 MC") as whole units of 1,000 Cr,
 * read digit by digit (no floating point): or the message for the field.
 */
export function parsePrice(text: string): Parsed<number | null> {
  const t = text.trim().replace(/\s*mc$/i, '').replace(',', '.');
  if (t === '') return { ok: true, value: null };
  const m = /^(\d{1,3})(?:\.(\d{0,3}))?$|^\.(\d{1,3})$/.exec(t);
  if (!m) return { ok: false, error: /\.\d{4,}/.test(t) ? 'Prices go to thousandths of an MC (1,000 Cr) at most.' : 'Type a price in MC, such as 0.55 or 2.' };
  const whole = Number(m[1] ?? '0');
  const part = (m[2] ?? m[3] ?? '').padEnd(3, '0');
  const units = whole * 1000 + Number(part);
  if (units > MAX_PRICE_UNITS) return { ok: false, error: 'No Patron names a price above 20 MC.' };
  return { ok: true, value: units };
}


/** Units of 1,000 Cr as a price field shows them: "0.32", "8.5", "2" (what `parsePrice` reads back). */
export function formatPrice(units: number): string {
  const whole = Math.floor(units / 1000);
  const part = String(units % 1000).padStart(3, '0').replace(/0+$/, '');
  return part ? `${whole}.${part}` : String(whole);
}
