/**
 * A part of a tool drawn when the page was built and kept as it came until the
 * reader reaches for it (issue 20, part 6): the page hands its HTML to the
 * island as a slot (`<Part slot="…" />` inside the island's tag), so the code
 * that draws it live (a view and its engine) loads only on the first pointer,
 * focus or key inside it, or when the tool asks for it (`live` given).
 *
 * Nothing the reader does in the meantime is lost: a press on a button, a box
 * or a summary is held and pressed again on the live part, the field that had
 * the focus gets it back, and text typed into a field before the code arrived
 * is typed into the live one (a choice made in a list is made again in the
 * live list). Links work as they are. The live part must draw
 * the same elements as the kept HTML (the same component, the same props):
 * each is found again by its place.
 *
 * A tool loads this file with `import()` when its page gave it a kept part
 * (not with its first code: no page pays for it on first load), and until it
 * arrives draws the kept HTML, or the live part, in a plain `<div
 * class="dormant">`, as this component does.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

interface Props {
  /** The part drawn live, once its code is here; until then (null) the kept HTML is shown. */
  live: ComponentChildren | null;
  /** The kept HTML (the island's slot), or nothing when the page gave none or it no longer fits the tool's state. */
  kept: ComponentChildren;
  /** Loads the live part's code (called on the reader's first move inside the kept part). */
  wake: () => void;
}

/** One thing the reader did before the code arrived, at an element's place (its indices under the kept HTML): a press, or the text a field came to hold. */
type HeldMove = { at: string; press: true } | { at: string; text: string };

/** Everything the reader did before the code arrived, in order, and where the focus was last. */
interface Held {
  moves: HeldMove[];
  focus?: string;
}

/** What ends a press on the kept part (see `pressing`). */
const EVENTS = ['click', 'pointerup', 'pointercancel'];

/** Drawn as `display: contents` (widgets.css), so the part lays out as if it were not wrapped. */
export function Dormant({ live, kept, wake }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const held = useRef<Held>({ moves: [] });
  /**
   * A press begun on the kept part and not ended yet: the live part waits for its end. Drawn
   * between the press and its release, it would take away the element the press began on, and
   * the browser would send the click to neither (the code can come that fast from the cache).
   */
  const [pressing, setPressing] = useState(false);
  const isLive = live != null && !pressing;

  useLayoutEffect(() => {
    const { moves, focus } = held.current;
    held.current = { moves: [] };
    const root = box.current;
    if (!isLive || !root) return;
    const find = (at: string) => at.split(' ').reduce<Element | undefined>((e, i) => e?.children[+i], root) as HTMLInputElement | undefined;
    // Each move's element is found on the live part as it first comes, drawn as the kept HTML was; then
    // the moves are done again in the order the reader made them (a box ticked, then a number typed: both),
    // each once the one before it is drawn, so that two taps on one button are two moves, not one twice.
    const todo = moves.map((m) => ({ m, el: find(m.at) }));
    const target = focus === undefined ? undefined : find(focus);
    const next = (i: number) => {
      const step = todo[i];
      if (!step) return void target?.focus?.();
      const { m, el } = step;
      if (el?.isConnected) {
        if ('press' in m) el.click();
        else if (el.value !== m.text) {
          el.value = m.text;
          el.dispatchEvent(new Event('input', { bubbles: true }));
          // A list's choice is told by its change event (onChange), as when the reader picks one.
          if (el.tagName === 'SELECT') el.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }
      // Preact draws a change in a microtask: a timer comes after it.
      setTimeout(() => next(i + 1));
    };
    next(0);
  }, [isLive]);

  /** The place of `t` under the kept HTML (Astro's `<astro-slot>`), if it is inside it. */
  const placeOf = (t: EventTarget | null): string | undefined => {
    const root = box.current?.firstElementChild;
    if (!root || !(t instanceof Element) || !root.contains(t)) return undefined;
    const at: number[] = [];
    for (let e: Element = t; e !== root; e = e.parentElement!) at.unshift([...e.parentElement!.children].indexOf(e));
    return at.join(' ');
  };

  /** Holds what the reader did at `t` (focus alone, a press, or the field's text now) and wakes the part. */
  const hold = (t: EventTarget | null, move?: { press: true } | { text: string }) => {
    wake();
    const at = placeOf(t);
    if (at === undefined) return;
    const h = held.current;
    h.focus = at;
    if (!move) return;
    if ('text' in move) {
      // A field's text is typed again once, as it stands last.
      const before = h.moves.findIndex((m) => m.at === at && 'text' in m);
      if (before >= 0) h.moves.splice(before, 1);
    }
    h.moves.push({ at, ...move });
  };

  return isLive ? (
    <div class="dormant" ref={box}>
      {live}
    </div>
  ) : (
    <div
      class="dormant"
      ref={box}
      onPointerDown={() => {
        wake();
        setPressing(true);
        // The press ends with its click, just after the click is held; with no click (a drag away), a moment after its release.
        let late: ReturnType<typeof setTimeout> | undefined;
        const end = () => {
          clearTimeout(late);
          for (const t of EVENTS) removeEventListener(t, on, true);
          setTimeout(() => setPressing(false));
        };
        const on = (e: Event) => (e.type === 'pointerup' ? (late = setTimeout(end, 300)) : end());
        for (const t of EVENTS) addEventListener(t, on, true);
      }}
      onFocusIn={(e) => hold(e.target)}
      onInput={(e) => hold(e.target, { text: (e.target as HTMLInputElement).value })}
      onClickCapture={(e) => {
        const t = (e.target as Element).closest('button, input, select, textarea, summary, label');
        if (!t || (t instanceof HTMLInputElement && !/^(checkbox|radio)$/.test(t.type))) return;
        // Held, not lost: pressed again on the live part once its code is here.
        e.preventDefault();
        e.stopPropagation();
        hold(t, { press: true });
      }}
    >
      {kept}
    </div>
  );
}
