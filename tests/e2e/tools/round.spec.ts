/**
 * The round tracker, driven as a person at the table would: the Harrington and
 * Needa preset, a whole round with two captains tapped through on a 360 px
 * touch screen, the final pass of Resolution stage 2, a reload and a shared
 * link reopening the same game, hostile links, the keyboard alone, the book's
 * example of play, and axe in both themes; what an example page loads once
 * scrolled to its end, and the parts loaded when asked for (issue 20, part 6).
 */
import { test, expect, type Locator, type Page } from '../fixtures.ts';
import { TIMED } from '../main-thread.ts';
import { axeInBothThemes } from '../axe.ts';
import { hydrated } from '../hydrate.ts';
import { holdCode } from '../hold-code.ts';
import { MAX_NAME } from '../../../src/engine/ccg/tracker/index.ts';
import { DIST } from '../site.ts';
import { scaled } from '../../pace.ts';
import { loadedWeight, pageWeight } from '../../../scripts/lib/page-weight.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PAGE = '/ccg/tools/round/';
const EXAMPLES = ['/ccg/examples/harrington-and-needa/', '/ccg/examples/ahab-and-nymeria/'];

async function open(page: Page, path = PAGE): Promise<Locator> {
  await page.goto(path);
  const tool = page.locator('.round-tracker');
  await hydrated(tool);
  return tool;
}

const who = (tool: Locator) => tool.locator('.rt-who');
const where = (tool: Locator) => tool.locator('.rt-where');
const moves = (tool: Locator) => tool.locator('.rt-moves');
const move = (tool: Locator, name: string | RegExp) => moves(tool).getByRole('button', { name });
const log = (tool: Locator) => tool.locator('section.trace');
const link = (state: unknown) => `${PAGE}#s=${Buffer.from(JSON.stringify(state)).toString('base64url')}`;
/** The number of moves the address holds (it follows each move just after the screen). */
const movesInUrl = (page: Page) => () => JSON.parse(Buffer.from(new URL(page.url()).hash.replace('#s=', ''), 'base64url').toString()).moves.length;
const FORM = { captains: [{ name: '', initiative: '', vp: '0' }], threshold: '20' };

test('Harrington and Needa: a pass, an action, a pass allowed again, and the phase ends only after both pass in a row', async ({ page }) => {
  const tool = await open(page);
  await tool.getByRole('button', { name: /Harrington and Needa/ }).click();
  await expect(where(tool)).toHaveText('Round 1 · Action Phase · stage 1 of 2');
  await expect(who(tool)).toHaveText('Harrington');

  await move(tool, 'Harrington passes').click();
  await expect(who(tool)).toHaveText('Needa');
  await expect(tool.locator('.rt-guide')).toContainText('If Needa passes too, the phase ends.');

  // Moving on is not offered; the folded note says why, with the rule.
  await expect(move(tool, /^Next/)).toHaveCount(0);
  await tool.locator('.rt-closed summary').click();
  const why = tool.locator('.rt-closed li').filter({ hasText: 'Next stage:' });
  await expect(why).toContainText('The stage is not over: a captain who passed may act again');
  await expect(why.locator('a.rule-link')).toHaveAttribute('href', '/ccg/round/action/#stage-1');

  await move(tool, 'Needa acts').click();
  await expect(who(tool)).toHaveText('Harrington');
  await expect(tool.locator('.rt-guide')).toContainText('Harrington passed before, but someone has acted since, so Harrington may act again.');
  await expect(move(tool, 'Harrington acts')).toBeVisible();

  await move(tool, 'Harrington passes').click();
  await expect(who(tool)).toHaveText('Needa');
  await move(tool, 'Needa passes').click();
  await expect(who(tool)).toHaveText('Nobody');
  await expect(log(tool)).toContainText('Every captain has passed, one after another, so the Action Phase ends.');
  await expect(move(tool, /Harrington|Needa/)).toHaveCount(0);

  await move(tool, 'Next: stage 2, victory check').click();
  await expect(tool.locator('.rt-victory')).toContainText('Nobody has reached 20 Victory Points');
});

test('a whole round for two captains, tapped through on a 360 px touch screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const tool = await open(page);
  const seats = tool.locator('.rt-seat');
  await seats.nth(0).getByLabel('Name').fill('Dee');
  await seats.nth(0).getByLabel('Initiative').fill('2');
  await seats.nth(1).getByLabel('Name').fill('Eli');
  await seats.nth(1).getByLabel('Initiative').fill('4');
  await tool.getByRole('button', { name: 'Start the game' }).tap();
  await expect(where(tool)).toHaveText('Round 1 · Ready Phase · stage 1 of 6');

  const prefer = [/ goes first$/, / is done$/, /passes, contract clear/, / passes$/, /^Next: /];
  const phases: string[] = [];
  for (let taps = 0; taps < 80; taps++) {
    const text = (await where(tool).textContent()) ?? '';
    if (text.startsWith('Round 2')) break;
    const phase = text.split(' · ')[1] ?? '';
    if (phases.at(-1) !== phase) phases.push(phase);
    const labels = await moves(tool).getByRole('button').allTextContents();
    if (labels.some((l) => / goes first$/.test(l))) {
      // Eli has the higher Initiative, so he chooses; he may name himself or Dee.
      expect(await who(tool).textContent()).toBe('Eli');
      // Only the moves the engine takes: no Next stage until the first captain is chosen (issue 13).
      expect(labels.map((l) => l.trim())).toEqual(['Eli goes first', 'Dee goes first']);
    }
    const label = labels.includes('Dee goes first') ? 'Dee goes first' : prefer.map((r) => labels.find((l) => r.test(l.trim()))).find((l) => l !== undefined);
    expect(label, `a move at ${text}`).toBeDefined();
    const button = move(tool, label!.trim()).first();
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
    await button.tap();
  }
  await expect(where(tool)).toHaveText('Round 2 · Ready Phase · stage 1 of 6');
  expect(phases).toEqual(['Ready Phase', 'Adventure Phase', 'Procurement Phase', 'Action Phase', 'Resource Phase', 'Resolution Phase']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Every control of the tool is a big touch target.
  for (const b of await tool.getByRole('button').all()) {
    if (!(await b.isVisible())) continue;
    const box = await b.boundingBox();
    expect(box!.height, (await b.textContent()) ?? '').toBeGreaterThanOrEqual(48);
  }
  await context.close();
});

test('Resolution stage 2: a pass is final, and a failed complication counts as a pass', async ({ page }) => {
  const state = {
    setup: {
      captains: [
        { name: 'Ann', initiative: 2 },
        { name: 'Bo', initiative: 1 },
      ],
      start: { phase: 'resolution', stage: 2, first: 'c1' },
    },
    moves: [],
    preset: null,
    form: FORM,
  };
  const tool = await open(page, link(state));
  await expect(who(tool)).toHaveText('Ann');
  await move(tool, 'Ann passes, no contract').click();
  await expect(who(tool)).toHaveText('Bo');
  await move(tool, /^Bo acts/).click();
  // Ann passed for good: the turn comes straight back to Bo.
  await expect(who(tool)).toHaveText('Bo');
  await expect(move(tool, /^Ann/)).toHaveCount(0);
  await expect(tool.locator('.rt-captains li').first()).toContainText('passed for good');
  await expect(tool.locator('.rt-guide')).toContainText('Already passed, for good: Ann.');
  await move(tool, 'Bo fails a complication').click();
  await expect(who(tool)).toHaveText('Nobody');
  await expect(log(tool)).toContainText('which counts as a pass');
  await expect(log(tool)).toContainText('Every captain has passed, so the stage ends.');
  await move(tool, /^Next: stage 3/).click();
  await expect(log(tool)).toContainText('Ann is not an eligible captain');
  await expect(log(tool)).toContainText('Bo is not an eligible captain');
});

test('a reload resumes the same game; the page without a link resumes it too; New game starts over', async ({ page }) => {
  const tool = await open(page);
  await tool.getByRole('button', { name: /Harrington and Needa/ }).click();
  await move(tool, 'Harrington passes').click();
  await move(tool, 'Needa acts').click();
  await expect(who(tool)).toHaveText('Harrington');
  await expect.poll(movesInUrl(page)).toBe(2);
  await page.reload();
  await hydrated(page.locator('.round-tracker'));
  await expect(who(tool)).toHaveText('Harrington');
  await expect(tool.locator('.rt-guide')).toContainText('may act again');

  await page.goto('/');
  const again = await open(page, PAGE);
  await expect(who(again)).toHaveText('Harrington');
  await expect(page).toHaveURL(/#s=/);

  await again.getByRole('button', { name: 'Undo the last move' }).click();
  await expect(who(again)).toHaveText('Needa');
  await again.getByRole('button', { name: 'New game' }).click();
  await again.getByRole('button', { name: 'Yes, new game' }).click();
  await expect(again.getByRole('button', { name: 'Start the game' })).toBeVisible();
  await expect(again.locator('.rt-seat').first().getByLabel('Name')).toHaveValue('Harrington');
});

test('a shared link opens the same situation in another browser', async ({ page, browser }) => {
  const tool = await open(page);
  await tool.getByRole('button', { name: /Ahab and Nymeria/ }).click();
  for (let i = 0; i < 25; i++) await tool.getByRole('button', { name: 'Play the book’s next move' }).click();
  await expect(who(tool)).toHaveText('Ahab');
  await expect.poll(movesInUrl(page)).toBe(25);
  const shared = page.url();
  expect(shared).toContain('#s=');
  const other = await browser.newContext();
  const p2 = await other.newPage();
  const t2 = await open(p2, shared.replace(/^https?:\/\/[^/]+/, ''));
  await expect(where(t2)).toHaveText('Round 1 · Action Phase · stage 1 of 2');
  await expect(who(t2)).toHaveText('Ahab');
  await expect(t2.locator('.rt-book')).toContainText('Step 25: Nymeria passes again.');
  await expect(t2.locator('.rt-captains li').nth(1)).toContainText('first captain, passed');
  await other.close();
});

test('damaged and hostile links say so, start clean, and show names only as text', async ({ page }) => {
  let tool = await open(page, `${PAGE}#s=%%%garbage`);
  await expect(tool.getByRole('alert')).toContainText('This link could not be read');
  await expect(tool.getByRole('button', { name: 'Start the game' })).toBeVisible();

  tool = await open(
    page,
    link({
      setup: {
        captains: [
          { name: 'Ann', initiative: 2 },
          { name: 'Bo', initiative: 1 },
        ],
      },
      moves: ['a0'],
      preset: null,
      form: FORM,
    }),
  );
  await page.reload();
  await hydrated(page.locator('.round-tracker'));
  await expect(tool.getByRole('alert')).toContainText('move 1 could not be made');

  const evil = '<img src=x onerror=document.title=7>';
  await page.goto(
    link({
      setup: {
        captains: [
          { name: evil, initiative: 2 },
          { name: 'Bo', initiative: 1 },
        ],
      },
      moves: ['n', 'n'],
      preset: null,
      form: FORM,
    }),
  );
  await page.reload();
  tool = page.locator('.round-tracker');
  await hydrated(tool);
  await expect(who(tool)).toHaveText(evil);
  await expect(tool.locator('img')).toHaveCount(0);
  expect(await page.title()).not.toBe('7');
});

test('keyboard alone: load the example, pass and act, and close the phase', async ({ page }) => {
  const tool = await open(page);
  await tool.getByRole('button', { name: /Harrington and Needa/ }).focus();
  await page.keyboard.press('Enter');
  await expect(who(tool)).toHaveText('Harrington');
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < 15 && (await focused()) !== 'Harrington acts'; i++) await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('Harrington acts');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('Harrington passes');
  await page.keyboard.press('Enter');
  await expect(who(tool)).toHaveText('Needa');
  // Focus lands on the first move open now.
  await expect.poll(focused).toBe('Needa acts');
  await page.keyboard.press('Enter');
  await expect(who(tool)).toHaveText('Harrington');
  await expect.poll(focused).toBe('Harrington acts');
  await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('Harrington passes');
  await page.keyboard.press('Enter');
  await expect(who(tool)).toHaveText('Needa');
  await expect.poll(focused).toBe('Needa acts');
  await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('Needa passes');
  await page.keyboard.press('Enter');
  await expect(who(tool)).toHaveText('Nobody');
  await expect.poll(focused).toBe('Next: stage 2, victory check');
  await page.keyboard.press('Enter');
  await expect(tool.locator('.rt-victory')).toContainText('Nobody has reached 20 Victory Points');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.round-tracker') !== null)).toBe(true);
});

test('the setup form checks each field as it is typed and keeps what was typed', async ({ page }) => {
  const tool = await open(page);
  const seat = tool.locator('.rt-seat').first();
  await seat.getByLabel('Initiative').fill('x');
  await expect(seat.locator('.field-error')).toHaveText('The Initiative must be a whole number.');
  await expect(seat.getByLabel('Initiative')).toHaveAttribute('aria-invalid', 'true');
  await tool.getByRole('button', { name: 'Start the game' }).click();
  await expect(tool.getByText(/Fix the \d+ fields marked above/)).toBeVisible();
  await expect(seat.getByLabel('Initiative')).toHaveValue('x');
  await tool.getByRole('button', { name: 'Clear the form' }).click();
  await expect(seat.getByLabel('Initiative')).toHaveValue('');

  // Issue 14, point 5: a field keeps at most what a link holds, says so beside it, and the link reopens.
  const name = seat.getByLabel('Name');
  // Issue 20: the field keeps the engine's limit for a name (MAX_NAME), the same number the link reader reads.
  await name.fill('x'.repeat(MAX_NAME + 5));
  await expect(name).toHaveValue('x'.repeat(MAX_NAME));
  await expect(seat.locator('.field-error').first()).toHaveText(`At most ${MAX_NAME} characters fit here; the rest was left out.`);
  await page.reload();
  const again = page.locator('.round-tracker');
  await hydrated(again);
  await expect(again.getByRole('alert')).toHaveCount(0);
  await expect(again.locator('.rt-seat').first().getByLabel('Name')).toHaveValue('x'.repeat(MAX_NAME));
});

test('issue 13: a fresh tracker reaches Resolution stage 2 in three taps at 360 px, through the engine, and never offers Next stage where it is refused', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const fresh = { setup: { captains: [{ name: 'Harrington', initiative: 3 }, { name: 'Needa', initiative: 2 }], seed: 4 }, moves: [], preset: null, form: FORM };
  const tool = await open(page, link(fresh));
  await expect(where(tool)).toHaveText('Round 1 · Ready Phase · stage 1 of 6');
  const map = tool.getByRole('list', { name: /Position in the round/ });
  await map.getByRole('button', { name: /^Resolution/ }).tap(); // 1
  await tool.locator('.rt-jump').getByRole('button', { name: '2 · Complications and piracy' }).tap(); // 2
  // The jump passes the choice of the first captain: the engine asks who it was.
  await expect(tool.locator('.rt-jump-ask')).toContainText('where the first captain is chosen');
  await tool.locator('.rt-jump-ask').getByRole('button', { name: 'Needa goes first: jump' }).tap(); // 3
  await expect(where(tool)).toHaveText('Round 1 · Resolution Phase · stage 2 of 6');
  await expect(who(tool)).toHaveText('Needa');
  await expect(log(tool)).toContainText('Passed over in the Ready Phase: stages 2 (hand size), 3 (first captain)');
  await expect(log(tool)).toContainText('The table chose Needa as the first captain of this round.');
  await expect(tool.locator('.rt-jump')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Next stage only where the engine takes it: not while captains still have turns here…
  await expect(move(tool, /^Next/)).toHaveCount(0);
  await tool.locator('.rt-closed summary').tap();
  await expect(tool.locator('.rt-closed li').filter({ hasText: 'Next stage:' })).toContainText('The stage is not over');
  await move(tool, 'Needa passes, no contract').tap();
  await expect(move(tool, /^Next/)).toHaveCount(0);
  await move(tool, 'Harrington passes, contract clear (eligible)').tap();
  // …and once they have all passed, it is offered and taken.
  await move(tool, 'Next: stage 3, resolve contracts').tap();
  await expect(where(tool)).toHaveText('Round 1 · Resolution Phase · stage 3 of 6');
  await expect(tool.locator('.rt-live .problem')).toHaveCount(0);
  // The stage the tracker is at is no jump; an earlier one is a jump into the next round.
  await map.getByRole('button', { name: /^Resolution/ }).tap();
  await expect(tool.locator('.rt-jump-no')).toContainText('3 · Resolve contracts: the tracker is here now.');
  await expect(tool.locator('.rt-jump').getByRole('button', { name: '1 · Reveal (round 2)' })).toBeVisible();
  await tool.getByRole('button', { name: 'Close, stay at this stage' }).tap();
  await expect(tool.locator('.rt-jump')).toHaveCount(0);
  await context.close();
});

/** Scripts that hold the game view's code (words only its code and the game the page drew hold). */
const gameCode = (files: string[]) => files.filter((f) => /Why no other moves|Moves open now/.test(readFileSync(join(DIST, f), 'utf8')));

test('issue 20, part 6: scrolled to its end, an example loads after its first code only what keeps the game it drew and the edition setting, not the game view or the engine; the reasons for the moves not offered and the jump picker, reached for in the drawn game, load them and work', async ({ page, baseURL }) => {
  const path = EXAMPLES[0];
  // Left 3 s more once settled, so that code fetched on a timer "in case" would be counted too.
  const loaded = await loadedWeight(page, DIST, baseURL!, path, { quietMs: 600, hydrationTimeout: scaled(30_000), lateMs: 3_000 });
  const first = new Set(pageWeight(DIST, path).js.files);
  const name = (f: string) => f.replace(/^\/_astro\/([\w-]+)\.[\w-]+\.js$/, '$1');
  expect(loaded.files.filter((f) => !first.has(f)).map(name).sort()).toEqual(['Dormant', 'ui']);
  expect(gameCode(loaded.files)).toEqual([]);
  const asked: string[] = [];
  page.on('request', (r) => /\/_astro\/[\w-]+\.[\w-]+\.js$/.test(new URL(r.url()).pathname) && asked.push(name(new URL(r.url()).pathname)));
  const tool = page.locator('.round-tracker');
  await expect(where(tool)).toHaveText('Round 1 · Action Phase · stage 1 of 2');
  await tool.locator('.rt-closed summary').click();
  await expect(tool.locator('.rt-closed li').filter({ hasText: 'Next stage:' })).toContainText('The stage is not over');
  await tool.getByRole('list', { name: /Position in the round/ }).getByRole('button', { name: /^Resolution/ }).click();
  await tool.locator('.rt-jump').getByRole('button', { name: '1 · Reveal' }).click();
  await expect(where(tool)).toHaveText('Round 1 · Resolution Phase · stage 1 of 6');
  await expect(tool.locator('.rt-jump')).toHaveCount(0);
  // The game view came with the first reach into the drawn game, the jump picker and the reasons with it, once each.
  expect(asked.filter((f) => f === 'game' || f === 'asked').sort()).toEqual(['asked', 'game']);
});

test('issue 20, part 6: scrolled to their end, neither example loads the game view; two taps on the drawn game before its code arrives are two moves once it does', async ({ page, baseURL }) => {
  for (const path of EXAMPLES) {
    const loaded = await loadedWeight(page, DIST, baseURL!, path, { quietMs: 600, hydrationTimeout: scaled(30_000), lateMs: 3_000 });
    expect(gameCode(loaded.files), path).toEqual([]);
  }
  // Ahab's page, the last walked: the game drawn when the page was built, its buttons in place.
  const tool = page.locator('.round-tracker');
  await expect(where(tool)).toHaveText('Round 1 · Ready Phase · stage 1 of 6');
  // The game's code is held back until both taps are made, as on a slow phone, so both wait for it.
  const code = await holdCode(page);
  const book = tool.getByRole('button', { name: 'Play the book’s next move' });
  await book.click();
  await book.click();
  await expect.poll(() => code.fetched.length).toBeGreaterThan(0);
  await expect(where(tool)).toHaveText('Round 1 · Ready Phase · stage 1 of 6');
  code.release();
  await expect(where(tool)).toHaveText('Round 1 · Ready Phase · stage 3 of 6');
  await expect(tool.locator('.rt-book')).toContainText('Step 2:');
  expect(new Set(gameCode(code.fetched)).size).toBe(1);
  // The live view answers the next tap at once (the book's third move is made within stage 3).
  await book.click();
  await expect(tool.locator('.rt-book')).toContainText('Step 3:');
  await expect(log(tool)).toContainText('Ahab has the highest Initiative (3), so Ahab chooses the first captain.');
  await expect(tool.locator('.rt-game')).toHaveCount(1);
});

test('issue 20, part 6: on a first visit the tool page loads after its first code only the setup form and the edition setting; a game started is kept on this device all the same', async ({ page, baseURL }) => {
  const loaded = await loadedWeight(page, DIST, baseURL!, PAGE, { quietMs: 600, hydrationTimeout: scaled(30_000), lateMs: 3000 });
  const first = new Set(pageWeight(DIST, PAGE).js.files);
  const name = (f: string) => f.replace(/^\/_astro\/([\w-]+)\.[\w-]+\.js$/, '$1');
  // With the form, the engine's limits it keeps to (the tracker's first code no longer holds them).
  expect(loaded.files.filter((f) => !first.has(f)).map(name).sort()).toEqual(['SetupView', 'captains', 'types', 'ui']);
  // The game view and the engine's moves are not among them: the setup form needs neither.
  const holding = loaded.files.filter((f) => /Why no other moves|Moves open now/.test(readFileSync(join(DIST, f), 'utf8'))).map(name);
  expect(holding).toEqual([]);
  const tool = page.locator('.round-tracker');
  await tool.getByRole('button', { name: /Harrington and Needa/ }).click();
  await move(tool, 'Harrington passes').click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('traveller.round-tracker'))).not.toBeNull();
  await page.goto('/');
  const again = await open(page, PAGE);
  await expect(who(again)).toHaveText('Needa');
});

test('issue 20, part 6: an example page keeps the game the server drew while the tracker comes alive (no loading line, the same elements), and its first tap is answered', async ({ page }) => {
  await page.goto(EXAMPLES[1]!);
  const tool = page.locator('.round-tracker');
  // Before the island is seen (it sits at the end of the page), mark the game the server drew and watch for a loading line.
  await page.evaluate(() => {
    const w = window as unknown as { served: Element | null; loading: boolean };
    w.served = document.querySelector('.round-tracker .rt-game');
    w.loading = false;
    new MutationObserver(() => {
      if (document.querySelector('.round-tracker')?.textContent?.includes('Loading the game')) w.loading = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served !== null)).toBe(true);
  await hydrated(tool);
  await expect(where(tool)).toHaveText('Round 1 · Ready Phase · stage 1 of 6');
  expect(await page.evaluate(() => (window as unknown as { served: Element }).served.isConnected)).toBe(true);
  await tool.getByRole('button', { name: 'Play the book’s next move' }).click();
  await expect(where(tool)).toHaveText('Round 1 · Ready Phase · stage 2 of 6');
  // The tap brought the live game view (issue 20, part 6: its code loads then): it took the drawn game's place, with no loading line between.
  await expect(tool.locator('.rt-game')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { loading: boolean }).loading)).toBe(false);
});

test('Ahab and Nymeria: the book’s round, step by step, to its end; and the time it takes', TIMED, async ({ page }) => {
  const tool = await open(page, EXAMPLES[1]);
  await expect(where(tool)).toHaveText('Round 1 · Ready Phase · stage 1 of 6');
  const step = () => tool.getByRole('button', { name: 'Play the book’s next move' }).click();
  for (let i = 0; i < 3; i++) await step();
  await expect(log(tool)).toContainText('Ahab has the highest Initiative (3), so Ahab chooses the first captain.');
  await expect(log(tool)).toContainText('Ahab chooses Nymeria as the first captain.');
  let n = 3;
  while (n < 45) {
    await step();
    n++;
  }
  await expect(tool.locator('.rt-book')).toContainText('That is the end of the book’s example.');
  await expect(where(tool)).toHaveText('Round 1 · Resolution Phase · stage 6 of 6');
  await expect(tool.locator('.rt-victory')).toContainText('Nobody has reached 20 Victory Points');
  await expect(tool.getByRole('group', { name: 'Ahab’s Victory Points' }).locator('output')).toHaveText('3');

  // Time from a click to the result, for the heaviest case: reloading the whole round from its link.
  const ms = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('.round-tracker button')].find((b) => b.textContent?.includes('Ahab and Nymeria')) as HTMLButtonElement;
    const t0 = performance.now();
    button.click();
    await new Promise<void>((resolve) => {
      const tick = () =>
        document.querySelector('.rt-where')?.textContent === 'Round 1 · Ready Phase · stage 1 of 6' ? resolve() : requestAnimationFrame(tick);
      tick();
    });
    const t1 = performance.now();
    const next = [...document.querySelectorAll('.round-tracker button')].find((b) => b.textContent === 'Play the book’s next move') as HTMLButtonElement;
    next.click();
    await new Promise<void>((resolve) => {
      const tick = () => (document.querySelector('.rt-where')?.textContent?.includes('stage 2 of 6') ? resolve() : requestAnimationFrame(tick));
      tick();
    });
    return { load: t1 - t0, step: performance.now() - t1 };
  });
  console.log(`round tracker: preset load ${ms.load.toFixed(1)} ms, one step ${ms.step.toFixed(1)} ms`);
  expect(ms.load).toBeLessThan(1000);
});

test.describe('axe, light and dark', () => {
  for (const path of [PAGE, ...EXAMPLES]) {
    test(`no violations on ${path}, set up and in play`, async ({ page }) => {
      const tool = await open(page, path);
      const check = async (what: string) => {
        expect((await axeInBothThemes(page)).map((v) => `${what}: ${v}`)).toEqual([]);
      };
      await check('first view');
      if (path === PAGE) {
        await tool.getByRole('button', { name: /Ahab and Nymeria/ }).click();
        await expect(who(tool)).toHaveText('Everyone');
      }
      const book = tool.getByRole('button', { name: 'Play the book’s next move' });
      for (let i = 0; i < 36 && (await book.count()) > 0; i++) await book.click();
      if (path.includes('harrington')) await tool.getByRole('button', { name: 'Undo the last move' }).click();
      // The reasons for the moves not offered, and the jump picker, on screen.
      await tool.locator('.rt-closed summary').click();
      await expect(tool.locator('.rt-closed li').first()).toBeVisible();
      await tool.locator('.rt-map button').last().click();
      await expect(tool.locator('.rt-jump')).toBeVisible();
      await check('in play');
    });
  }
});

test.describe('issue 14, point 4: saved games are never lost', () => {
  const ANN_BO = { setup: { captains: [{ name: 'Ann', initiative: 2 }, { name: 'Bo', initiative: 1 }] }, moves: [], preset: null, form: FORM };
  const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('traveller.round-tracker'));

  test('a damaged link leaves the saved game untouched and says how to resume it', async ({ page }) => {
    const tool = await open(page);
    await tool.getByRole('button', { name: /Harrington and Needa/ }).click();
    await move(tool, 'Harrington passes').click();
    await expect.poll(() => stored(page)).not.toBeNull();
    const before = await stored(page);
    await page.goto('/');
    const damaged = await open(page, `${PAGE}#s=%%%garbage`);
    await expect(damaged.getByRole('alert')).toContainText('This link could not be read');
    await expect(damaged.getByRole('status').filter({ hasText: 'The game saved on this device is untouched' })).toBeVisible();
    expect(await stored(page)).toBe(before);
    await damaged.getByRole('link', { name: 'open the tracker without this link' }).click();
    const resumed = page.locator('.round-tracker');
    await hydrated(resumed);
    await expect(who(resumed)).toHaveText('Needa');
  });

  test('a link to a different game asks which to keep, sets the other aside, and it can be reopened', async ({ page }) => {
    const tool = await open(page);
    await tool.getByRole('button', { name: /Harrington and Needa/ }).click();
    await move(tool, 'Harrington passes').click();
    await expect.poll(() => stored(page)).not.toBeNull();
    const before = await stored(page);
    await page.goto('/');
    const other = await open(page, link(ANN_BO));
    await expect(other.locator('.rt-captains')).toContainText('Ann');
    await expect(other.getByRole('alert').filter({ hasText: 'This link holds a different game' })).toBeVisible();
    // Nothing is written until the question is answered.
    expect(await stored(page)).toBe(before);
    await other.getByRole('button', { name: 'Keep the link’s game' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'set aside' })).toBeVisible();
    await other.getByRole('button', { name: /^Open \(Harrington, Needa\)/ }).click();
    await expect(who(other)).toHaveText('Needa');
    // The game replaced in turn is kept too.
    await other.getByText('Games set aside on this device (1)').click();
    await expect(other.getByRole('button', { name: /^Open \(Ann, Bo\)/ })).toBeVisible();
  });

  test('a tab opened on a device that kept nothing hears another tab set a game aside', async ({ context }) => {
    const first = await context.newPage();
    const a = await open(first);
    await expect(a.getByRole('button', { name: 'Start the game' })).toBeVisible();
    const second = await context.newPage();
    const b = await open(second);
    await b.getByRole('button', { name: /Harrington and Needa/ }).click();
    await move(b, 'Harrington passes').click();
    await expect.poll(() => stored(second)).not.toBeNull();
    await second.goto('/');
    const other = await open(second, link(ANN_BO));
    await other.getByRole('button', { name: 'Keep the link’s game' }).click();
    await expect(a.getByText('Games set aside on this device (1)')).toBeVisible();
    // The other tab's game is not put in place of the setup form.
    await expect(a.getByRole('button', { name: 'Start the game' })).toBeVisible();
    await a.getByText('Games set aside on this device (1)').click();
    await a.getByRole('button', { name: /^Open \(Harrington, Needa\)/ }).click();
    await expect(who(a)).toHaveText('Needa');
  });

  test('another tab saving a different game is noticed, and neither game is lost', async ({ context }) => {
    const first = await context.newPage();
    const a = await open(first);
    await a.getByRole('button', { name: /Harrington and Needa/ }).click();
    await move(a, 'Harrington passes').click();
    const second = await context.newPage();
    const b = await open(second, link(ANN_BO));
    await expect(b.locator('.rt-captains')).toContainText('Ann');
    await b.getByRole('button', { name: 'Keep the link’s game' }).click();
    await expect(a.getByRole('status').filter({ hasText: 'Another tab saved a different game' })).toBeVisible();
    await move(a, 'Needa acts').click();
    // The first tab's save set the other tab's game aside rather than dropping it (and the second tab had set the first's aside).
    await expect(a.getByRole('button', { name: /^Open \(Ann, Bo\)/ })).toBeVisible();
  });
});
