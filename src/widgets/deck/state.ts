/** The deck checker's state (what is in the URL) and its reader, which reads the list with the engine's own reader. */
import type { Parsed } from '../kit/numbers.ts';
import { afterColon, urlSchema } from '../kit/url-state.ts';
import { own, pathTo, record, refuse } from '../../engine/core/read.ts';
import { isRecord } from '../../engine/core/validate.ts';
import { ok } from '../../engine/core/result.ts';
import { TEXT_LIMITS, type RuleId } from '../../engine/ccg/index.ts';
import { readDeckText } from '../../engine/ccg/deck/index.ts';
import { keepingEdition, readEditionSetting } from '../edition/link.ts';

export interface DeckCheckerState {
  text: string;
  /** The Rules Reference edition cited, or both side by side; left out for the later edition (`edition/ui.tsx`). */
  edition?: 'earlier' | 'compare';
}

/** The engine's limit: the field keeps no more, the link reader reads no more, the engine checks no more. */
export const MAX_DECK_TEXT = TEXT_LIMITS.deckList;

const RULE: RuleId = 'ccg.deck-list';

/** A deck checker's link: the list, read by the engine's own reader (its refusal keeps the engine's rule and the field `text`), and the edition setting. */
export const DECK_READER = record<DeckCheckerState, RuleId>('It does not hold a deck list.', RULE, (raw, path) => {
  const text = readDeckText(own(raw, 'text'), pathTo(path, 'text'));
  if (!text.ok) return refuse(`It does not hold a deck list we can read: ${afterColon(text.error)}`, text.rule, pathTo(path, 'text'));
  const edition = readEditionSetting(own(raw, 'edition'));
  if (!edition.ok) return refuse(edition.error, RULE, pathTo(path, 'edition'));
  return ok({ text: text.value, ...(edition.value ? { edition: edition.value } : {}) });
});

/**
 * A deck checker's link read: the state, or the refusal's sentence as said
 * after "This link could not be read:", with its rule and field. A list the
 * checker cannot take whole (too long, or not text) is refused beside the
 * list's field, which holds what of it fits, so the reader can see and fix it.
 */
export function parseDeckCheckerState(raw: unknown): Parsed<DeckCheckerState> {
  const r = DECK_READER(raw, '');
  if (r.ok) return { ok: true, value: r.value };
  const refused = { ok: false as const, error: afterColon(r.error), rule: r.rule, ...(r.field !== undefined && { field: r.field }) };
  if (r.field !== 'text') return refused;
  const given = isRecord(raw) ? own(raw, 'text') : undefined;
  const text = typeof given === 'string' ? given.slice(0, MAX_DECK_TEXT) : '';
  const kept = text === '' ? 'The list field below is empty, with the reason beside it.' : `The list field below holds its first ${MAX_DECK_TEXT} characters, with the reason beside it.`;
  const beside = readDeckText(given, 'text');
  return { ...refused, instead: { state: { text }, says: kept, at: 'text', error: beside.ok ? r.error : beside.error } };
}

/**
 * The longest link a list within `MAX_DECK_TEXT` can make: in JSON a character
 * takes at most 6 bytes (a control character written `\u0001`), and base64
 * writes 4 characters for every 3 bytes; the longest edition setting comes
 * with it.
 */
export const MAX_DECK_LINK = Math.ceil((MAX_DECK_TEXT * 6 + '{"text":"","edition":"compare"}'.length) / 3) * 4;

export const DECK_URL = urlSchema(keepingEdition(parseDeckCheckerState), {
  maxLength: MAX_DECK_LINK,
  maxDepth: 2,
});
