import { test, expect } from './fixtures.ts';
import { hydrated } from './hydrate.ts';

const PAGE = '/ccg/glossary/expenses/';

test('hovering a term link shows its summary, Escape closes it', async ({ page }) => {
  await page.goto(PAGE);
  const link = page.locator('.prose a.term').first();
  const summary = await link.getAttribute('data-summary');
  await link.hover();
  const preview = page.locator('#term-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(summary!);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
});

test('keyboard focus on a term link shows the preview and describes the link', async ({ page }) => {
  await page.goto(PAGE);
  const link = page.locator('.prose a.term').first();
  await link.focus();
  await expect(page.locator('#term-preview')).toBeVisible();
  await expect(link).toHaveAttribute('aria-describedby', 'term-preview');
  await page.keyboard.press('Escape');
  await expect(page.locator('#term-preview')).toBeHidden();
});

test('a tap previews first; the preview link opens the page', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(PAGE);
  const link = page.locator('.prose a.term').first();
  const href = await link.getAttribute('href');
  await link.tap();
  const preview = page.locator('#term-preview');
  await expect(preview).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await preview.locator('a').tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await context.close();
});

test('in a tool on a phone, a tap on a trace’s rule link previews the rule; the preview’s link opens it', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const preview = page.locator('#term-preview');

  // A card game rule that is a glossary entry previews its one-sentence answer; a run of steps under one rule cites it once.
  await page.goto('/ccg/tools/resolve/');
  const tool = page.locator('.resolve-tool');
  await hydrated(tool);
  const example = tool.locator('.presets button[data-preset]').first();
  await example.click();
  await expect(example).toHaveAttribute('aria-pressed', 'true');
  // Each stage's steps are folded under "Why, step by step" until asked for.
  const folds = tool.locator('details.why');
  await expect(folds.first()).toBeVisible();
  for (const fold of await folds.all()) await fold.locator('summary').tap();
  const term = page.locator('.trace a.rule-link[data-summary]').first();
  const summary = (await term.getAttribute('data-summary'))!;
  await term.tap();
  await expect(preview).toBeVisible();
  await expect(preview.locator('strong')).toHaveText((await term.textContent())!);
  await expect(preview).toContainText(summary);
  await expect(page).toHaveURL(/\/ccg\/tools\/resolve\//);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // A rule of the Traders book previews the sentence the rule registry gives it (the engine's, since no page
  // states one), and its link opens the rule there.
  await page.goto('/traders/tools/roll-off/');
  // The steps are folded under "Why" (the kit's calculator shell).
  await hydrated(page.locator('.tr-tool'));
  await page.locator('details.why > summary').first().tap();
  const rule = page.locator('.trace a.rule-link').first();
  const href = (await rule.getAttribute('href'))!;
  expect(href).toMatch(/^\/traders\/rules\/#t-/);
  const said = (await rule.getAttribute('data-summary')) ?? '';
  expect(said.length).toBeGreaterThan(20);
  await rule.tap();
  await expect(preview).toBeVisible();
  await expect(preview.locator('strong')).toHaveText((await rule.textContent())!);
  await expect(preview).toContainText(said);
  await expect(page).toHaveURL(/\/traders\/tools\/roll-off\//);
  await preview.locator('a').tap();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
  await context.close();
});

test('a summary that states our reading keeps its label: in the round tracker’s steps and in the preview of its rule (issue 19)', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const state = {
    setup: { captains: [{ name: 'Ann', initiative: 2 }, { name: 'Bo', initiative: 1 }], start: { phase: 'resolution', stage: 2, first: 'c1' } },
    moves: [],
    preset: null,
    form: { captains: [{ name: '', initiative: '', vp: '0' }], threshold: '20' },
  };
  await page.goto(`/ccg/tools/round/#s=${Buffer.from(JSON.stringify(state)).toString('base64url')}`);
  const tool = page.locator('.round-tracker');
  await hydrated(tool);
  const moves = tool.locator('.rt-moves');
  await moves.getByRole('button', { name: 'Ann passes, contract clear (eligible)' }).tap();
  await moves.getByRole('button', { name: 'Bo passes, contract clear (eligible)' }).tap();
  await moves.getByRole('button', { name: 'Next: stage 3, resolve contracts' }).tap();
  await expect(tool.locator('.rt-where')).toHaveText('Round 1 · Resolution Phase · stage 3 of 6');

  // The step quoting stage 3's summary ("replaced by its slot's controller", where the books say owner).
  const quoted = tool.locator('.rt-guide li').filter({ hasText: 'slot’s controller' });
  const label = quoted.locator('.reading > a.reading-label');
  await expect(label).toHaveText('Our reading');
  await expect(label).toHaveAttribute('href', '/ccg/source-notes/#slot-owner');
  await expect(label).toHaveAttribute('aria-label', 'Our reading: Slot owner');

  // Its rule's preview opens the same summary with the same label.
  const rule = quoted.locator('a.rule-link');
  await expect(rule).toHaveAttribute('data-note', '/ccg/source-notes/#slot-owner');
  await rule.tap();
  const preview = page.locator('#term-preview');
  await expect(preview).toBeVisible();
  await expect(preview.locator('.reading > a.reading-label')).toHaveAttribute('href', '/ccg/source-notes/#slot-owner');
  await expect(preview.locator('.reading > a.reading-label')).toHaveText('Our reading');
  await expect(preview.locator('.reading')).toContainText('replaced by its slot’s controller');
  await context.close();
});

test('in the other tools too, a step that states our reading carries the label, and its rule’s preview names the note (issue 19)', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/ascension/tools/siege/');
  const tool = page.locator('.as-tool').first();
  await hydrated(tool);
  await tool.locator('summary', { hasText: 'Why, for this attack' }).tap();

  // AM-24: each ship of a fleet attacks alone (the book says neither "alone" nor "pooled").
  // The attack's trace (the whole action's, below it, says the same).
  const alone = tool.locator('.trace li').filter({ hasText: 'attacks alone' }).first();
  const label = alone.locator('.reading > a.reading-label');
  await expect(label).toHaveText('Our reading AM-24');
  await expect(label).toHaveAttribute('href', '/ascension/source-notes/#AM-24');
  // A step that states the book's rule carries none.
  await expect(tool.locator('.trace li').filter({ hasText: 'Siege rating: S values' }).first().locator('a.reading-label')).toHaveCount(0);

  // The note's own preview: its summary, opened by the label with the note's id.
  const rule = alone.locator('a.rule-link');
  await expect(rule).toHaveAttribute('data-note-id', 'AM-24');
  await rule.tap();
  const preview = page.locator('#term-preview');
  await expect(preview).toBeVisible();
  await expect(preview.locator('.reading > a.reading-label')).toHaveText('Our reading AM-24');
  await expect(preview.locator('.reading > a.reading-label')).toHaveAttribute('href', '/ascension/source-notes/#AM-24');
  await context.close();
});
