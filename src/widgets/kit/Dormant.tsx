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
 * is typed into the live one. Links work as they are. The live part must draw
 * the same elements as the kept HTML (the same component, the same props):
 * each is found again by its place.
 *
 * A tool loads this file with `import()` when its page gave it a kept part
 * (not with its first code: no page pays for it on first load), and until it
 * arrives draws the kept HTML, or the live part, in a plain `<div
 * class="dormant">`, as this component does.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

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

/** Drawn as `display: contents` (widgets.css), so the part lays out as if it were not wrapped. */
export function Dormant({ live, kept, wake }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const held = useRef<Held>({ moves: [] });
  const isLive = live != null;

  useLayoutEffect(() => {
    const { moves, focus } = held.current;
    held.current = { moves: [] };
    const root = box.current;
    if (!isLive || !root) return;
    const find = (at: string) => at.split(' ').reduce<Element | undefined>((e, i) => e?.children[+i], root) as HTMLInputElement | undefined;
    // Every move is done again on the live part, in the order the reader made them: a box ticked, then a number typed, are both kept.
    for (const m of moves) {
      const el = find(m.at);
      if (!el) continue;
      if ('press' in m) el.click();
      else if (el.value !== m.text) {
        el.value = m.text;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    if (focus !== undefined) find(focus)?.focus?.();
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
      onPointerDown={wake}
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
