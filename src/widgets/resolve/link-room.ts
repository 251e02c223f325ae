/**
 * How much of the link the resolution check may still fill. The link reader
 * refuses an encoded state over the kit's 20,000-character cap, so the tool
 * refuses any edit that would pass it (`fitsLink`), and an Add button is
 * disabled, with the reason, when the row it adds would not fit. Pure; no DOM.
 */
import { encodeState } from '../kit/url-codec.ts';

/**
 * The link reader's cap (the kit's `MAX_ENCODED_LENGTH`, which this tool's
 * schema keeps). Written out rather than imported so that every tool page's
 * shared code does not grow for this one tool; a unit test holds the two equal.
 */
export const LINK_MAX = 20_000;

const lengths = new WeakMap<object, number>();

/** Characters of the encoded state a link holds (what the reader measures); each state object is measured once (the tool makes a new state for every edit and never changes one it has measured). */
export function linkLength(state: unknown): number {
  if (typeof state !== 'object' || state === null) return encodeState(state).length;
  let n = lengths.get(state);
  if (n === undefined) lengths.set(state, (n = encodeState(state).length));
  return n;
}

export const fitsLink = (state: unknown): boolean => linkLength(state) <= LINK_MAX;

/** Whether a row of this shape, added to a list, stays within `room` characters of link (base64 takes 4 characters for 3 bytes). */
export function rowFits(room: number, row: unknown): boolean {
  const bytes = new TextEncoder().encode(JSON.stringify(row)).length + 1;
  return Math.ceil((bytes * 4) / 3) + 4 <= room;
}

export const LINK_FULL = `The link would pass ${LINK_MAX.toLocaleString('en')} characters, which it could not be reopened from: remove something first.`;
