/**
 * Play Traders: odds that say what they mean, and games from a described
 * position. The forced first purchase offers one move and compares nothing;
 * a lot too dear offers only a new search, with the reason beside it;
 * looking again is weighed over new goods and a new price; the longest row
 * gets its encounter odds (between proven bounds, said so) with no long task
 * on the main thread; a position typed into the New game form starts a game
 * whose link reopens it and opens the calculators at the same position; a
 * position the rules forbid gets its message beside the field.
 */
import { test, expect, type Page } from '../fixtures.ts';
import { axeInBothThemes } from '../axe.ts';
import { hydrated } from '../hydrate.ts';
import { beginMeasure, endMeasure, expectMessageBeside, expectNoSidewaysScroll, openGame, PHONE, recordOf, settled, TIMED, watchErrors, watchLongTasks } from './helpers.ts';
import { scaled } from '../../pace.ts';

const PAGE = '/traders/play/';
/** Opens the game, giving a loaded machine time to replay it in the worker. */
const open = (page: Page, path: string) => openGame(page, path, 30_000);

test('the forced first purchase: one move, the reason beside it (our reading), and nothing compared', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, `${PAGE}#g=T1~1~000000~t~@patron.7.14`);
  await expect(page.locator('#tp-prompt')).toHaveText('Buy the lot.');
  await expect(page.locator('.tp-moves button')).toHaveText(['Buy the Foods for 0.063 MC']);
  const reason = page.locator('.tp-reason');
  await expect(reason).toContainText("The first offer is always taken");
  await expect(reason).toContainText('Our reading:');
  await expect(reason.locator('a.rule-link')).toHaveAttribute('href', /\/traders\/source-notes\/#A23$/);
  await expect(page.locator('.tp-move-odds')).toHaveCount(0);
  await expect(page.locator('.tp')).not.toContainText(/fresh roll|better than/);
  expect(errors).toEqual([]);
});

test('a lot too dear: only a new search, the reason beside it, and the odds of a new Patron over new goods and price', async ({ page }) => {
  const errors = watchErrors(page);
  // Turn 2 on Helfry with 0.5 MC: Medicine at 7.65 MC is beyond the crew.
  await open(page, `${PAGE}#g=T2~1~000000~t~b2_1_dw_0_-_0a4o1a3o2a2o3a1o_~@patron.12.14`);
  await expect(page.locator('#tp-prompt')).toHaveText('Look for another Patron.');
  await expect(page.locator('.tp-moves button')).toHaveText(['Look for another Patron']);
  await expect(page.locator('.tp-reason')).toContainText('The Patron asks 7.65 MC and the crew has 0.5 MC');
  await expect(page.locator('.tp-reason a.rule-link')).toHaveAttribute('href', /#t-3-b$/);
  const odds = page.locator('.tp-move-odds').first();
  await expect(odds).toContainText("a new Patron's lot (new goods, new price) is one the crew can afford:");
  await expect(odds).not.toContainText('more profit');
  expect(errors).toEqual([]);
});

test('the longest row: the whole encounter between proven bounds, said so, and no long task on the main thread', TIMED, async ({ page }) => {
  test.setTimeout(scaled(120_000));
  const errors = watchErrors(page);
  await watchLongTasks(page);
  await page.goto(`${PAGE}#g=T1~1~000000~t~`);
  await hydrated(page.locator('astro-island').filter({ has: page.locator('.tp, [role=status]') }).first());
  await settled(page, 30_000);
  await beginMeasure(page);
  // All 18 villain cards before a Patron, typed in at the table as drawn.
  const row = [
    ...Array(4).fill('Street Thug'),
    ...Array(4).fill('Bounty Hunter'),
    ...Array(4).fill('Vagyr'),
    ...Array(2).fill('Imperial Soldier'),
    ...Array(2).fill('Mercenary'),
    'Imperial Marine',
    'Zodani Invader',
    'Patron',
  ] as string[];
  for (const card of row) {
    const before = recordOf(page);
    await page.getByRole('button', { name: `Drew ${card}`, exact: true }).click();
    await expect.poll(() => recordOf(page)).not.toBe(before);
    await settled(page, 30_000);
  }
  const odds = page.locator('.tp-odds');
  await expect(odds).toContainText('the crew beats every villain of this encounter', { timeout: scaled(60_000) });
  await expect(odds).toContainText('within proven bounds');
  await expect(odds).toContainText(/the game is lost in this encounter \(playing the same way\): 99\.\d\d %/);
  await endMeasure(page, 'drawing the longest row and its encounter odds');
  await page.getByLabel('Show the exact fractions').check();
  await expect(odds).toContainText(/within proven bounds, to 12 places: 0\.99\d{10}/);
  expect(errors).toEqual([]);
});

test('a position typed in starts a game there; its link reopens it and opens the calculators at the same position', async ({ browser }) => {
  test.setTimeout(scaled(120_000));
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await open(page, PAGE);
  await page.locator('summary', { hasText: 'New game' }).tap();
  await page.getByLabel('A position I describe', { exact: false }).check();
  const form = page.locator('.tp-position');
  await form.getByLabel('Where play resumes').selectOption('sell');
  await form.getByLabel('Turn', { exact: true }).fill('3');
  // A stop no three turns can reach: the engine's message beside the field, and no game started.
  await form.getByLabel('Stop on the route').fill('9');
  await form.getByLabel('Money on hand (MC)').fill('1.2');
  await form.getByLabel('Hits on the Beowulf').selectOption('1');
  await form.getByLabel('The lot aboard').selectOption('weapons');
  await form.getByLabel('What it cost (MC)').fill('0.32');
  const first = form.locator('fieldset.tp-rank').nth(1);
  await first.getByLabel('Aboard').selectOption('replacement');
  await first.getByLabel("The replacement's power").selectOption('1');
  await first.getByLabel('The original 1st Officer').selectOption('Forboldn');
  await form.locator('fieldset.tp-rank').nth(2).getByLabel('Aboard').selectOption('nobody');
  const before = recordOf(page);
  await page.getByRole('button', { name: 'Start the game' }).tap();
  await expectMessageBeside(form.getByLabel('Stop on the route'), 'on turn 3 this step is at stop 3 to 6');
  expect(recordOf(page)).toBe(before);
  await expectNoSidewaysScroll(page);
  // Each message beside its field carries the rule that decides it: the engine's limit on the turn,
  // and money on hand below the goal (read from MC by the engine's money reader).
  await form.getByLabel('Turn', { exact: true }).fill('501');
  await page.getByRole('button', { name: 'Start the game' }).tap();
  await expectMessageBeside(form.getByLabel('Turn', { exact: true }), /The turn .*500/);
  const messageOf = async (field: import('@playwright/test').Locator) => page.locator(`[id="${((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((i) => i.endsWith('-error'))}"]`);
  await expect((await messageOf(form.getByLabel('Turn', { exact: true }))).locator('a')).toHaveAttribute('href', /#t-0-turn$/);
  await form.getByLabel('Turn', { exact: true }).fill('3');
  await form.getByLabel('Money on hand (MC)').fill('80');
  await page.getByRole('button', { name: 'Start the game' }).tap();
  await expectMessageBeside(form.getByLabel('Money on hand (MC)'), 'Money on hand stays below 73 MC: reaching 73 MC wins the game.');
  await expect((await messageOf(form.getByLabel('Money on hand (MC)'))).locator('a')).toHaveAttribute('href', /#t-7-win$/);
  expect(recordOf(page)).toBe(before);
  await form.getByLabel('Money on hand (MC)').fill('1.2');

  await form.getByLabel('Stop on the route').fill('4');
  await page.getByRole('button', { name: 'Start the game' }).tap();
  await expect.poll(() => recordOf(page)).toMatch(/^T2~[0-9a-z]+~000000~d~s3_4_xc_1_68w_0a4o1c3ou1a2n3a1o_~/);
  await settled(page, 30_000);
  await expect(page.locator('.tp-where')).toContainText('Whango');
  await expect(page.locator('.tp-from')).toContainText('Started from a described position: Turn 3 on Whango (stop 4), just landed');
  await expect(page.locator('[data-testid=money]')).toHaveText('1.2 MC');
  // The link reopens the same game.
  const kept = recordOf(page);
  await page.reload();
  await hydrated(page.locator('astro-island').filter({ has: page.locator('.tp, [role=status]') }).first());
  await settled(page, 30_000);
  expect(recordOf(page)).toBe(kept);
  // The calculators open at the same position.
  await page.locator('.tp-from').getByRole('link', { name: 'space battle' }).tap();
  await hydrated(page.locator('astro-island').first());
  await expect(page.getByLabel('1st Officer active', { exact: false })).toBeChecked();
  await expect(page.getByLabel('2nd Officer active', { exact: false })).not.toBeChecked();
  await expect(page.locator('.verdict')).toContainText('The Beowulf beats an enemy not yet drawn');
  await expect(page.locator('.tool')).toContainText("the deck's weighted mix");
  await expect(page.locator('.tool')).not.toContainText('against an enemy at power 4');
  // The tool then keeps its own state in the address.
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#s=/);
  expect(errors).toEqual([]);
  await context.close();
});

test('axe, light and dark: a reason beside the choice, bounds, and the position form', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await open(page, `${PAGE}#g=T2~1~000000~t~b2_1_dw_0_-_0a4o1a3o2a2o3a1o_~@patron.12.14`);
  await page.locator('summary', { hasText: 'New game' }).click();
  await page.getByLabel('A position I describe', { exact: false }).check();
  await page.locator('.tp-position fieldset.tp-rank').nth(1).getByLabel('Aboard').selectOption('replacement');
  expect(await axeInBothThemes(page)).toEqual([]);
});
