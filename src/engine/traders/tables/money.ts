/**
 * Money in whole units of 1,000 Cr (A37): 0.1 MC is 100, 73 MC is 73000. No
 * price or cost in the game needs a smaller unit, so no float ever holds money.
 */

/** Units per MegaCredit. */
export const MC = 1000;

/** The goal (t-0-intro, t-7-win): 73 MC. */
export const GOAL = 73 * MC;

/** "0.55 MC", "73 MC", "-0.1 MC": the MC value with no trailing zeros. */
export function formatMoney(units: number): string {
  if (!Number.isInteger(units)) return `${units} units`;
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const whole = Math.floor(abs / MC);
  const part = String(abs % MC).padStart(3, '0').replace(/0+$/, '');
  return `${sign}${whole}${part ? `.${part}` : ''} MC`;
}

/** Credits written out in full: 550 → "550,000 Cr" (grouped by hand, so no locale is consulted). */
export function formatCredits(units: number): string {
  const digits = String(Math.abs(units * 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${units < 0 ? '-' : ''}${digits} Cr`;
}
