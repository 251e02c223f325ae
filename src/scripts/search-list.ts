/**
 * The search box's list of results, drawn for speed on a slow phone: the
 * browser's work after a keystroke is mostly styling, laying out and painting
 * rows, so the rows are made once and filled again in place from one list to
 * the next (row 3 of the new list is written into the node that showed row 3
 * of the old one: new words in the same elements need no new elements to be
 * styled, and none is taken out of the page and put back); a row whose result
 * did not change is not touched at all. Only the rows a screen shows are
 * drawn with the keystroke (and, below them, the rows that already show the
 * new list's results where it wants them); the rest follow when the page is
 * idle, or at once when the reader scrolls or walks the list with the keys. Rows are built
 * with DOM calls, never innerHTML from an index; nothing here reads layout.
 */
import type { Hit } from '../site/search/index.ts';
import type { FullTextHit } from '../site/search/fulltext.ts';

/**
 * Rows drawn with the keystroke: more than the search dialog shows at once
 * (about three results on a 360 px phone, about six on a wide screen).
 */
export const ROWS_AT_ONCE = { narrow: 5, wide: 8 } as const;

/** The longest the rest of a list waits for an idle moment, in milliseconds. */
const REST_WAIT_MS = 400;

/** One row of the list and the nodes it fills: made once, filled again for each result it shows. */
interface Row {
  li: HTMLLIElement;
  /** What it shows (see keyOf); '' before it was first filled. */
  key: string;
  a: HTMLAnchorElement;
  title: Text;
  /** The game of a result from another game, after a space. */
  gameGap: Text;
  game: HTMLSpanElement;
  /** What kind of page or part the result is, after a space. */
  kindGap: Text;
  kind: HTMLSpanElement;
  where: HTMLSpanElement;
  summary: HTMLSpanElement;
  /** The summary's text, when it is plain (not the full text's marked excerpt). */
  plain: Text;
}

const span = (className: string, text: Text): HTMLSpanElement => {
  const el = document.createElement('span');
  el.className = className;
  el.append(text);
  return el;
};

function newRow(): Row {
  const li = document.createElement('li');
  const a = document.createElement('a');
  const title = document.createTextNode('');
  a.append(title);
  const plain = document.createTextNode('');
  const row: Row = {
    li,
    key: '',
    a,
    title,
    gameGap: document.createTextNode(' '),
    game: span('tag tag-game', document.createTextNode('')),
    kindGap: document.createTextNode(' '),
    kind: span('tag', document.createTextNode('')),
    where: span('where', document.createTextNode('')),
    summary: span('summary', plain),
    plain,
  };
  li.append(a, row.summary);
  return row;
}

/** Sets a text node's words, leaving it alone (nothing to lay out again) when they are the same. */
const write = (t: Text, words: string) => t.data !== words && (t.data = words);

/**
 * Fills `row` with the result `d`. The row's parts stay the same elements: an
 * optional part (a tag, where the result sits) is taken out when the result
 * has none and put back in its place when it has one, the others untouched.
 */
function fill(row: Row, d: Hit, reader: string | undefined, games: Map<string, string>): void {
  const { li } = row;
  if (row.a.getAttribute('href') !== d.url) row.a.href = d.url;
  write(row.title, d.title);
  const gameName = d.game && d.game !== reader ? (games.get(d.game) ?? d.game) : '';
  if (gameName) write(row.game.firstChild as Text, gameName);
  if (d.kind) write(row.kind.firstChild as Text, d.kind);
  if (d.where) write(row.where.firstChild as Text, d.where);
  const parts: ChildNode[] = [row.a];
  if (gameName) parts.push(row.gameGap, row.game);
  if (d.kind) parts.push(row.kindGap, row.kind);
  if (d.where) parts.push(row.where);
  parts.push(row.summary);
  // Parts this result has not leave first, so that none of those it keeps is moved.
  const wanted = new Set(parts);
  for (const n of [row.gameGap, row.game, row.kindGap, row.kind, row.where]) if (!wanted.has(n) && n.parentNode === li) n.remove();
  let at = li.firstChild;
  for (const n of parts) {
    if (n === at) at = n.nextSibling;
    else li.insertBefore(n, at);
  }
  const runs = (d as Partial<FullTextHit>).excerpt;
  if (runs) {
    // The full text's excerpt, the words found marked (built from text runs, never from HTML).
    li.dataset.source = 'full-text';
    row.summary.replaceChildren(...runs.map((r) => (r.marked ? Object.assign(document.createElement('mark'), { textContent: r.text }) : r.text)));
    return;
  }
  if (li.dataset.source) delete li.dataset.source;
  if (row.summary.firstChild !== row.plain || row.summary.childNodes.length !== 1) row.summary.replaceChildren(row.plain);
  write(row.plain, d.summary);
}

/** What a row shows, as a key: the same key, the same row. */
const keyOf = (d: Hit, reader: string | undefined): string => JSON.stringify([d.game && d.game !== reader ? d.game : '', d]);

export interface ResultList {
  /**
   * Shows `hits`: the first rows at once, the rest when the page is idle;
   * `whole` is called once every row is drawn (at once if they all were).
   */
  show(hits: readonly Hit[], reader: string | undefined, whole?: () => void): void;
  /** Draws at once the rows still waiting (before the list is walked or scrolled). */
  complete(): void;
  /** Stops waiting to draw the rest of the list (a newer list is coming). */
  hold(): void;
  clear(): void;
}

type Later = () => void;
/** Runs `f` once the page is idle (at most REST_WAIT_MS later); returns the cancel. */
function whenIdle(f: () => void): Later {
  if (typeof requestIdleCallback === 'function') {
    const h = requestIdleCallback(f, { timeout: REST_WAIT_MS });
    return () => cancelIdleCallback(h);
  }
  const h = setTimeout(f, 50);
  return () => clearTimeout(h);
}

export function resultList(list: HTMLOListElement, games: Map<string, string>): ResultList {
  /** Every row made so far, in list order: the first `shown` are in the list. */
  const rows: Row[] = [];
  let shown = 0;
  let rest: { hits: readonly Hit[]; reader: string | undefined; whole?: () => void } | undefined;
  let cancel: Later | undefined;
  const wide = typeof matchMedia === 'function' ? matchMedia('(min-width: 40rem)') : undefined;

  /** Makes the list show exactly `hits`, each in the row at its place, filled again only if its result changed. */
  const draw = (hits: readonly Hit[], reader: string | undefined) => {
    // Rows past the new list's end leave the list in one step (kept for the next list).
    if (shown > hits.length) {
      const range = document.createRange();
      range.setStartBefore(rows[hits.length]!.li);
      range.setEndAfter(rows[shown - 1]!.li);
      range.deleteContents();
    }
    const more = document.createDocumentFragment();
    hits.forEach((h, i) => {
      const row = (rows[i] ??= newRow());
      const key = keyOf(h, reader);
      if (row.key !== key) {
        fill(row, h, reader, games);
        row.key = key;
      }
      if (i >= shown) more.append(row.li);
    });
    list.append(more);
    shown = hits.length;
  };
  const hold = () => {
    cancel?.();
    cancel = undefined;
  };
  const complete = () => {
    hold();
    const r = rest;
    rest = undefined;
    if (!r) return;
    draw(r.hits, r.reader);
    r.whole?.();
  };
  // Scrolling the list (the dialog, or the page under an inline box) draws what is still waiting.
  document.addEventListener('scroll', () => rest && complete(), { capture: true, passive: true });
  return {
    show(hits, reader, whole) {
      hold();
      rest = undefined;
      let first = wide?.matches ? ROWS_AT_ONCE.wide : ROWS_AT_ONCE.narrow;
      // Below them, the rows that already show the new list's results at their places stay (often all of them, when a letter changes nothing).
      while (first < Math.min(shown, hits.length) && rows[first]!.key === keyOf(hits[first]!, reader)) first++;
      draw(hits.slice(0, first), reader);
      if (hits.length <= first) {
        whole?.();
        return;
      }
      rest = { hits, reader, whole };
      cancel = whenIdle(complete);
    },
    complete,
    hold,
    clear() {
      hold();
      rest = undefined;
      shown = 0;
      list.replaceChildren();
    },
  };
}
