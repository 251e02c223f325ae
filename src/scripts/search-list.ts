/**
 * The search box's list of results, drawn for speed on a slow phone: the
 * browser's work after a keystroke is mostly styling, laying out and painting
 * rows, so each new list is patched from the one shown (src/site/search/rows.ts:
 * an unchanged result keeps its row, in place when it can), and only the rows
 * a screen shows are drawn with the keystroke; the rest follow when the page
 * is idle, or at once when the reader scrolls or walks the list with the
 * keys. Rows are built with DOM calls, never innerHTML from an index; nothing
 * here reads layout.
 */
// rows.ts itself, not the index's face: the page's chunk then carries none of the indexes' code (that runs in the worker).
import { rowPlan } from '../site/search/rows.ts';
import type { Hit } from '../site/search/index.ts';
import type { FullTextHit } from '../site/search/fulltext.ts';

/**
 * Rows drawn with the keystroke: more than the search dialog shows at once
 * (about three results on a 360 px phone, about six on a wide screen).
 */
export const ROWS_AT_ONCE = { narrow: 5, wide: 8 } as const;

/** The longest the rest of a list waits for an idle moment, in milliseconds. */
const REST_WAIT_MS = 400;

function resultItem(d: Hit, reader: string | undefined, games: Map<string, string>): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = d.url;
  a.textContent = d.title;
  li.append(a);
  const tags: string[] = [];
  if (d.game && d.game !== reader) tags.push(games.get(d.game) ?? d.game);
  if (d.kind) tags.push(d.kind);
  for (const t of tags) {
    const tag = document.createElement('span');
    tag.className = t === d.kind ? 'tag' : 'tag tag-game';
    tag.textContent = t;
    li.append(' ', tag);
  }
  if (d.where) {
    const where = document.createElement('span');
    where.className = 'where';
    where.textContent = d.where;
    li.append(where);
  }
  const summary = document.createElement('span');
  summary.className = 'summary';
  const runs = (d as Partial<FullTextHit>).excerpt;
  if (runs) {
    // The full text's excerpt, the words found marked (built from text runs, never from HTML).
    li.dataset.source = 'full-text';
    summary.append(...runs.map((r) => (r.marked ? Object.assign(document.createElement('mark'), { textContent: r.text }) : r.text)));
  } else summary.textContent = d.summary;
  li.append(summary);
  return li;
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
  let rows: { key: string; li: HTMLLIElement }[] = [];
  let rest: { hits: readonly Hit[]; reader: string | undefined; whole?: () => void } | undefined;
  let cancel: Later | undefined;
  const wide = typeof matchMedia === 'function' ? matchMedia('(min-width: 40rem)') : undefined;

  /** Makes the list show exactly `hits`, reusing the rows that show the same results. */
  const draw = (hits: readonly Hit[], reader: string | undefined) => {
    const keys = hits.map((h) => keyOf(h, reader));
    const plan = rowPlan(
      rows.map((r) => r.key),
      keys,
    );
    const used = new Set(plan.reuse);
    rows.forEach((r, i) => used.has(i) || r.li.remove());
    const next: typeof rows = new Array(hits.length);
    let ref: HTMLLIElement | null = null;
    for (let i = hits.length - 1; i >= 0; i--) {
      const at = plan.reuse[i]!;
      const li = at >= 0 ? rows[at]!.li : resultItem(hits[i]!, reader, games);
      if (!plan.stay.has(i)) list.insertBefore(li, ref);
      next[i] = { key: keys[i]!, li };
      ref = li;
    }
    rows = next;
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
      const first = wide?.matches ? ROWS_AT_ONCE.wide : ROWS_AT_ONCE.narrow;
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
      rows = [];
      list.replaceChildren();
    },
  };
}
