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

/** What the reader reached for before the code arrived: its place (element indices under the kept HTML), a press, text typed. */
interface Held {
  at: string;
  press?: boolean;
  text?: string;
}

/** Drawn as `display: contents` (widgets.css), so the part lays out as if it were not wrapped. */
export function Dormant({ live, kept, wake }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const held = useRef<Held>();
  const isLive = live != null;

  useLayoutEffect(() => {
    const h = held.current;
    held.current = undefined;
    if (!isLive || !h || !box.current) return;
    const el = h.at.split(' ').reduce<Element | undefined>((e, i) => e?.children[+i], box.current) as HTMLInputElement | undefined;
    if (!el?.focus) return;
    el.focus();
    if (h.text !== undefined && el.value !== h.text) {
      el.value = h.text;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (h.press) el.click();
  }, [isLive]);

  /** Holds the element the reader reached for, by its place under the kept HTML (Astro's `<astro-slot>`), and wakes the part. */
  const hold = (t: EventTarget | null, more: Omit<Held, 'at'>) => {
    wake();
    const root = box.current?.firstElementChild;
    if (!root || !(t instanceof Element) || !root.contains(t)) return;
    const at: number[] = [];
    for (let e: Element = t; e !== root; e = e.parentElement!) at.unshift([...e.parentElement!.children].indexOf(e));
    const was = held.current?.at === at.join(' ') ? held.current : undefined;
    held.current = { ...was, at: at.join(' '), ...more };
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
      onFocusIn={(e) => hold(e.target, {})}
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
