/** The theme toggle: follows the system until the reader picks, then remembers the pick. */
const root = document.documentElement;
const buttons = document.querySelectorAll<HTMLButtonElement>('.theme-toggle');

function stored(): string | null {
  try {
    return localStorage.getItem('theme');
  } catch {
    return null;
  }
}

function apply(dark: boolean): void {
  root.dataset.theme = dark ? 'dark' : 'light';
  buttons.forEach((b) => b.setAttribute('aria-pressed', String(dark)));
}

apply(root.dataset.theme === 'dark');
buttons.forEach((b) =>
  b.addEventListener('click', () => {
    const dark = root.dataset.theme !== 'dark';
    apply(dark);
    try {
      localStorage.setItem('theme', dark ? 'dark' : 'light');
    } catch {
      /* private mode: the choice lasts for this page only */
    }
  }),
);
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (e) => {
  if (!stored()) apply(e.matches);
});
