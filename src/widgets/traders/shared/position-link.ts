/**
 * A calculator opened from a described position: the link holds
 * `{ position: <code> }` (the engine's position code) instead of the tool's
 * own state. The engine reads and checks the position and gives its facts
 * (the stop, the lot, the leader's power, who is active, the damage); each
 * calculator makes its own state from them, and from then on writes that
 * state to the address as usual (`position-href.ts` writes such a link).
 * Pure; no DOM.
 */
import { isRecord } from '../../../engine/core/validate.ts';
import { checkPosition, decodePosition, DEFAULT_READINGS, positionFacts, type PositionFacts } from '../../../engine/traders/index.ts';
import type { Parsed } from '../../kit/numbers.ts';
import { formatPrice } from './price.ts';

/**
 * A link carries no readings; flying without cargo (a house rule) is allowed
 * so a position from such a game opens too. The other switches only narrow
 * what a position may be.
 */
const LINK_READINGS = { ...DEFAULT_READINGS, emptyFlights: true };

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The facts of the position a link holds; null when the link holds no position (it is the tool's own state). */
export function readPositionLink(raw: unknown): Parsed<PositionFacts> | null {
  if (!isRecord(raw) || !('position' in raw)) return null;
  if (Object.keys(raw).length !== 1) return { ok: false, error: 'it mixes a described position with other settings.' };
  const shape = decodePosition(raw.position);
  if (!shape.ok) return { ok: false, error: `its described position cannot be read: ${lower(shape.error)}` };
  const checked = checkPosition(shape.value, LINK_READINGS);
  if (!checked.ok) return { ok: false, error: `its described position is not one the rules allow: ${lower(checked.error)}` };
  return { ok: true, value: positionFacts(checked.value) };
}

/** A price paid as the price fields show it ("0.32"). */
export const paidText = (units: number): string => formatPrice(units);
