/**
 * The edge of deck checking: a deck list's text, a deck already read, and the
 * limits it is checked against, each read once with the CCG readers. Each
 * refusal names its rule and the dotted path of the field (`text`,
 * `deck.captains.3.count`, `limits.adventure.size`). Reading a list and
 * checking a deck (`deck.ts`) take what was read and never check it again.
 * The deck checker's link reader reads its text with `readDeckText` too.
 */
import { ok } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { choice, compact, flag, list, maybe, name, own, pathTo, record, refuse, text, whole, type Reader } from '../readers.ts';
import { MAX_COUNT, SECTION_NAMES, SECTION_RULES, type Deck, type DeckEntry, type DeckLimits, type DeckSection, type DeckSectionLimits } from './types.ts';

/** A deck list typed or pasted whole, at most `TEXT_LIMITS.deckList` characters (the checker's field and link hold the same). */
export const readDeckText: Reader<string> = text('The deck list', 'ccg.deck-list', TEXT_LIMITS.deckList);

/** The most entries a section of a deck read from outside may hold: no list within the text limit has more lines. */
const MAX_ENTRIES = TEXT_LIMITS.deckList;

/** The rules a deck limit may cite: the deck's own, or a solo challenge's. */
export const DECK_LIMIT_RULES: readonly RuleId[] = ['ccg.deck-construction', 'ccg.adventure-deck', 'ccg.captains-deck', 'ccg.solo.challenges', 'ccg.note.solo-copy-caps'];

const ruleId = (what: string, rule: RuleId): Reader<RuleId> => choice(what, DECK_LIMIT_RULES, rule);

/** The limits of one section of a deck. */
const sectionLimits = (section: 'adventure' | 'captains'): Reader<DeckSectionLimits> => {
  const words = SECTION_NAMES[section];
  const rule = SECTION_RULES[section];
  return record(`The ${words} limits must give a size and a copy limit.`, rule, (v, path) => {
    const size = whole(`The ${words} size`, 1, MAX_COUNT, rule)(own(v, 'size'), pathTo(path, 'size'));
    if (!size.ok) return size;
    const copies = whole(`The ${words} copy limit`, 1, MAX_COUNT, rule)(own(v, 'copies'), pathTo(path, 'copies'));
    if (!copies.ok) return copies;
    const hardCopyCap = maybe(whole(`The ${words} hard copy cap`, 1, MAX_COUNT, rule))(own(v, 'hardCopyCap'), pathTo(path, 'hardCopyCap'));
    if (!hardCopyCap.ok) return hardCopyCap;
    const sizeRule = maybe(ruleId(`The rule cited for the ${words} size`, rule))(own(v, 'sizeRule'), pathTo(path, 'sizeRule'));
    if (!sizeRule.ok) return sizeRule;
    const hardCapRule = maybe(ruleId(`The rule cited for the ${words} hard copy cap`, rule))(own(v, 'hardCapRule'), pathTo(path, 'hardCapRule'));
    if (!hardCapRule.ok) return hardCapRule;
    return ok(compact({ size: size.value, copies: copies.value, hardCopyCap: hardCopyCap.value, sizeRule: sizeRule.value, hardCapRule: hardCapRule.value }));
  });
};

/** The limits a deck is checked against: the standard ones, or a solo challenge's. */
export const readDeckLimits: Reader<DeckLimits> = record('The deck limits must give the adventure and captain\'s deck limits.', 'ccg.deck-construction', (v, path) => {
  const adventure = sectionLimits('adventure')(own(v, 'adventure'), pathTo(path, 'adventure'));
  if (!adventure.ok) return adventure;
  const captains = sectionLimits('captains')(own(v, 'captains'), pathTo(path, 'captains'));
  if (!captains.ok) return captains;
  const minimum = maybe(whole('The minimum of non-native adventure cards', 0, MAX_COUNT, 'ccg.solo.challenges'))(own(v, 'nonNativeAdventureMinimum'), pathTo(path, 'nonNativeAdventureMinimum'));
  if (!minimum.ok) return minimum;
  return ok(compact({ adventure: adventure.value, captains: captains.value, nonNativeAdventureMinimum: minimum.value }));
});

/** One entry of a section: a card's name, its count, the lines it is listed on, and its notes. */
const deckEntry = (section: DeckSection): Reader<DeckEntry> => {
  const words = SECTION_NAMES[section];
  return record(`Each entry of the ${words} must be an object with a card name and a count.`, 'ccg.deck-construction', (v, path) => {
    const called = name(`The card name of each entry of the ${words}`, 'ccg.deck-construction', TEXT_LIMITS.deckList)(own(v, 'name'), pathTo(path, 'name'));
    if (!called.ok) return called;
    const count = whole(`The count of ${called.value}`, 1, MAX_COUNT, 'ccg.deck-construction')(own(v, 'count'), pathTo(path, 'count'));
    if (!count.ok) return count;
    const lines = list(`The line numbers of ${called.value}`, whole(`A line number of ${called.value}`, 1, MAX_ENTRIES, 'ccg.deck-list'), 0, MAX_ENTRIES, 'ccg.deck-list')(own(v, 'lines'), pathTo(path, 'lines'));
    if (!lines.ok) return lines;
    const restricted = maybe(whole(`Restricted on ${called.value}`, 1, MAX_COUNT, 'ccg.keyword.restricted'))(own(v, 'restricted'), pathTo(path, 'restricted'));
    if (!restricted.ok) return restricted;
    const unrestricted = maybe(flag(`Whether ${called.value} is Unrestricted`, 'ccg.keyword.restricted'))(own(v, 'unrestricted'), pathTo(path, 'unrestricted'));
    if (!unrestricted.ok) return unrestricted;
    if (restricted.value !== undefined && unrestricted.value === true) {
      return refuse(`${called.value} cannot be both Restricted and Unrestricted.`, 'ccg.keyword.restricted', pathTo(path, 'unrestricted'));
    }
    const nonNative = maybe(flag(`Whether ${called.value} is non-native`, 'ccg.solo.challenges'))(own(v, 'nonNative'), pathTo(path, 'nonNative'));
    if (!nonNative.ok) return nonNative;
    return ok(compact({ name: called.value, count: count.value, lines: lines.value, restricted: restricted.value, unrestricted: unrestricted.value, nonNative: nonNative.value }));
  });
};

/** A deck already read into its sections (`parseDeckList` gives one), from outside. */
export const readDeck: Reader<Deck> = record('The deck must have ship, adventure and captains lists.', 'ccg.deck-construction', (v, path) => {
  const out: Partial<Deck> = {};
  for (const section of ['ship', 'adventure', 'captains'] as const) {
    const entries = list(`The ${SECTION_NAMES[section]} list`, deckEntry(section), 0, MAX_ENTRIES, 'ccg.deck-construction')(own(v, section), pathTo(path, section));
    if (!entries.ok) return entries;
    out[section] = entries.value;
  }
  return ok(out as Deck);
});
