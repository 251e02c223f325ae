/**
 * Citable rules and foldable long pages (the markup comes from
 * src/plugins/rehype-sections.ts):
 * - a "#" link beside a heading or bullet (or a rule's label) copies the
 *   address of that point and marks it, as a followed link does (`:target`);
 * - on a phone, the sections of a long page (`.fold`) start folded: the
 *   heading becomes a button that opens its section; the section a link
 *   points into opens, as does any the browser's find-in-page matches, and
 *   all open for printing; a button by the contents list opens (or folds) all.
 * Without JS every link still works and every section shows.
 */
export {};

const main = document.getElementById('main');

// ---- Copy a point's address
let notice: HTMLElement | undefined;
let noticeTimer = 0;

main?.addEventListener('click', (e) => {
  const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a.permalink, a.rule-anchor');
  if (!link || e.button || e.metaKey || e.ctrlKey || e.shiftKey) return;
  // The browser follows the link (the hash changes, :target marks the point); the address is also copied.
  navigator.clipboard?.writeText(link.href).then(() => {
    if (!notice) {
      notice = document.createElement('div');
      notice.className = 'copy-notice';
      notice.setAttribute('role', 'status');
      document.body.append(notice);
    }
    notice.textContent = 'Link copied';
    notice.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = window.setTimeout(() => notice && (notice.hidden = true), 2500);
  }, () => undefined);
});

// ---- Folding sections
const folds = [...document.querySelectorAll<HTMLElement>('.fold')];
const hidden = 'onbeforematch' in document.body ? 'until-found' : '';
let all: HTMLButtonElement | undefined;

function setOpen(fold: HTMLElement, open: boolean): void {
  const body = fold.querySelector<HTMLElement>(':scope > .fold-body');
  fold.querySelector('.fold-toggle')?.setAttribute('aria-expanded', String(open));
  if (open) body?.removeAttribute('hidden');
  else body?.setAttribute('hidden', hidden);
  if (all) all.textContent = folds.some((f) => !isOpen(f)) ? 'Open every section' : 'Fold every section';
}

const isOpen = (fold: HTMLElement) => fold.querySelector('.fold-toggle')?.getAttribute('aria-expanded') === 'true';

/** Open the section holding the element an address points to, and bring it into view. */
function reveal(): void {
  const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const fold = target?.closest<HTMLElement>('.fold');
  if (!target || !fold) return;
  setOpen(fold, true);
  target.scrollIntoView();
}

if (folds.length > 0) {
  const narrow = matchMedia('(max-width: 48rem)').matches;
  for (const fold of folds) {
    const heading = fold.querySelector('h2');
    const body = fold.querySelector(':scope > .fold-body');
    if (!heading || !body) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'fold-toggle';
    button.setAttribute('aria-controls', body.id);
    button.append(...heading.childNodes);
    heading.append(button);
    button.addEventListener('click', () => setOpen(fold, !isOpen(fold)));
    body.addEventListener('beforematch', () => setOpen(fold, true));
    setOpen(fold, !narrow);
  }
  all = document.createElement('button');
  all.type = 'button';
  all.className = 'fold-all';
  all.addEventListener('click', () => {
    const open = folds.some((f) => !isOpen(f));
    folds.forEach((f) => setOpen(f, open));
  });
  setOpen(folds[0]!, isOpen(folds[0]!));
  document.querySelector('.page-toc')?.append(all);
  reveal();
  addEventListener('hashchange', reveal);
  addEventListener('beforeprint', () => folds.forEach((f) => setOpen(f, true)));
}
