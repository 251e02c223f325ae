/**
 * Play Traders, driven as a person would: a seeded game tapped through to
 * its end on a 360 px phone with an undo and a reload in the middle; a game
 * at the table with typed-in dice and cards over a few turns (bad totals get
 * a message and cost nothing); links to other games, broken links and a
 * second tab never lose the saved game; the keyboard alone; axe in both
 * themes. No console errors, no sideways scrolling, no main-thread task of
 * 50 ms or more on any input.
 */
import { test, expect, type Locator, type Page } from '../fixtures.ts';
import { axeInBothThemes } from '../axe.ts';
import { hydrated } from '../hydrate.ts';
import { beginMeasure, endMeasure, expectMessageBeside, expectNoSidewaysScroll, openGame, PHONE, recordOf, settled, TIMED, watchErrors, watchLongTasks } from './helpers.ts';
import { scaled } from '../../pace.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../site.ts';
import { loadedWeight } from '../../../scripts/lib/page-weight.mjs';

const PAGE = '/traders/play/';
/** Seed 29 (t in base 36): played by its first buttons it lasts 22 moves, with care, a sale, repairs and a new turn, then the crew is lost. */
const SEEDED = `${PAGE}#g=T1~t~000000~d~`;

const prompt = (page: Page) => page.locator('#tp-prompt');
const moves = (page: Page) => page.locator('.tp-moves button');
const movesOf = (record: string) => {
  const events = record.slice(record.lastIndexOf('~') + 1);
  return events === '' ? 0 : events.split('.').length;
};

const open = (page: Page, path: string) => openGame(page, path);

/** A tap on a touch screen, a click elsewhere. */
async function press(l: Locator): Promise<void> {
  if (await l.page().evaluate(() => 'ontouchstart' in window)) await l.tap();
  else await l.click();
}

async function tapFirst(page: Page): Promise<string> {
  const b = moves(page).first();
  const label = (await b.textContent()) ?? '';
  const before = recordOf(page);
  await press(b);
  await expect.poll(() => recordOf(page)).not.toBe(before);
  await settled(page);
  return label;
}

/** The question of the moment, the first move and its odds are all in the first screen at 360 × 740. */
async function expectAnswerFirst(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const limit = 740;
  for (const l of [prompt(page), moves(page).first()]) {
    const box = await l.boundingBox();
    expect(box, 'on screen').not.toBeNull();
    expect(box!.y + box!.height, `${await l.textContent()} is in the first screen`).toBeLessThanOrEqual(limit);
  }
  const odds = page.locator('.tp-moves li').first().locator('.tp-move-odds');
  if (await odds.count()) {
    const box = await odds.boundingBox();
    expect(box!.y + box!.height, 'the first move’s odds are in the first screen').toBeLessThanOrEqual(limit);
  }
}

test('a seeded game to its end on a 360 px phone, with an undo and a reload in the middle', TIMED, async ({ browser }) => {
  test.setTimeout(scaled(180_000));
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await watchLongTasks(page);
  await open(page, SEEDED);
  await expect(page.locator('.tp-where')).toContainText('Regina');
  await beginMeasure(page);

  const seen = new Set<string>();
  /** Questions whose moves came with their odds (a percentage under a button). */
  const withOdds = new Set<string>();
  let longest = 0;
  for (let taps = 0; taps < 80; taps++) {
    if (await page.locator('.tp-over').count()) break;
    await expectAnswerFirst(page);
    for (const b of await moves(page).all()) expect((await b.boundingBox())!.height, (await b.textContent()) ?? '').toBeGreaterThanOrEqual(48);
    const question = (await prompt(page).textContent()) ?? '';
    seen.add(question);
    const odds = page.locator('.tp-moves .tp-move-odds');
    if (await odds.count()) {
      await expect(odds.first()).toContainText(/\d+\.\d\d %/);
      withOdds.add(question);
    }
    const made = movesOf(recordOf(page));

    if (made === 3) {
      // Undo takes the move back; the same move played again gives the same result (the dice are the seed's).
      const record = recordOf(page);
      await page.getByRole('button', { name: 'Undo', exact: true }).tap();
      await expect.poll(() => movesOf(recordOf(page))).toBe(2);
      await settled(page);
      await expect(page.getByRole('button', { name: /^Redo/ })).toBeVisible();
      await tapFirst(page);
      expect(recordOf(page)).toBe(record);
    }
    if (made === 8) {
      // A reload in the middle resumes the same game, from the address and from this device.
      const record = recordOf(page);
      const text = await prompt(page).textContent();
      longest = Math.max(longest, (await endMeasure(page, 'moves before the reload')).cpu);
      await page.reload();
      await hydrated(page.locator('astro-island').filter({ has: page.locator('.tp, [role=status]') }).first());
      await settled(page);
      expect(recordOf(page)).toBe(record);
      await expect(prompt(page)).toHaveText(text ?? '');
      await beginMeasure(page);
    }
    await tapFirst(page);
  }
  longest = Math.max(longest, (await endMeasure(page, 'moves after the reload')).cpu);

  // The end: why, with its rule, how far the crew got, the last choice with its odds, and how the run compares.
  const over = page.locator('.tp-over');
  await expect(over).toBeVisible();
  await expect(over.locator('h2')).toHaveText('The game is lost');
  await expect(over.locator('.tp-over-why a.rule-link')).toHaveAttribute('href', /\/traders\/(rules|source-notes)\/#/);
  await expect(over).toContainText('Got as far as');
  await expect(over).toContainText('Helfry (stop 1)');
  await expect(over.locator('.tp-review')).toContainText('You chose');
  await expect(over.locator('.tp-compare')).toContainText('games played through', { timeout: scaled(30_000) });
  expect(movesOf(recordOf(page))).toBe(22);
  expect(seen.size).toBeGreaterThan(5);
  // The fights, the care, the offers and the take-off each came with odds under their buttons.
  expect(withOdds.size, [...withOdds].join(' | ')).toBeGreaterThanOrEqual(4);
  // The log explains every step with a rule link; the record of past games has this one.
  await page.getByText(/^The log/).tap();
  // The log is drawn once it is opened: wait for it, then count.
  await expect(page.locator('.tp-log a.rule-link').nth(20)).toBeAttached();
  await expect(page.locator('summary', { hasText: 'Past games' })).toContainText('(1)');
  await page.locator('summary', { hasText: 'Past games' }).tap();
  await expect(page.locator('.tp-history')).toContainText('reached Helfry (stop 1)');
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
  test.info().annotations.push({ type: 'longest task, processor time (ms)', description: longest.toFixed(1) });
  await context.close();
});

test('at the table: typed-in cards and dice over a few turns; bad totals get a message and cost nothing', TIMED, async ({ browser }) => {
  test.setTimeout(scaled(120_000));
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await watchLongTasks(page);
  await open(page, `${PAGE}#g=T1~0~000000~t~`);
  await beginMeasure(page);
  const field = page.getByLabel(/^Total rolled/);
  const enter = async (total: string) => {
    const before = recordOf(page);
    await field.fill(total);
    await page.getByRole('button', { name: 'Enter', exact: true }).tap();
    await expect.poll(() => recordOf(page)).not.toBe(before);
    await settled(page);
  };
  const card = async (name: string) => {
    const before = recordOf(page);
    await page.getByRole('button', { name: `Drew ${name}`, exact: true }).tap();
    await expect.poll(() => recordOf(page)).not.toBe(before);
    await settled(page);
  };

  await expect(prompt(page)).toHaveText('Enter the next Encounter card.');
  await card('Patron');
  await expect(prompt(page)).toContainText('2D6 on the merchandise table');
  // A total no two dice can make, and text that is not a number: a message beside the field, the game unchanged.
  const record = recordOf(page);
  await field.fill('13');
  await page.getByRole('button', { name: 'Enter', exact: true }).tap();
  await expectMessageBeside(field, 'from 2 to 12');
  await field.fill('seven');
  await page.getByRole('button', { name: 'Enter', exact: true }).tap();
  await expectMessageBeside(field, 'whole number');
  expect(recordOf(page)).toBe(record);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await enter('7');
  await enter('14');
  await expect(page.locator('.tp-offer')).toContainText('Foods');
  await tapFirst(page); // buy the lot
  await tapFirst(page); // take off
  await expect(prompt(page)).toContainText('the enemy ship');
  await card('System Customs Cutter');
  await expect(page.locator('.tp-battle')).toContainText('System Customs Cutter');
  // Three hits for the Beowulf, three misses for the Cutter.
  for (const [shooter, target] of [['20', '5'], ['5', '20'], ['20', '5'], ['5', '20'], ['20', '5']]) {
    await enter(shooter!);
    await enter(target!);
  }
  await expect(page.locator('.tp-where')).toContainText('Helfry');
  // Undo a typed entry and type it again.
  await card('Patron');
  await page.getByRole('button', { name: 'Undo', exact: true }).tap();
  await expect(prompt(page)).toHaveText('Enter the next Encounter card.');
  await card('Patron');
  await enter('14');
  await tapFirst(page); // sell
  await expect(page.locator('[data-testid=money]')).toHaveText('0.077 MC');
  // Turn 2: a Street Thug before the Patron; the Captain defends and strikes back with typed dice.
  await card('Street Thug');
  await card('Patron');
  await expect(prompt(page)).toContainText('Street Thug attacks the Captain');
  await expect(page.locator('.tp-moves li').first().locator('.tp-move-odds')).toContainText('stays on his feet: 69.46 %');
  await tapFirst(page);
  await enter('6');
  await enter('15');
  await expect(page.locator('.tp-latest')).toContainText('the Captain holds');
  await tapFirst(page); // strike back
  await enter('16');
  await enter('8');
  await expect(page.locator('.tp-latest')).toContainText('dispatched');
  await endMeasure(page, 'typed-in cards and dice');
  // A reload keeps the books.
  const kept = recordOf(page);
  await page.reload();
  await hydrated(page.locator('astro-island').filter({ has: page.locator('.tp, [role=status]') }).first());
  await settled(page);
  expect(recordOf(page)).toBe(kept);
  await expect(page.locator('.tp-where')).toContainText('turn 2');
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
  await context.close();
});

test('a link to a different game asks first; the other game is set aside, not lost', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, SEEDED);
  await tapFirst(page);
  const mine = recordOf(page);
  await page.goto(`${PAGE}#g=T1~4~000000~d~`);
  await page.reload();
  await expect(page.locator('.tp-notice')).toContainText('different game');
  // Moves wait until the reader chooses.
  await expect(moves(page).first()).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Go back to my saved game' }).click();
  await expect.poll(() => recordOf(page)).toBe(mine);
  await page.locator('summary', { hasText: 'Past games' }).click();
  await expect(page.locator('.tp-history')).toContainText('Seed 4');
  expect(errors).toEqual([]);
});

test('a link that cannot be read keeps the saved game and says why', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, SEEDED);
  await tapFirst(page);
  const mine = recordOf(page);
  for (const bad of ['T1~t~000000~d~zz', 'nonsense', `T1~t~000000~d~${'d0.'.repeat(10)}t.t`]) {
    await page.goto(`${PAGE}#g=${bad}`);
    await page.reload();
    await expect(page.locator('.tp-notice')).toContainText('could not be read');
    await expect(page.locator('.tp-notice')).toContainText('saved on this device is shown instead');
    await expect.poll(() => recordOf(page)).toBe(mine);
  }
  expect(errors).toEqual([]);
});

test('a second tab does not silently overwrite the game', async ({ context }) => {
  const one = await context.newPage();
  await open(one, SEEDED);
  const two = await context.newPage();
  await open(two, PAGE);
  expect(recordOf(two)).toBe(recordOf(one));
  await tapFirst(one);
  await expect(two.locator('.tp-notice')).toContainText('moved on in another tab');
  await two.getByRole('button', { name: 'Switch to the other tab’s game' }).click();
  await expect.poll(() => recordOf(two)).toBe(recordOf(one));
});

test('the keyboard alone: a move, then the next question has the focus', async ({ page }) => {
  await open(page, SEEDED);
  await moves(page).first().focus();
  const before = recordOf(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => recordOf(page)).not.toBe(before);
  await expect(prompt(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveCount(1);
});

test('axe, light and dark: the game under way and at its end', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await open(page, SEEDED);
  const check = async (what: string) => {
    expect((await axeInBothThemes(page)).map((v) => `${what}: ${v}`)).toEqual([]);
  };
  await check('start');
  await page.locator('summary', { hasText: 'New game' }).click();
  await expect(page.locator('.tp-new')).toBeVisible();
  await page.locator('summary', { hasText: 'The log' }).click();
  await check('log and new-game form open');
  await page.goto(`${PAGE}#g=T1~t~000000~d~d0.r0b0.d0.r0b0.a.t.a.R1.n.d0.r0b0.d0.r0b1.d0.r0b2.d0.c1.r0b0.d0.c1.r0b1.d0`);
  await page.reload();
  // The whole game is replayed in a worker before it is drawn: slow on a loaded machine.
  await hydrated(page.locator('astro-island').filter({ has: page.locator('.tp, [role=status]') }).first());
  await settled(page, 30_000);
  await check('an ended game');
});

test('the new-game form on a 360 px phone: Start comes before the reading choices, in the first screen of the form', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await open(page, SEEDED);
  await page.locator('summary', { hasText: 'New game' }).tap();
  const form = page.locator('.tp-new');
  await expect(form).toBeVisible();
  const start = form.getByRole('button', { name: 'Start the game' });
  const readings = form.locator('.tp-readings');
  await expect(start).toBeVisible();
  // The six reading choices are folded, a line saying how many differ from the recommended ones.
  await expect(readings.locator('summary')).toHaveText('Readings: the recommended ones');
  await expect(readings.locator('fieldset.tp-reading').first()).toBeHidden();
  const f = (await form.boundingBox())!;
  const s = (await start.boundingBox())!;
  const r = (await readings.boundingBox())!;
  expect(s.y + s.height, 'Start is above the readings').toBeLessThanOrEqual(r.y);
  expect(s.y + s.height - f.y, 'Start is within the first screen of the opened form').toBeLessThanOrEqual(PHONE.viewport.height);
  // Unfolded, the readings stay below Start, and a changed one is counted on the fold.
  await readings.locator('summary').tap();
  await readings.locator('fieldset.tp-reading').first().locator('input[type=radio]').nth(1).check();
  await expect(readings.locator('summary')).toHaveText('Readings: 1 changed from the recommended');
  expect((await start.boundingBox())!.y).toBeLessThan((await readings.locator('fieldset.tp-reading').first().boundingBox())!.y);
  expect(errors).toEqual([]);
  await context.close();
});

test('the end of a game leads with a new game; the same seed again only when the site deals, taking back the last move last', async ({ browser }) => {
  test.setTimeout(scaled(120_000));
  /** Opens an ended game's link in a fresh browser (nothing saved), the replay done in the worker. */
  const ended = async (record: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openGame(page, `${PAGE}#g=${record}`, scaled(30_000));
    await expect(page.locator('.tp-over h2')).toHaveText('The game is lost');
    const buttons = page.locator('.tp-over-actions button');
    const labels = (await buttons.allTextContents()).map((t) => t.trim());
    const main = (await page.locator('.tp-over-actions button.primary').allTextContents()).map((t) => t.trim());
    expect(errors).toEqual([]);
    await context.close();
    return { labels, main };
  };
  // Seed 29 played by its first buttons, the site dealing: the crew is lost after 22 moves.
  expect(await ended('T1~t~000000~d~d0.r0b0.d0.r0b0.a.t.a.R1.n.d0.r0b0.d0.r0b1.d0.r0b2.d0.c1.r0b0.d0.c1.r0b1.d0')).toEqual({
    labels: ['New game, new seed', 'Same seed again', 'Take back the last move'],
    main: ['New game, new seed'],
  });
  // At the table (seed 1, cards and dice typed in): a Customs Cutter lands its third hit after 18 entries.
  // The cards and dice were real, so the seed deals nothing: no "same seed again".
  expect(await ended('T1~1~000000~t~@patron.5.21.a.t.@cutter.24.13.20.11.7.14.23.20.22.19.12.9')).toEqual({
    labels: ['New game, new seed', 'Take back the last move'],
    main: ['New game, new seed'],
  });
});

test('a link with a move the game refuses says so in the reader’s words, and offers its one playable move', async ({ page }) => {
  const errors = watchErrors(page);
  // Seed 29's first move is a defence; a second defence comes when the game asks whether to strike back.
  await open(page, `${PAGE}#g=T1~t~000000~d~d0.d0`);
  const notice = page.locator('.tp-notice');
  // Said once, in whole sentences: which move, what the game asked instead (the moves named as a player says them), and what is shown.
  await expect(notice.locator('p')).toHaveText(
    'This game could not be read: its move 2 cannot be played. The game asks: strike back at Vagyr, or let it be; a defence is not one of the moves now. A new game has started instead.',
  );
  await expect(notice).not.toContainText(/retaliate|hold-back|\(the game waits for|not defend/);
  await expect(notice.getByRole('button', { name: 'Open its first move', exact: true })).toBeVisible();
  await notice.getByRole('button', { name: 'Open its first move', exact: true }).click();
  await expect.poll(() => recordOf(page)).toBe('T1~t~000000~d~d0');
  await settled(page);
  expect(errors).toEqual([]);
});

test('issue 20, part 6: scrolled to its end, the page and its worker hold neither the log, the past games nor the simulator; the log and the past games open all the same', async ({ page, baseURL }) => {
  const loaded = await loadedWeight(page, DIST, baseURL!, PAGE, { quietMs: 600, hydrationTimeout: scaled(30_000), lateMs: 3000 });
  expect(loaded.files.some((f) => f.includes('game.worker')), 'the worker is counted').toBe(true);
  const code = loaded.files.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
  // Log.tsx's class, History.tsx's button, the simulator's own field name (engine/traders/sim), and what phase 1
  // does in the turn as data (tables/phases.ts: the view reads the phases' names alone).
  for (const part of ['tp-log-move', 'Clear the record', 'The number of games to simulate', 'Turn Encounter cards into a row until a Patron shows']) expect(code.includes(part), part).toBe(false);
  await expect(prompt(page)).not.toBeEmpty();
  await page.locator('summary', { hasText: 'The log' }).click();
  await expect(page.locator('.tp-log a.rule-link').first()).toBeAttached();
  await expect(page.locator('.tp-log-move').first()).toContainText('Set-up');
  await page.locator('summary', { hasText: 'Past games' }).click();
  await expect(page.locator('.tp-history')).toBeAttached();
});
