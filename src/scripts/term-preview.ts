/**
 * Term previews: hovering, focusing or tapping a term link shows its
 * one-sentence summary. On touch, the first tap previews and the preview's
 * link opens the page. Escape closes. Without JS, term links are plain links.
 * The tools' rule links (`a.rule-link`, drawn by src/widgets/kit/RuleLink.tsx)
 * preview the same way: the rule's summary when it has one, else the page it
 * leads to (`data-page`). A summary that states our reading of an unclear
 * rule (`data-note`: its note's address; `data-note-id`: the id the label
 * shows, as A09) opens with the "Our reading" label linked to the note, the
 * same markup as the pages'. (Every byte here is on every tool page: keep it
 * short.)
 */
let box: HTMLDivElement | null = null;
let owner: HTMLAnchorElement | null = null;
let hideTimer = 0;

function ensureBox(): HTMLDivElement {
  if (box) return box;
  box = document.createElement('div');
  box.className = 'term-preview';
  box.id = 'term-preview';
  box.setAttribute('role', 'tooltip');
  box.hidden = true;
  box.addEventListener('pointerenter', () => clearTimeout(hideTimer));
  box.addEventListener('pointerleave', () => scheduleHide());
  document.body.append(box);
  return box;
}

function show(link: HTMLAnchorElement): void {
  const { summary, page } = link.dataset;
  if (!summary && !page) return;
  clearTimeout(hideTimer);
  const el = ensureBox();
  const title = document.createElement('strong');
  title.textContent = link.dataset.term ?? link.textContent ?? '';
  const text = document.createElement('span');
  text.textContent = summary || `On the page “${page}”.`;
  // A summary that is our reading opens with the label, linked to its note (a rule link has one only beside a summary).
  const note = link.dataset.note;
  if (note) {
    const label = document.createElement('a');
    label.href = note;
    label.className = 'reading-label';
    label.textContent = `Our reading ${link.dataset.noteId ?? ''}`.trim();
    text.className = 'reading';
    text.prepend(label, ' ');
  }
  const open = document.createElement('a');
  open.href = link.href;
  open.textContent = summary ? 'Open the full entry →' : 'Open the rule →';
  el.replaceChildren(title, text, open);
  el.hidden = false;
  owner?.removeAttribute('aria-describedby');
  owner = link;
  link.setAttribute('aria-describedby', 'term-preview');
  const r = link.getBoundingClientRect();
  const width = el.offsetWidth;
  const left = Math.max(8, Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - width - 8));
  el.style.left = `${left}px`;
  el.style.top = `${window.scrollY + r.bottom + 6}px`;
}

function hide(): void {
  if (!box || box.hidden) return;
  box.hidden = true;
  owner?.removeAttribute('aria-describedby');
  owner = null;
}

function scheduleHide(): void {
  clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hide, 250);
}

const termLink = (t: EventTarget | null) => (t instanceof Element ? t.closest<HTMLAnchorElement>('a.term,a.rule-link') : null);

document.addEventListener('pointerover', (e) => {
  const link = termLink(e.target);
  if (link && e.pointerType === 'mouse') show(link);
});
document.addEventListener('pointerout', (e) => {
  if (termLink(e.target) && e.pointerType === 'mouse') scheduleHide();
});
// Focus shows the preview for keyboard users; a tap or click also focuses the
// link, and that case is handled by the click listener below.
let focusFromPointer = false;
document.addEventListener('keydown', () => (focusFromPointer = false), true);
document.addEventListener('focusin', (e) => {
  const link = termLink(e.target);
  if (link && !focusFromPointer) show(link);
  else if (!link && !box?.contains(e.target as Node)) hide();
});

let lastPointer = 'mouse';
document.addEventListener('pointerdown', (e) => {
  lastPointer = e.pointerType;
  focusFromPointer = true;
  if (box && !box.hidden && !box.contains(e.target as Node) && !termLink(e.target)) hide();
});
document.addEventListener('touchstart', () => (lastPointer = 'touch'), { passive: true });
document.addEventListener('click', (e) => {
  const link = termLink(e.target);
  // Chromium reports the pointer on the click itself (a PointerEvent); other browsers via pointerdown.
  const pointer = (e as Partial<PointerEvent>).pointerType || lastPointer;
  if (!link || pointer === 'mouse') return;
  if (owner !== link || box?.hidden) {
    e.preventDefault();
    show(link);
  }
});
document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && box && !box.hidden) {
    hide();
  }
});
