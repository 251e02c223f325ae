/**
 * Typed dice at the table, counted as a player's taps: a turn with no
 * villains (a Patron first, a lot bought, a battle in space, a sale) from the
 * first card to the next turn. A tap is a tap on a button or a field, each
 * character typed, and each Enter on the keyboard.
 */
import { test, expect } from '../fixtures.ts';
import { openGame, PHONE, recordOf, settled } from './helpers.ts';
import { scaled } from '../../pace.ts';

const PAGE = '/traders/play/';

test('at the table, a turn with no villains: taps counted, and after Enter the dice field keeps the focus', async ({ browser }) => {
  test.setTimeout(scaled(120_000));
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await openGame(page, `${PAGE}#g=T1~0~000000~t~`);
  let taps = 0;
  let refocus = 0;
  const field = page.getByLabel(/^Total rolled/);
  const moved = async (before: string) => {
    await expect.poll(() => recordOf(page)).not.toBe(before);
    await settled(page);
  };
  const tapButton = async (name: string | RegExp) => {
    const before = recordOf(page);
    await page.locator('.tp-moves').getByRole('button', { name }).first().tap();
    taps++;
    await moved(before);
  };
  const roll = async (total: string) => {
    const before = recordOf(page);
    if (!(await field.evaluate((el) => el === document.activeElement))) {
      await field.tap();
      taps++;
      refocus++;
    }
    await page.keyboard.type(total);
    taps += total.length;
    await page.keyboard.press('Enter');
    taps++;
    await moved(before);
  };

  await tapButton('Drew Patron');
  await roll('7');
  await roll('14');
  await tapButton(/^Buy/);
  await tapButton('Take off');
  await tapButton('Drew System Customs Cutter');
  for (const total of ['20', '5', '5', '20', '20', '5', '5', '20', '20', '5']) await roll(total);
  await expect(page.locator('.tp-where')).toContainText('Helfry');
  await tapButton('Drew Patron');
  await roll('14');
  // The sale ends the turn: the next one begins by itself.
  await tapButton(/^Sell/);
  await expect(page.locator('.tp-where')).toContainText('turn 2');
  test.info().annotations.push({ type: 'taps for a turn with no villains', description: `${taps} (${refocus} of them to put the focus back in the dice field)` });
  console.log(`taps for a turn with no villains: ${taps}; refocus taps: ${refocus}`);
  // Three runs of rolls (the Patron's, the battle's, the buyer's): one tap into the field starts each, and every later total goes straight in.
  expect(refocus).toBe(3);
  await context.close();
});
