/**
 * axe-core in both themes at the cost of one and a half: every rule in the
 * light theme, then, with the page switched to the dark theme in place (the
 * themes differ only in colour, through html[data-theme]), the rules that
 * look at colour. Returns one line per violation, naming its theme.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe rules whose outcome can change with the colours of the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Theme = 'light' | 'dark';

const setTheme = (page: Page, theme: Theme) => page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);

/**
 * Waits for the page's finite animations and transitions to end: a row
 * fading in is checked as the reader sees it once it has arrived, not at
 * the half-transparent frame axe happened to catch.
 */
const settledMotion = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );

async function violations(page: Page, builder: AxeBuilder, theme: Theme): Promise<string[]> {
  await settledMotion(page);
  const results = await builder.analyze();
  return results.violations.map((v) => `${theme}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

export async function axeInBothThemes(page: Page, configure: (b: AxeBuilder) => AxeBuilder = (b) => b): Promise<string[]> {
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await setTheme(page, 'light');
  const light = await violations(page, configure(new AxeBuilder({ page })), 'light');
  await setTheme(page, 'dark');
  const dark = await violations(page, configure(new AxeBuilder({ page })).withRules(COLOUR_RULES), 'dark');
  await setTheme(page, before === 'dark' ? 'dark' : 'light');
  return [...light, ...dark];
}
