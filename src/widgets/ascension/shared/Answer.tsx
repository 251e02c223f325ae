/**
 * The answer comes first: a box at the top of each tool whose head (the
 * chance, the ruling, the next step) is a live region, and, while that head
 * is scrolled out of sight (the reader is down in the form on a phone), a
 * one-line copy pinned to the bottom of the screen with a way back to it.
 */
import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

export interface AnswerView {
  ref: RefObject<HTMLDivElement>;
  /** The head of the answer is out of sight. */
  away: boolean;
  /** Brings the answer into view (after a preset loads). */
  show: () => void;
}

export function useAnswerView(): AnswerView {
  const ref = useRef<HTMLDivElement>(null);
  const [away, setAway] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const io = new IntersectionObserver((entries) => {
      const e = entries[entries.length - 1];
      if (e) setAway(!e.isIntersecting);
    });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  const show = () => {
    const el = ref.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: 'start' });
  };
  return { ref, away, show };
}

interface BoxProps {
  view: AnswerView;
  /** The verdict lines: announced when they change. */
  head: ComponentChildren;
  /** What follows the verdict: tables, bars, the trace. */
  children?: ComponentChildren;
  busy?: boolean;
  tone?: 'good' | 'bad' | undefined;
  label?: string;
}

export function AnswerBox({ view, head, children, busy = false, tone, label = 'Answer' }: BoxProps) {
  return (
    <section class={`result as-answer${tone ? ` ${tone}` : ''}`} aria-label={label} aria-busy={busy ? 'true' : 'false'}>
      <div class="as-head" ref={view.ref} aria-live="polite" aria-atomic="true">
        {head}
      </div>
      {children}
    </section>
  );
}

/** The pinned one-line answer, shown while the answer box is out of sight. */
export function AnswerPeek({ view, children }: { view: AnswerView; children: ComponentChildren }) {
  if (!view.away) return null;
  return (
    <div class="as-peek">
      <span class="as-peek-text">{children}</span>
      <button type="button" class="small" onClick={() => view.ref.current?.scrollIntoView({ block: 'start' })}>
        See why
      </button>
    </div>
  );
}
