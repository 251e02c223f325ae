/**
 * One situation, two editions, in every CCG tool: the edition setting is part
 * of the tool's link (kept on reload, left out for the later edition, a bad one
 * refused with a message), the earlier edition cites what decides each step
 * there (an entry of the edition changes page), and "both" names each
 * edition's rule side by side; axe in both themes with the comparison shown.
 * A tool whose every step rests on rules both editions cite alike (the solo
 * points calculator: the booklet's solo challenges) keeps its citations under
 * the earlier edition and says "every edition" when comparing.
 */
import { test, expect, type Locator, type Page } from '../fixtures.ts';
import { axeInBothThemes } from '../axe.ts';
import { hydrated } from '../hydrate.ts';
import { messageOf } from '../field-message.ts';
import { scaled } from '../../pace.ts';
import { decodeState, stateFromHash } from '../../../src/widgets/kit/url-codec.ts';
import { stateHash } from '../../../src/widgets/kit/url-state.ts';
import { emptyState as expenseClean } from '../../../src/widgets/expense/state.ts';
import { INITIAL_SOLO_POINTS } from '../../../src/widgets/solo/state.ts';

interface ToolCase {
  name: string;
  path: string;
  root: string;
  /** Brings up a situation whose citations include text only the later edition has. */
  situation: (tool: Locator) => Promise<void>;
  /** An earlier-edition citation the situation then shows; null when every step cites a rule both editions share. */
  earlier: string | null;
}

const preset = (id: string) => (tool: Locator) => tool.locator(`[data-preset="${id}"]`).first().click();

const TOOLS: ToolCase[] = [
  { name: 'costs and expenses', path: '/ccg/tools/expense/', root: '.expense-tool', situation: preset('nymeria-missile-barbette'), earlier: '/ccg/changes/#earlier-procurement' },
  { name: 'piracy', path: '/ccg/tools/piracy/', root: '.piracy-tool', situation: preset('sakai-vs-tylor'), earlier: '/ccg/changes/#earlier-piracy' },
  { name: 'resolution check', path: '/ccg/tools/resolve/', root: '.resolve-tool', situation: preset('kirk-customs-inspection'), earlier: '/ccg/changes/#earlier-' },
  { name: 'round tracker', path: '/ccg/tools/round/', root: '.round-tracker', situation: preset('harrington-and-needa'), earlier: '/ccg/changes/#earlier-action-phase' },
  {
    name: 'queue',
    path: '/ccg/tools/queue/',
    root: '.queue-tool',
    situation: (tool) => tool.getByRole('button', { name: 'Time is Money, unanswered', exact: true }).click(),
    earlier: '/ccg/changes/#earlier-',
  },
  { name: 'deck checker', path: '/ccg/deck-construction/', root: '.deck-checker', situation: preset('illegal-several-problems'), earlier: '/ccg/changes/#earlier-deck-construction' },
  {
    name: 'solo points',
    path: '/ccg/solo/',
    root: '.solo-points',
    situation: (tool) => tool.getByLabel(/25-card adventure deck/).check(),
    earlier: null,
  },
];

async function open(page: Page, t: ToolCase, hash = ''): Promise<Locator> {
  await page.goto(`${t.path}${hash}`);
  const tool = page.locator(t.root);
  await hydrated(tool);
  return tool;
}

const setting = (tool: Locator) => tool.getByLabel('Rules Reference edition');
/** Opens the tool's first folded "why" (a trace drawn only when opened), where the step-by-step citations are. */
async function openWhy(tool: Locator) {
  const summary = tool.locator('details.why:not([open]) > summary').first();
  if ((await summary.count()) > 0) await summary.click();
}
const linkState = (page: Page) => {
  const encoded = stateFromHash(new URL(page.url()).hash);
  if (encoded === undefined) return undefined;
  const d = decodeState(encoded, { maxLength: 1e6, maxDepth: 64 });
  return d.ok ? (d.value as Record<string, unknown>) : undefined;
};

for (const t of TOOLS) {
  test(`${t.name}: the earlier edition and both side by side, kept in the link`, async ({ page }) => {
    const tool = await open(page, t);
    await t.situation(tool);
    await expect(setting(tool)).toHaveValue('later');
    await expect(tool.locator(`a[href^="/ccg/changes/#earlier-"]`)).toHaveCount(0);

    /** The rules the tool's answer cites (not the setting's own "About" link). */
    const citedNow = () => tool.locator('a.rule-link').evaluateAll((as) => as.filter((a) => !a.closest('.edition-setting')).map((a) => a.getAttribute('href')));
    const cited = t.earlier === null ? await citedNow() : [];
    await setting(tool).selectOption('earlier');
    if (t.earlier === null) {
      // No step rests on text only the later edition has: the citations stay as they were.
      await expect(tool.locator('.edition-note')).toBeVisible();
      expect(cited.length).toBeGreaterThan(0);
      // Once the edition map is here (the links wait for it), they are the ones shown before.
      await expect.poll(citedNow).toEqual(cited);
    } else {
      const earlier = t.earlier;
      // The answer is worked out again for the new edition and its "why" drawn folded: open it once it is there.
      await expect(async () => {
        await openWhy(tool);
        await expect(tool.locator(`a[href^="${earlier}"]`).first()).toBeAttached({ timeout: scaled(3_000) });
      }).toPass({ timeout: scaled(40_000) });
    }
    await expect(tool.locator('.edition-note')).toContainText('Both editions decide every situation this tool covers the same way');
    await expect.poll(() => linkState(page)?.edition).toBe('earlier');

    await setting(tool).selectOption('compare');
    if (t.earlier === null) {
      await expect(tool.locator('.trace-rule-both').first()).toContainText('(every edition)');
      await expect(tool.locator('.edition-cite')).toHaveCount(0);
      await expect(tool.locator('.edition-note')).toContainText('the same way, citing the same rules');
    } else {
      const both = tool.locator('.trace-rule-both:has(.edition-cite)').first();
      await expect(both).toBeAttached();
      await expect(both).toContainText('Later:');
      await expect(both).toContainText('Earlier:');
    }
    await expect(tool.locator('.edition-note')).toContainText('Both editions decide');
    await expect.poll(() => linkState(page)?.edition).toBe('compare');

    // The link reopens to the same setting.
    await page.reload();
    await hydrated(page.locator(t.root));
    await expect(setting(page.locator(t.root))).toHaveValue('compare');
    // The linked answer is worked out again after the reload and its "why" drawn folded: open it once it is there.
    await expect(async () => {
      await openWhy(page.locator(t.root));
      await expect(page.locator(t.root).locator(t.earlier === null ? '.trace-rule-both' : '.edition-cite').first()).toBeAttached({ timeout: scaled(3_000) });
    }).toPass({ timeout: scaled(40_000) });

    // Back to the later edition: the field leaves the link.
    await setting(page.locator(t.root)).selectOption('later');
    await expect.poll(() => linkState(page) !== undefined && !('edition' in linkState(page)!)).toBe(true);
    await expect(page.locator(t.root).locator('.trace-rule-both')).toHaveCount(0);
  });
}

/** How each of these tools starts anew (a book example, a cleared list, a reset); the edition the reader chose stays. */
const START_ANEW: Record<string, (tool: Locator) => Promise<void>> = {
  'deck checker': async (tool) => {
    await tool.getByRole('button', { name: 'Clear' }).click();
    await expect(tool.locator('textarea')).toHaveValue('');
    await preset('legal-two-player')(tool);
  },
  'solo points': async (tool) => {
    await tool.getByLabel('Scenario').selectOption('cost-of-doing-business');
    await tool.getByRole('button', { name: 'Reset' }).click();
    await expect(tool.getByLabel('Scenario')).toHaveValue('alone-in-the-black');
  },
};

for (const t of TOOLS.filter((c) => c.name in START_ANEW)) {
  test(`${t.name}: starting anew keeps the edition chosen, in the field and the link`, async ({ page }) => {
    const tool = await open(page, t);
    await t.situation(tool);
    await setting(tool).selectOption('earlier');
    await expect.poll(() => linkState(page)?.edition).toBe('earlier');
    await START_ANEW[t.name]!(tool);
    await expect(setting(tool)).toHaveValue('earlier');
    await expect.poll(() => linkState(page)?.edition).toBe('earlier');
  });
}

const BAD_EDITION: Record<string, object> = {
  'costs and expenses': expenseClean(),
  'deck checker': { text: '3 Time is Money' },
  'solo points': INITIAL_SOLO_POINTS,
};

for (const t of TOOLS.filter((c) => c.name in BAD_EDITION)) {
  test(`${t.name}: a link with an edition the tools do not know is refused with a message, and the tool still works`, async ({ page }) => {
    const tool = await open(page, t, `#${stateHash({ ...BAD_EDITION[t.name], edition: 'first' })}`);
    await expect(page.getByRole('alert').or(tool.locator('.problem')).first()).toContainText('edition');
    await expect(setting(tool)).toHaveValue('later');
    await t.situation(tool);
    await expect(tool.locator('a.rule-link').first()).toBeAttached();
  });
}

// Issue 20, parts 3 and 5: a link whose edition alone is wrong opens with the rest of it, the refusal beside the edition setting with its rule.
for (const t of TOOLS) {
  test(`${t.name}: a link whose edition alone is wrong keeps its other values and says so beside the edition setting, with the rule`, async ({ page }) => {
    const first = await open(page, t);
    await t.situation(first);
    await setting(first).selectOption('earlier');
    await expect.poll(() => linkState(page)?.edition).toBe('earlier');
    const written = linkState(page)!;
    await page.goto('about:blank');
    const tool = await open(page, t, `#${stateHash({ ...written, edition: 'first' })}`);
    const notice = page.getByRole('alert').filter({ hasText: 'This link could not be read' });
    await expect(notice).toContainText('edition');
    await expect(notice).toContainText('other values are shown');
    await expect(setting(tool)).toHaveValue('later');
    const message = await messageOf(setting(tool));
    await expect(message).toContainText('The edition must be "earlier", "later" or "compare".');
    await expect(message.locator('a.rule-link')).toHaveAttribute('href', /^\/ccg\//);
    // An edition picked, the refusal leaves the setting, and the link is the one the tool wrote: nothing else was lost.
    await setting(tool).selectOption('earlier');
    await expect(setting(tool)).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => linkState(page)).toEqual(written);
  });
}

for (const t of TOOLS.filter((c) => ['costs and expenses', 'deck checker', 'solo points'].includes(c.name))) {
  test(`${t.name}: the comparison passes axe in both themes`, async ({ page }) => {
    const tool = await open(page, t);
    await t.situation(tool);
    await setting(tool).selectOption('compare');
    // The folded "why" (or the deck checker's steps), where the step-by-step citations are.
    await tool.locator('details').evaluateAll((ds) => {
      const why = (ds.find((d) => d.classList.contains('why')) ?? ds[0]) as HTMLDetailsElement | undefined;
      if (why) why.open = true;
    });
    await expect(tool.locator('.trace-rule-both').first()).toBeVisible();
    expect(await axeInBothThemes(page)).toEqual([]);
  });
}

test('issue 20, part 6: while the later edition is set, a tool has loaded none of the other editions’ code (the comparison, the edition map); picking both loads it, and the comparison works', async ({ page }) => {
  const t = TOOLS.find((x) => x.name === 'queue')!;
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (/\/_astro\/[^/]+\.js$/.test(new URL(r.url()).pathname)) scripts.push(r.text().catch(() => ''));
  });
  const tool = await open(page, t);
  await t.situation(tool);
  await expect(setting(tool)).toHaveValue('later');
  await page.evaluate(() => new Promise((r) => (window.requestIdleCallback ?? setTimeout)(() => r(undefined))));
  // "(every edition)" is written only by the comparison (citationView in kit/EditionField.tsx).
  const comparison = async () => (await Promise.all(scripts)).some((code) => code.includes('(every edition)'));
  expect(await comparison()).toBe(false);
  await setting(tool).selectOption('compare');
  await expect(tool.locator('.edition-note')).toBeVisible();
  await openWhy(tool);
  await expect(tool.locator('.trace-rule-both').first()).toBeAttached({ timeout: scaled(30_000) });
  expect(await comparison()).toBe(true);
  await expect.poll(() => linkState(page)?.edition).toBe('compare');
});
