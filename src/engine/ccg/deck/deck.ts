/**
 * Deck lists: read a typed or pasted list, then check it against the deck
 * construction rules (one ship, 20 adventure cards at most 2 of each, 60
 * captain's cards at most 3 of each; Restricted (X) and Unrestricted change the
 * copy cap) or against modified limits such as the solo challenges.
 *
 * We have no card database, so the list itself says what each card is: the
 * section a card is listed under gives its deck, and bracketed notes after a
 * name give the keywords that matter here. The format (also shown on the
 * deck construction page, `ccg.deck-list`):
 *
 *   # a comment; blank lines are ignored
 *   Ship: Type S Scout            (or a "Ship" header line, then the ship)
 *   Adventure deck (20)           (header; "Adventure", "Adventure cards:" work too)
 *   2 Group Package
 *   Customs Inspection x2         (also "2x Name", "x2 Name", "Name x 2"; no count = 1)
 *   Captain's deck                ("Captains", "Captain's cards", "## Captain's deck" work too)
 *   - 3 Time is Money             (list bullets -, *, +, • are ignored)
 *   3 Some Card [Restricted 2]    (also [Restricted (2)], [Unrestricted], [non-native])
 *   1 Other Card # trailing comments after a space are ignored
 *
 * `[non-native]` marks an adventure card whose contract needs a capability
 * the ship lacks; only the solo challenge about such cards reads it. Names are
 * compared without regard to case, spacing or curly quotes; a card listed on
 * several lines has its counts added.
 */
import { plural } from '../../core/text.ts';
import { normaliseName } from '../cards/index.ts';
import { ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { readDeck, readDeckLimits, readDeckText } from './read-deck.ts';
import {
  MAX_COUNT,
  SECTION_NAMES,
  SECTION_RULES,
  STANDARD_DECK_LIMITS,
  type Deck,
  type DeckEntry,
  type DeckLimits,
  type DeckProblem,
  type DeckReport,
  type DeckSection,
  type DeckSectionLimits,
  type ParsedDeckList,
} from './types.ts';

// ---------------------------------------------------------------------------
// Reading a list

const HEADER =
  /^[[(=*_\s-]*(ships?|adventures?|captain(?:['\u2019]?s)?)(\s+(?:decks?|cards?))?\s*(\(\s*\d+\s*\)|\d+)?\s*[\])=*_\s-]*(?::\s*(.*))?$/i;

/**
 * A section header, with any entry written after its colon. A bare count
 * needs the word deck or cards ("Adventure deck 20"), so that a card named
 * "Adventure 2" is not taken for a header.
 */
function readHeader(text: string): { section: DeckSection; rest: string } | undefined {
  const m = HEADER.exec(text);
  if (!m) return undefined;
  const [, word = '', kind, count] = m;
  if (count !== undefined && /^\d+$/.test(count) && kind === undefined) return undefined;
  const w = word.toLowerCase();
  const section: DeckSection = w.startsWith('ship') ? 'ship' : w.startsWith('adventure') ? 'adventure' : 'captains';
  return { section, rest: (m[4] ?? '').trim() };
}

interface Annotations {
  restricted?: number;
  unrestricted?: boolean;
  nonNative?: boolean;
}

function readAnnotations(tokens: readonly string[], line: number, problems: DeckProblem[]): Annotations {
  const out: Annotations = {};
  for (const raw of tokens) {
    const token = raw.trim();
    if (token === '') continue;
    const restricted = /^restricted\s*(?:\(\s*(\d+)\s*\)|[:=]?\s*(\d+))?$/i.exec(token);
    if (restricted) {
      const digits = restricted[1] ?? restricted[2];
      const x = digits === undefined ? NaN : Number(digits);
      if (!Number.isSafeInteger(x) || x < 1) {
        problems.push({ message: `Line ${line}: Restricted needs the number of copies allowed, as in [Restricted 2].`, rule: 'ccg.keyword.restricted', line, lines: [line] });
      } else {
        out.restricted = x;
      }
    } else if (/^unrestricted$/i.test(token)) {
      out.unrestricted = true;
    } else if (/^non[-\s]?native$/i.test(token)) {
      out.nonNative = true;
    } else {
      problems.push({
        message: `Line ${line}: the note [${token}] is not one we read; use [Restricted N], [Unrestricted] or [non-native].`,
        rule: 'ccg.deck-list',
        line,
        lines: [line],
      });
    }
  }
  if (out.restricted !== undefined && out.unrestricted) {
    problems.push({ message: `Line ${line}: a card cannot be both Restricted and Unrestricted.`, rule: 'ccg.keyword.restricted', line, lines: [line] });
    delete out.unrestricted;
  }
  return out;
}

interface LineEntry {
  name: string;
  count: number;
  notes: Annotations;
}

/** One card line; undefined (with a problem recorded) when it cannot be read. */
function readEntry(text: string, line: number, problems: DeckProblem[]): LineEntry | undefined {
  let body = text.trim();
  const tokens: string[] = [];
  for (let m = /\s*\[([^[\]]*)\]\s*$/.exec(body); m; m = /\s*\[([^[\]]*)\]\s*$/.exec(body)) {
    tokens.unshift(...(m[1] ?? '').split(/[,;]/));
    body = body.slice(0, m.index).trim();
  }
  const report = (message: string, rule: RuleId = 'ccg.deck-list') => {
    problems.push({ message: `Line ${line}: ${message}`, rule, line, lines: [line] });
    return undefined;
  };
  if (/[[\]]/.test(body)) return report('notes in square brackets go after the card name, and each [ needs its ].');
  if (/^[-\u2212]\s*\d/.test(body)) return report('a count must be a whole number of 1 or more.', 'ccg.deck-construction');

  let count: number | undefined;
  let name = body;
  const leading = /^(\d+)\s*[x\u00d7*]?\s+(\S.*)$/i.exec(body) ?? /^[x\u00d7*](\d+)\s+(\S.*)$/i.exec(body);
  if (leading) {
    count = Number(leading[1]);
    name = (leading[2] ?? '').trim();
  }
  const trailing = /^(.*\S)\s+[x\u00d7*]\s*(\d+)$/i.exec(name);
  if (trailing) {
    if (count !== undefined) return report(`"${body}" gives two counts; give one, as in "3 ${(trailing[1] ?? '').trim()}".`);
    count = Number(trailing[2]);
    name = (trailing[1] ?? '').trim();
  }
  if (!/\p{L}/u.test(name)) {
    return report(`"${body}" has no card name; write a count and a name, as in "3 Time is Money".`);
  }
  if (/^\d+\s*[x\u00d7*]?$/i.test(name)) return report(`"${body}" has no card name.`);
  const n = count ?? 1;
  if (!Number.isSafeInteger(n) || n < 1) return report(`the count of ${name} is ${String(count)}; a count must be a whole number of 1 or more.`, 'ccg.deck-construction');
  if (n > MAX_COUNT) return report(`the count of ${name} is ${n}, more than any deck could hold; check for a typing slip.`, 'ccg.deck-construction');
  return { name, count: n, notes: readAnnotations(tokens, line, problems) };
}

function addEntry(deck: Deck, section: DeckSection, entry: LineEntry, line: number, problems: DeckProblem[]): void {
  const list = deck[section];
  const key = normaliseName(entry.name);
  const { notes } = entry;
  if (notes.nonNative && section !== 'adventure') {
    problems.push({ message: `Line ${line}: [non-native] applies to adventure cards only.`, rule: 'ccg.deck-list', line, lines: [line] });
  }
  const existing = list.find((e) => normaliseName(e.name) === key);
  if (!existing) {
    const fresh: DeckEntry = { name: entry.name, count: entry.count, lines: [line] };
    if (notes.restricted !== undefined) fresh.restricted = notes.restricted;
    if (notes.unrestricted) fresh.unrestricted = true;
    if (notes.nonNative && section === 'adventure') fresh.nonNative = true;
    list.push(fresh);
    return;
  }
  existing.count += entry.count;
  existing.lines.push(line);
  const clash =
    (notes.restricted !== undefined && existing.restricted !== undefined && notes.restricted !== existing.restricted) ||
    (notes.restricted !== undefined && existing.unrestricted) ||
    (notes.unrestricted && existing.restricted !== undefined);
  if (clash) {
    problems.push({
      message: `Line ${line}: ${entry.name} is also listed on line ${existing.lines[0] ?? line} with a different Restricted or Unrestricted note; give one.`,
      rule: 'ccg.keyword.restricted',
      line,
      lines: [...existing.lines],
    });
    return;
  }
  if (notes.restricted !== undefined) existing.restricted = notes.restricted;
  if (notes.unrestricted) existing.unrestricted = true;
  if (notes.nonNative && section === 'adventure') existing.nonNative = true;
}

/**
 * Read a deck list from outside: the text is read (`readDeckText`, at `text`),
 * then its lines (`readLines`). Never fails on a string within the limit.
 */
export function parseDeckList(text: unknown): CcgResult<ParsedDeckList> {
  const read = readDeckText(text, 'text');
  return read.ok ? readLines(read.value) : read;
}

/**
 * The lines of a deck list already read. Every line it cannot read becomes a
 * problem with its line number, and the rest is still read.
 */
export function readLines(text: string): CcgResult<ParsedDeckList> {
  const deck: Deck = { ship: [], adventure: [], captains: [] };
  const problems: DeckProblem[] = [];
  let section: DeckSection | undefined;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    let content = raw.trim();
    if (content === '') continue;
    if (content.startsWith('#') || content.startsWith('//')) {
      const header = readHeader(content.replace(/^(#+|\/\/)\s*/, ''));
      if (header && header.rest === '') section = header.section;
      continue;
    }
    content = content.replace(/\s+(#|\/\/).*$/, '').replace(/^[-*+\u2022]\s+/, '').trim();
    if (content === '') continue;
    const header = readHeader(content);
    if (header) {
      section = header.section;
      const rest = header.rest;
      if (rest === '' || /^\(?\d+\)?$/.test(rest)) continue;
      content = rest;
    } else if (/:\s*$/.test(content)) {
      problems.push({
        message: `Line ${line}: "${content}" looks like a section header, but the sections are Ship, Adventure deck and Captain's deck.`,
        rule: 'ccg.deck-list',
        line,
        lines: [line],
      });
      continue;
    }
    const entry = readEntry(content, line, problems);
    if (!entry) continue;
    if (!section) {
      problems.push({
        message: `Line ${line}: ${entry.name} comes before any section header; put it under Ship, Adventure deck or Captain's deck.`,
        rule: 'ccg.deck-list',
        line,
        lines: [line],
      });
      continue;
    }
    addEntry(deck, section, entry, line, problems);
  }
  const trace: Step[] = [
    step(
      `Read ${deck.ship.length + deck.adventure.length + deck.captains.length} distinct card names from ${lines.length} lines${problems.length ? `, with ${plural(problems.length, 'line problem')}` : ''}.`,
      'ccg.deck-list',
    ),
  ];
  return ok({ deck, problems }, trace);
}

// ---------------------------------------------------------------------------
// Checking a deck

const total = (entries: readonly DeckEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);

const where = (lines: readonly number[]) => (lines.length === 0 ? '' : lines.length === 1 ? ` (line ${lines[0]})` : ` (lines ${lines.join(', ')})`);
const withLines = (message: string, rule: RuleId, lines: readonly number[]): DeckProblem =>
  lines.length === 0 ? { message, rule } : { message, rule, line: lines[0] as number, lines: [...lines] };

function copyCap(entry: DeckEntry, limits: DeckSectionLimits, section: DeckSection): { cap: number; rule: RuleId; why: string } {
  let cap = limits.copies;
  let rule: RuleId = SECTION_RULES[section];
  let why = `the ${SECTION_NAMES[section]} allows at most ${limits.copies} of each card`;
  if (entry.unrestricted) {
    cap = Number.POSITIVE_INFINITY;
    rule = 'ccg.keyword.restricted';
    why = 'it is Unrestricted';
  } else if (entry.restricted !== undefined) {
    cap = entry.restricted;
    rule = 'ccg.keyword.restricted';
    why = `Restricted (${entry.restricted}) allows at most ${entry.restricted}`;
  }
  if (limits.hardCopyCap !== undefined && limits.hardCopyCap < cap) {
    cap = limits.hardCopyCap;
    rule = limits.hardCapRule ?? rule;
    why = `the chosen challenge allows at most ${limits.hardCopyCap} of each card${entry.unrestricted ? ', Unrestricted or not' : ''}`;
  }
  return { cap, rule, why };
}

/**
 * Check a deck from outside against `limits` (the standard limits unless told
 * otherwise): both are read first (`limits.<field>`, `deck.<section>.<i>.<field>`).
 */
export function checkDeck(deck: unknown, limits: unknown = STANDARD_DECK_LIMITS): CcgResult<DeckReport> {
  const readLimits = readDeckLimits(limits, 'limits');
  if (!readLimits.ok) return readLimits;
  const readIn = readDeck(deck, 'deck');
  return readIn.ok ? deckReport(readIn.value, readLimits.value) : readIn;
}

/** Check a deck already read against limits already read. */
export function deckReport(deck: Deck, limits: DeckLimits): CcgResult<DeckReport> {
  const problems: DeckProblem[] = [];
  const trace: Step[] = [];
  const totals = { ship: total(deck.ship), adventure: total(deck.adventure), captains: total(deck.captains) };

  const shipLines = deck.ship.flatMap((e) => e.lines);
  if (totals.ship === 0) {
    problems.push({ message: 'The list has no ship; a deck needs exactly one ship card.', rule: 'ccg.deck-construction' });
  } else if (totals.ship > 1) {
    const names = deck.ship.map((e) => (e.count > 1 ? `${e.count} ${e.name}` : e.name)).join(', ');
    problems.push(withLines(`The list has ${totals.ship} ship cards (${names})${where(shipLines)}; a deck needs exactly one.`, 'ccg.deck-construction', shipLines));
  } else {
    trace.push(step(`The ship is ${deck.ship[0]?.name ?? ''}.`, 'ccg.deck-construction'));
  }

  for (const section of ['adventure', 'captains'] as const) {
    const l = limits[section];
    const rule = l.sizeRule ?? SECTION_RULES[section];
    const n = totals[section];
    if (n !== l.size) {
      problems.push({ message: `The ${SECTION_NAMES[section]} has ${plural(n, 'card')}; it must have exactly ${l.size}.`, rule });
    } else {
      trace.push(step(`The ${SECTION_NAMES[section]} has ${n} cards, as required.`, rule));
    }
    for (const entry of deck[section]) {
      const { cap, rule: capRule, why } = copyCap(entry, l, section);
      if (entry.count > cap) {
        problems.push(withLines(`${entry.name} appears ${entry.count} times in the ${SECTION_NAMES[section]}${where(entry.lines)}, but ${why}.`, capRule, entry.lines));
      } else if (entry.unrestricted && entry.count > l.copies && cap === Number.POSITIVE_INFINITY) {
        trace.push(step(`${entry.name} is Unrestricted, so ${entry.count} copies are allowed.`, 'ccg.keyword.restricted'));
      }
    }
  }

  const adventureKeys = new Map(deck.adventure.map((e) => [normaliseName(e.name), e]));
  for (const e of deck.captains) {
    const twin = adventureKeys.get(normaliseName(e.name));
    if (twin) {
      const lines = [...twin.lines, ...e.lines].sort((a, b) => a - b);
      problems.push(withLines(`${e.name} is listed in both the adventure deck and the captain's deck${where(lines)}; each card belongs to one deck only.`, 'ccg.deck-discard-pile', lines));
    }
  }
  for (const s of deck.ship) {
    const key = normaliseName(s.name);
    const twin = [...deck.adventure, ...deck.captains].find((e) => normaliseName(e.name) === key);
    if (twin) {
      const lines = [...s.lines, ...twin.lines].sort((a, b) => a - b);
      problems.push(withLines(`${s.name} is listed as the ship and also in a deck${where(lines)}; the ship is not part of either deck.`, 'ccg.deck-construction', lines));
    }
  }

  if (limits.nonNativeAdventureMinimum !== undefined) {
    const marked = deck.adventure.filter((e) => e.nonNative).reduce((sum, e) => sum + e.count, 0);
    if (marked < limits.nonNativeAdventureMinimum) {
      problems.push({
        message: `The chosen challenge needs at least ${limits.nonNativeAdventureMinimum} adventure cards whose contracts need a capability the ship lacks; the list marks ${marked} as [non-native].`,
        rule: 'ccg.solo.challenges',
      });
    } else {
      trace.push(step(`${marked} adventure cards are marked [non-native], enough for the challenge.`, 'ccg.note.solo-non-native'));
    }
  }

  const legal = problems.length === 0;
  trace.push(step(legal ? 'The deck meets every deck construction rule checked.' : `The deck has ${plural(problems.length, 'problem')}.`, 'ccg.deck-construction'));
  return ok({ legal, deck, totals, problems }, trace);
}

/**
 * Read and check a deck list in one call. The report's problems are the
 * unreadable lines first (in line order), then the deck's problems.
 */
export function checkDeckList(text: unknown, limits: unknown = STANDARD_DECK_LIMITS): CcgResult<DeckReport> {
  const parsed = parseDeckList(text);
  if (!parsed.ok) return parsed;
  const readLimits = readDeckLimits(limits, 'limits');
  if (!readLimits.ok) return readLimits;
  const checked = deckReport(parsed.value.deck, readLimits.value);
  if (!checked.ok) return checked;
  const problems = [...parsed.value.problems, ...checked.value.problems];
  return ok({ ...checked.value, legal: problems.length === 0, problems }, [...parsed.trace, ...checked.trace]);
}
