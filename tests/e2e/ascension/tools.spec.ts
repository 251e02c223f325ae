/**
 * The eight Imperial Warrant calculators on a 360 px phone: each one from a
 * preset and from typed input, and each with bad input (the message beside
 * the field, no answer, no script error). The figures checked are the
 * spec's reference figures (R1–R33) where they apply, else the engine's own
 * answer worked out here from the same state.
 */
import { test, expect, type Locator, type Page } from '../fixtures.ts';
import { hydrated } from '../hydrate.ts';
import { computeSpace } from '../../../src/widgets/ascension/space/compute.ts';
import { INITIAL as SPACE_INITIAL, questionOf as spaceQuestion } from '../../../src/widgets/ascension/space/state.ts';
import { ASCENSION } from '../../../src/site/games/ascension.ts';
import { axeInBothThemes } from '../axe.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from '../site.ts';
import { scaled } from '../../pace.ts';
import { loadedWeight } from '../../../scripts/lib/page-weight.mjs';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

/** Script errors of the page under test: any one fails the test. */
let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
});

test.afterEach(async ({ page }) => {
  expect(errors, 'script errors on the page').toEqual([]);
  // Nothing sticks out sideways on a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

async function open(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/ascension/tools/${slug}/`);
  const tool = page.locator('.as-tool').first();
  await hydrated(tool);
  return tool;
}

const head = (tool: Locator) => tool.locator('[data-answer] .answer-head').first();
const preset = (tool: Locator, name: string | RegExp) => tool.getByRole('group', { name: 'Examples' }).getByRole('button', { name });
const exact = (tool: Locator) => tool.getByLabel('Show the exact fractions');
/** The message shown beside a field, by the field's label. */
async function errorBeside(field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = (await field.getAttribute('aria-describedby'))!.split(' ').find((x) => x.endsWith('-error'))!;
  return field.page().locator(`[id="${id}"]`);
}
/** Each step of the trace cites a rule of the game. */
/** Types both players' cards of an action (Initiative and Card ID, as text) and returns the two card fieldsets. */
async function typeCards(tool: Locator, players: readonly [string, string], cards: readonly [[string, string], [string, string]]): Promise<[Locator, Locator]> {
  const sets = players.map((p) => tool.locator('fieldset', { hasText: `${p}’s card` })) as [Locator, Locator];
  for (const [i, set] of sets.entries()) {
    await set.getByLabel('Initiative').fill(cards[i]![0]);
    await set.getByLabel('Card ID').fill(cards[i]![1]);
  }
  return sets;
}

async function stepsCiteRules(tool: Locator, label: string | RegExp = /^Why, step by step/) {
  const why = tool.locator('details.why', { has: tool.page().locator('summary', { hasText: label }) }).first();
  await why.locator('summary').click();
  const steps = why.locator('li');
  const n = await steps.count();
  expect(n).toBeGreaterThan(0);
  // A step alone cites its rule; a run of steps citing one rule cites it once, after its last step (kit/Trace.tsx).
  for (let i = 0; i < n; i++) {
    const rule = steps.nth(i).locator('a[href^="/ascension/"]');
    if ((await rule.count()) > 0) await expect(rule.first()).toBeVisible();
    else {
      await expect(steps.nth(i)).toHaveClass(/trace-run/);
      await expect(steps.nth(i + 1)).toHaveClass(/trace-run/);
    }
  }
  await expect(steps.nth(n - 1).locator('a[href^="/ascension/"]').first()).toBeVisible();
}

test('the calculators page lists all eight, and every one opens', async ({ page }) => {
  await page.goto('/ascension/tools/');
  const links = page.locator('main .link-list a');
  await expect(links).toHaveCount(8);
  expect(ASCENSION.tools.map((t) => t.slug)).toEqual(['flux', 'actions', 'siege', 'space', 'turn', 'budget', 'trade', 'planetfall']);
  for (const t of ASCENSION.tools) {
    const r = await page.request.get(`/ascension/tools/${t.slug}/`);
    expect(r.status(), t.slug).toBe(200);
  }
});

test('flux: the book’s E7 (R2 1/2), typed dice (R3 3/4), and a Tech Level that is not a number', async ({ page }) => {
  const tool = await open(page, 'flux');
  await expect(head(tool)).toContainText('Passes: 33.33 %'); // R1, the first state
  await preset(tool, 'Book: TL 11 against TL 10').click();
  await expect(head(tool)).toContainText('Passes: 50.00 %');
  await exact(tool).check();
  await expect(head(tool)).toContainText('= 1/2');
  await stepsCiteRules(tool);

  await tool.getByLabel('Dice', { exact: true }).fill('2');
  await expect(head(tool)).toContainText('Passes: 75.00 % = 3/4');
  expect(page.url()).toContain('#');

  const tl = tool.getByLabel('Your Tech Level');
  await tl.fill('abc');
  await expect(head(tool)).toContainText('One thing to fix first');
  await expect(head(tool)).not.toContainText('Passes');
  await expect(await errorBeside(tl)).toContainText('Your Tech Level');
  await tl.fill('11');
  await expect(head(tool)).toContainText('Passes: 75.00 %');
});

test('siege: the book’s E8 (R11 7/128), a ship one Tech Level up typed (R12 5888/19683), and negative Missiles', async ({ page }) => {
  const tool = await open(page, 'siege');
  await preset(tool, 'Book: Siege rating 8').click();
  await exact(tool).check();
  await expect(head(tool)).toContainText('attack succeeds: 5.47 % = 7/128');
  await expect(head(tool)).toContainText('Siege rating 8');

  const shipTl = tool.locator('fieldset', { hasText: 'The fleet' }).getByLabel('Tech Level', { exact: true });
  await shipTl.fill('11');
  await expect(head(tool)).toContainText('attack succeeds: 29.91 % = 5888/19683');
  await shipTl.fill('9');
  await expect(head(tool)).toContainText('= 67/19683'); // R13

  const missiles = tool.getByLabel('Missiles', { exact: true });
  await missiles.fill('-3');
  await expect(head(tool)).toContainText('to fix first');
  await expect(await errorBeside(missiles)).toBeVisible();
});

test('siege: the book’s E9 assault (R16 1/64), and a four-die Soldier typed (R17 0)', async ({ page }) => {
  const tool = await open(page, 'siege');
  await preset(tool, 'Book: Battle rating 6').click();
  await exact(tool).check();
  await expect(head(tool)).toContainText('attack succeeds: 1.56 % = 1/64');
  await tool.getByLabel('Battle dice').fill('4');
  await expect(head(tool)).toContainText('attack succeeds: 0.00 %');
});

test('space: the duel’s first Sensors sweep, a starting range typed (R23-style 5/9), and a range that is not a number', async ({ page }) => {
  const tool = await open(page, 'space');
  const first = computeSpace(spaceQuestion(SPACE_INITIAL));
  if (!first.ok || first.step.kind !== 'sensors') throw new Error('the duel starts with a Sensors sweep');
  const odds = (first.step as unknown as { targets: { odds: { success: { percent: string } } }[] }).targets[0]!.odds;
  await expect(head(tool)).toContainText('Avenger sweeps with its Sensors');
  await expect(tool.locator('[data-answer]')).toContainText(`Spotted: ${odds.success.percent} %`);

  await tool.getByLabel('Starting range').fill('2');
  await expect(tool.locator('[data-answer]')).toContainText('Spotted: 55.56 %');
  await exact(tool).check();
  await expect(tool.locator('[data-answer]')).toContainText('= 5/9');

  await tool.getByLabel('Starting range').fill('x');
  await expect(await errorBeside(tool.getByLabel('Starting range'))).toContainText('The starting range must be a whole number from 1 to 10.');
  await expect(tool.locator('[data-answer]')).not.toContainText('Spotted:');

  await preset(tool, 'Standard: cruiser against two destroyers').click();
  await expect(head(tool)).not.toContainText('to fix first');
  await expect(tool.locator('[data-answer]')).toContainText('%');
});

test('turn: the Initiative tie (R29: Diplomacy before Shadow), cards typed and revealed, and an Initiative that is not a number', async ({ page }) => {
  const tool = await open(page, 'turn');
  await preset(tool, 'A tie on Initiative').click();
  await expect(head(tool)).toContainText('Bo plays: the Action or the Event');
  await tool.getByRole('button', { name: 'Use the Diplomacy Action' }).click();
  await expect(head(tool)).toContainText('Ann plays');

  await preset(tool, 'Ann and Bo sit down').click();
  // A game with moves is replaced only after asking.
  await page.getByRole('button', { name: 'Yes, replace it' }).click();
  await expect(head(tool)).toContainText('Reveal both cards of action 1');
  const [ann] = await typeCards(tool, ['Ann', 'Bo'], [['abc', '5'], ['6', '9']]);
  await tool.getByRole('button', { name: 'Reveal and order' }).click();
  await expect(await errorBeside(ann.getByLabel('Initiative'))).toBeVisible();
  await expect(head(tool)).toContainText('Reveal both cards of action 1');

  await ann.getByLabel('Initiative').fill('3');
  await tool.getByRole('button', { name: 'Reveal and order' }).click();
  await expect(head(tool)).toContainText('Bo plays: the Action or the Event');
});

test('turn: a game replaced is set aside on this device, listed, and reopened with its moves', async ({ page }) => {
  const tool = await open(page, 'turn');
  await preset(tool, 'A tie on Initiative').click();
  await tool.getByRole('button', { name: 'Use the Diplomacy Action' }).click();
  await expect(head(tool)).toContainText('Ann plays');
  await preset(tool, 'Ann and Bo sit down').click();
  await page.getByRole('button', { name: 'Yes, replace it' }).click();
  await expect(head(tool)).toContainText('Reveal both cards of action 1');
  await expect(page.getByRole('status').filter({ hasText: 'set aside, not lost' })).toBeVisible();
  const list = page.locator('details.aside-list');
  await expect(list.locator('summary')).toHaveText('Games set aside on this device (1)');
  await expect(list).toContainText(/Ann and Bo: \d+ moves/);
  await list.getByRole('button', { name: 'Open (Ann and Bo)' }).click();
  // The tie game comes back where it was left, and the game it replaces is kept in its turn.
  await expect(head(tool)).toContainText('Ann plays');
  await expect(list.locator('summary')).toHaveText('Games set aside on this device (1)');
  await page.reload();
  await hydrated(page.locator('.as-tool').first());
  await expect(head(page.locator('.as-tool').first())).toContainText('Ann plays');
  await expect(page.locator('details.aside-list summary')).toHaveText('Games set aside on this device (1)');
});

test('turn: a link that cannot be read says once what is shown instead: the saved game, or a clean tracker', async ({ page }) => {
  // Nothing saved on this device: the tracker starts clean, and says only that.
  await page.goto('/ascension/tools/turn/#s=not-a-game');
  let tool = page.locator('.as-tool').first();
  await hydrated(tool);
  const notice = page.getByRole('alert').filter({ hasText: 'This link could not be read' });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('The tool has started from a clean state.');
  await expect(notice).not.toContainText('saved on this device');
  await expect(head(tool)).toContainText('Set up the table');

  // A game saved on this device, then a link that cannot be read: the saved game is shown, said once.
  await preset(tool, 'A tie on Initiative').click();
  await expect(head(tool)).toContainText('Bo plays: the Action or the Event');
  await page.goto('/ascension/tools/turn/#s=not-a-game');
  await page.reload();
  tool = page.locator('.as-tool').first();
  await hydrated(tool);
  await expect(head(tool)).toContainText('Bo plays: the Action or the Event');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('The game saved on this device is shown instead.');
  await expect(notice).not.toContainText('clean state');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('This link could not be read')).toHaveCount(0);
});

test('issue 20, part 6: turn: a first visit, scrolled to the end, loads no game side (engine, views, link reader, session); a game typed and started is played and kept all the same', async ({ page, baseURL }) => {
  const loaded = await loadedWeight(page, DIST, baseURL!, '/ascension/tools/turn/', { quietMs: 600, hydrationTimeout: scaled(30_000), lateMs: 3000 });
  const code = loaded.files.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
  // The cards' form (Game.tsx), the link reader (link.ts) and the engine's own refusal (tracker-moves.ts).
  for (const part of ['Reveal and order', 'The link holds moves without a game.', 'Reveal the cards of this action before playing them.']) expect(code.includes(part), part).toBe(false);
  const tool = page.locator('.as-tool').first();
  await expect(head(tool)).toContainText('Set up the table');
  await tool.locator('fieldset', { hasText: 'Player 1' }).getByLabel('Name').first().fill('Cy');
  await tool.locator('fieldset', { hasText: 'Player 2' }).getByLabel('Name').first().fill('Di');
  await tool.getByRole('button', { name: 'Start the game' }).click();
  await expect(head(tool)).toContainText('Reveal both cards of action 1');
  await typeCards(tool, ['Cy', 'Di'], [['3', '5'], ['6', '9']]);
  await tool.getByRole('button', { name: 'Reveal and order' }).click();
  await expect(head(tool)).toContainText('Di plays: the Action or the Event');
  // Kept on this device: the page opened again without a link shows the game.
  await page.goto('/ascension/tools/turn/');
  const again = page.locator('.as-tool').first();
  await hydrated(again);
  await expect(head(again)).toContainText('Di plays: the Action or the Event');
});

test('budget: the book’s E2 (R31 11), costs typed, a panel Budget that is not a number, and the final score (R33 14 VP)', async ({ page }) => {
  const tool = await open(page, 'budget');
  await preset(tool, 'Book: the starting Budget').click();
  await expect(head(tool)).toContainText('Budget 11; upkeep 0: 11 to spare');
  await stepsCiteRules(tool);

  await tool.getByLabel('Costs of the Asset and Ship cards you hold').fill('3 4 2 4');
  await tool.getByLabel('Cost of a card to buy').fill('3');
  await expect(head(tool)).toContainText('Budget 11; upkeep 13: over by 2');
  await expect(head(tool)).toContainText('The card does not fit the Budget.');

  const panel2 = tool.getByLabel('Panel 2', { exact: true });
  await panel2.fill('x');
  await expect(head(tool)).toContainText('One thing to fix first');
  await expect(await errorBeside(panel2)).toBeVisible();

  await preset(tool, 'Score with a Treaty').click();
  await expect(head(tool)).toContainText('Ann wins on Victory Points');
  await expect(head(tool)).toContainText('Ann 14 VP');
});

test('trade: R6 between two systems (3/4), one die typed (1/2), a bad Tech Level; the Treaty of R30 and its "exact" reading; a Blockade pick', async ({ page }) => {
  const tool = await open(page, 'trade');
  await preset(tool, 'Trade between two systems').click();
  await exact(tool).check();
  await expect(head(tool)).toContainText('Tier 1: open; the flux passes: 75.00 % = 3/4');
  await expect(head(tool)).toContainText('Tier 2: closed.');

  await tool.getByLabel('Dice', { exact: true }).fill('1');
  await expect(head(tool)).toContainText('the flux passes: 50.00 % = 1/2');
  const tl = tool.getByLabel('Your Tech Level');
  await tl.fill('ten');
  await expect(head(tool)).toContainText('One thing to fix first');
  await expect(await errorBeside(tl)).toBeVisible();

  await preset(tool, 'Treaty: bars 1 and 2, Factory 2').click();
  await expect(head(tool)).toContainText('A Treaty may be attempted; the flux passes: 33.33 % = 1/3');
  await expect(head(tool)).toContainText('Your Outpost Power 4 against Trade power 3.');
  await tool.locator('details.as-readings summary').click();
  await tool.getByRole('combobox', { name: /AM-13/ }).selectOption('exact');
  await expect(head(tool)).toContainText('No Treaty yet');
  await expect(tool.locator('.as-changed')).toContainText('AM-13');
  // The words on the option and the choice load with the first changed reading (the worker carries none).
  await expect(tool.locator('.as-changed')).toContainText('Outpost Power against Trade power: Exactly equal (');
  await expect(tool.getByRole('combobox', { name: /AM-13/ }).locator('option')).toHaveText(['At least equal (recommended)', 'Exactly equal']);

  await preset(tool, 'A Blockade on a bare panel').click();
  await expect(head(tool)).toContainText('Pick the panel the Blockade takes from');
  await tool.getByRole('button', { name: 'World Panel 3 (Resource)' }).click();
  await expect(head(tool)).toContainText('1 bar loses 1');
  await expect(head(tool)).toContainText('World Panel 3 (Resource), 1 → 0');
});

test('planetfall: the "+1" chain example, draws typed one by one, and a Tech Level that is not a number', async ({ page }) => {
  const tool = await open(page, 'planetfall');
  await preset(tool, /chains/).click();
  await expect(head(tool)).toContainText('Planetfall complete: 2 Resources, 2 Societies, 1 slot left for Outposts');
  await expect(tool.locator('.as-slots li')).toHaveCount(6);
  await expect(tool.locator('.as-slots li').nth(4)).toHaveText('Society, TL 9');

  await preset(tool, 'A Diplomat at a Class B world').click();
  await expect(head(tool)).toContainText('Reveal a Resource (5 slots left)');
  await tool.getByRole('button', { name: 'A “+1” Resource' }).click();
  await expect(head(tool)).toContainText('Reveal a Resource (4 slots left)');
  await tool.getByRole('button', { name: 'A plain Resource' }).click();
  await expect(head(tool)).toContainText('Reveal a Society (3 slots left)');
  const tl = tool.getByLabel(/Its Tech Level/);
  await tl.fill('abc');
  await tool.getByRole('button', { name: 'A Society showing a Tech Level' }).click();
  await expect(await errorBeside(tl)).toBeVisible();
  await expect(head(tool)).toContainText('Reveal a Society (3 slots left)');
  await tl.fill('10');
  await tool.getByRole('button', { name: 'A Society showing a Tech Level' }).click();
  await expect(head(tool)).toContainText('Planetfall complete: 2 Resources, 1 Society, 2 slots left for Outposts');
  await stepsCiteRules(tool);

  // The address holds the draws: a reload reopens the same planetfall.
  await page.reload();
  await hydrated(tool);
  await expect(head(tool)).toContainText('Planetfall complete: 2 Resources, 1 Society');
  await tool.getByRole('button', { name: 'Undo the last draw' }).click();
  await expect(head(tool)).toContainText('Reveal a Society (3 slots left)');
  await tool.getByRole('button', { name: 'Start over' }).click();
  await expect(head(tool)).toContainText('Reveal a Resource (5 slots left)');
  await expect(tool.getByRole('button', { name: 'Undo the last draw' })).toHaveCount(0);
});

test('action check: a fleet at its lowest Jump, a Disabled ship halved, a distance beyond reach, an exploring Jump-1 Scout (AM-54), a Treaty and Fortify refused beside their fields', async ({ page }) => {
  const tool = await open(page, 'actions');
  await expect(head(tool)).toContainText('Move Ship or Fleet: allowed');
  await expect(head(tool)).toContainText('Reach: 2 connected systems. The fleet jumps at its lowest rating, ship 2’s.');
  await stepsCiteRules(tool);

  await preset(tool, 'A Disabled Cruiser holds the fleet back').click();
  await expect(head(tool)).toContainText('Not allowed as described');
  const distance = tool.getByLabel('Systems away');
  await expect(await errorBeside(distance)).toContainText('A system 2 jumps away is beyond a reach of 1.');
  await distance.fill('1');
  await expect(head(tool)).toContainText('Reach: 1 connected system.');
  await distance.fill('');
  await expect(head(tool)).toContainText('Move Ship or Fleet: allowed');

  await preset(tool, 'A Jump-1 Scout explores').click();
  await expect(head(tool)).toContainText('Explore with Scout: allowed');
  await tool.locator('details.as-readings summary').click();
  await tool.getByRole('combobox', { name: /AM-54/ }).selectOption('literal');
  await expect(await errorBeside(tool.getByLabel('Systems away'))).toContainText('beyond a reach of 0');
  await tool.getByRole('combobox', { name: /AM-54/ }).selectOption('at-least-one');
  await tool.getByLabel('Kind', { exact: true }).selectOption('destroyer');
  await expect(await errorBeside(tool.getByLabel('Kind', { exact: true }))).toContainText('Explore with Scout moves a Scout');

  await preset(tool, 'Siege on a Treaty system').click();
  const treaty = tool.getByLabel('The system has a Treaty');
  await expect(await errorBeside(treaty)).toContainText('may not be besieged');
  await treaty.uncheck();
  await expect(head(tool)).toContainText('Siege World: allowed');
  await expect(head(tool).getByRole('link', { name: 'siege and assault resolver' })).toBeVisible();

  await preset(tool, 'Fortify at level 1').click();
  await expect(await errorBeside(tool.getByLabel('Its power level now'))).toContainText('takes Improve Technology');
  await tool.getByLabel('The Action').selectOption('improve-technology');
  await expect(head(tool)).toContainText('The Defense Outpost goes from level 1 to 2.');
  expect(await axeInBothThemes(page)).toEqual([]);

  // The address keeps the check: a reload reopens it.
  await page.reload();
  await hydrated(tool);
  await expect(head(tool)).toContainText('Improve Technology: allowed');
});

test('flux: an action that needs an Asset in place is refused beside the fact until it is ticked (AM-57); a Tech Level with no Society is refused (AM-03)', async ({ page }) => {
  const tool = await open(page, 'flux');
  await tool.getByLabel('Action', { exact: true }).selectOption('sedition');
  const agent = tool.getByLabel('A Shadow Agent of yours is in the system');
  await expect(head(tool)).toContainText('One thing to fix first');
  await expect(await errorBeside(agent)).toContainText('Sedition needs a Shadow Agent of yours already in the system.');
  await agent.check();
  await expect(head(tool)).toContainText('Passes: 33.33 %');

  await tool.getByLabel('Societies', { exact: true }).fill('0');
  await expect(await errorBeside(tool.getByLabel('Societies', { exact: true }))).toContainText('Sedition needs a Society panel in the system.');
  await tool.getByLabel('Action', { exact: true }).selectOption('custom');
  await expect(await errorBeside(tool.getByLabel('The system’s Tech Level'))).toContainText('No Society panel is counted');
  await tool.getByLabel('No Society shows a Tech Level there (counts as 0)').check();
  await expect(head(tool)).toContainText('Passes: 100.00 %');
});

test('siege: a Treaty system is refused beside the box; a system with no Society is besieged at TL 0 (AM-03)', async ({ page }) => {
  const tool = await open(page, 'siege');
  const treaty = tool.getByLabel('The system has a Treaty');
  await treaty.check();
  await expect(head(tool)).toContainText('One thing to fix first');
  await expect(await errorBeside(treaty)).toContainText('may not be besieged');
  await treaty.uncheck();

  await preset(tool, 'No Society: a Defense Outpost alone').click();
  await exact(tool).check();
  await expect(head(tool)).toContainText('attack succeeds: 68.75 % = 11/16');
  await expect(tool.getByLabel('The Society’s Tech Level')).toHaveCount(0);
  await expect(tool.locator('fieldset', { hasText: 'The system’s Societies' })).toContainText('counts as 0');
});

test('turn: the tracker keeps a system across the turn, takes the Revolt’s and the Blockade’s losses itself and asks only for the pick (AM-20, AM-21)', async ({ page }) => {
  const tool = await open(page, 'turn');
  await preset(tool, 'A Revolt and a Blockade at the end of the turn').click();
  await expect(head(tool)).toContainText('End of turn: Revolt losses');
  const vland = tool.getByRole('region', { name: 'Vland' });
  await expect(vland).toContainText('in revolt, 0 end-of-turn steps');
  await expect(vland).toContainText('blockaded by Bo, 0 end-of-turn steps');

  const pick = tool.getByRole('group', { name: 'Pick the panel that loses' });
  await expect(pick).toContainText('several panels qualify for the Revolt’s loss');
  await pick.getByRole('button', { name: 'Society 2' }).click();
  await expect(tool).toContainText("Vland: the Revolt takes 1 from Society 2 (Bo's): 2 → 1.");
  await tool.getByRole('button', { name: 'Done: Revolt losses' }).click();
  await expect(head(tool)).toContainText('End of turn: Blockade losses');
  await expect(tool).toContainText("Vland: the Blockade takes 1 from Resource 1 (Ann's): 1 → 0; the bar goes back to Ann's supply.");
  await tool.getByRole('button', { name: 'Done: Blockade losses' }).click();
  await expect(vland).toContainText('End-of-turn losses so far: 2 taken, 1 bar returned.');
  await expect(vland).toContainText('in revolt, 1 end-of-turn step');
  await expect(vland.getByLabel('Society 2: bar')).toHaveValue('1:1');

  // A change the engine refuses is said beside the system, and nothing is lost.
  await tool.getByLabel('System name').fill('vland');
  await tool.getByRole('button', { name: 'Track this system' }).click();
  await expect(await errorBeside(tool.getByLabel('System name'))).toContainText('A system named vland is tracked already.');
  expect(await axeInBothThemes(page)).toEqual([]);

  // The systems live in the game's moves: a reload reopens them as they were.
  await page.reload();
  await hydrated(tool);
  await expect(tool.getByRole('region', { name: 'Vland' })).toContainText('2 taken, 1 bar returned');
});
