/**
 * Opens the search dialog from the header button, "/" or Ctrl/Cmd+K. The
 * search code and its indexes load on the first open only (Pagefind later,
 * when a query needs it).
 */
const dialog = document.getElementById('search-dialog') as HTMLDialogElement | null;
let wired = false;

async function wire(root: HTMLElement): Promise<void> {
  const { attachSearch } = await import('./search.ts');
  attachSearch(root);
}

async function open(prefill = ''): Promise<void> {
  if (!dialog) return;
  const input = dialog.querySelector<HTMLInputElement>('[data-search-input]');
  if (!dialog.open) dialog.showModal();
  if (input) {
    if (prefill) input.value = prefill;
    input.focus();
    input.select();
  }
  if (!wired) {
    wired = true;
    await wire(dialog);
  }
}

// One Escape closes the dialog (in a search field, Chromium's first Escape would only clear it).
dialog?.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') {
    e.preventDefault();
    dialog.close();
  }
});

document.querySelectorAll<HTMLElement>('[data-search-open]').forEach((el) =>
  el.addEventListener('click', (e) => {
    e.preventDefault();
    void open();
  }),
);

document.addEventListener('keydown', (e) => {
  const target = e.target as HTMLElement | null;
  const typing = !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    void open();
  } else if (e.key === '/' && !typing && !e.altKey && !e.ctrlKey && !e.metaKey) {
    e.preventDefault();
    void open();
  }
});

// Inline search boxes (the home page) are wired when first focused.
document.querySelectorAll<HTMLElement>('[data-search-inline]').forEach((root) => {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  let ready = false;
  const start = () => {
    if (ready) return;
    ready = true;
    void wire(root);
  };
  input?.addEventListener('focus', start, { once: true });
  input?.addEventListener('input', start, { once: true });
  if (input && document.activeElement === input) start();
});
