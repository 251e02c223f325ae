/**
 * The answer comes first: a box at the top of each tool, marked `data-answer`,
 * whose head (the chance, the ruling, the payment, the next step) is a live
 * region, and, while that head is scrolled out of sight (the reader is down in
 * the form on a phone), a one-line copy pinned to the bottom of the screen
 * (`data-answer-peek`) with a way back to it.
 */
import type { ComponentChildren, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

export interface AnswerView {
  ref: RefObject<HTMLDivElement>;
  /** The head of the answer is out of sight. */
  away: boolean;
  /** Brings the head of the answer into view when it is not (after a preset loads). */
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
  /** What follows the verdict: tables, bars, the moves it offers, the trace. */
  children?: ComponentChildren;
  busy?: boolean;
  tone?: 'good' | 'bad' | undefined;
  /** What the box is, for screen readers. */
  label?: string;
  /** More classes for the box (the tool's own look). */
  class?: string;
}

export function AnswerBox({ view, head, children, busy = false, tone, label = 'Answer', class: more }: BoxProps) {
  return (
    <section class={['result', 'answer', tone, more].filter(Boolean).join(' ')} data-answer aria-label={label} aria-busy={busy ? 'true' : 'false'}>
      <div class="answer-head" ref={view.ref} aria-live="polite" aria-atomic="true">
        {head}
      </div>
      {children}
    </section>
  );
}

/** The pinned one-line answer, shown while the head of the answer box is out of sight. */
export function AnswerPeek({ view, children, back = 'See why' }: { view: AnswerView; children: ComponentChildren; back?: string }) {
  if (!view.away) return null;
  return (
    <div class="answer-peek" data-answer-peek>
      <span class="answer-peek-text">{children}</span>
      <button type="button" class="small" onClick={() => view.ref.current?.scrollIntoView({ block: 'start' })}>
        {back}
      </button>
    </div>
  );
}
