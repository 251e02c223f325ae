/** The deck checker's state (what is in the URL) and its reader, which reads the list with the engine's own reader. */
import type { Parsed } from '../kit/numbers.ts';
import { urlSchema } from '../kit/url-state.ts';
import { TEXT_LIMITS } from '../../engine/ccg/index.ts';
import { readDeckText } from '../../engine/ccg/deck/index.ts';
import { readEditionSetting } from '../edition/link.ts';

export interface DeckCheckerState {
  text: string;
  /** The Rules Reference edition cited, or both side by side; left out for the later edition (`edition/ui.tsx`). */
  edition?: 'earlier' | 'compare';
}

/** The engine's limit: the field keeps no more, the link reader reads no more, the engine checks no more. */
export const MAX_DECK_TEXT = TEXT_LIMITS.deckList;

export function parseDeckCheckerState(raw: unknown): Parsed<DeckCheckerState> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'it does not hold a deck list.' };
  const text = readDeckText((raw as { text?: unknown }).text, 'text');
  if (!text.ok) return { ok: false, error: `it does not hold a deck list we can read: ${text.error.charAt(0).toLowerCase()}${text.error.slice(1)}` };
  const edition = readEditionSetting((raw as { edition?: unknown }).edition);
  if (!edition.ok) return edition;
  return { ok: true, value: { text: text.value, ...(edition.value ? { edition: edition.value } : {}) } };
}

/**
 * The longest link a list within `MAX_DECK_TEXT` can make: in JSON a character
 * takes at most 6 bytes (a control character written `\u0001`), and base64
 * writes 4 characters for every 3 bytes; the longest edition setting comes
 * with it.
 */
export const MAX_DECK_LINK = Math.ceil((MAX_DECK_TEXT * 6 + '{"text":"","edition":"compare"}'.length) / 3) * 4;

export const DECK_URL = urlSchema(parseDeckCheckerState, {
  maxLength: MAX_DECK_LINK,
  maxDepth: 2,
});
