/**
 * The answer first, on a phone (issue 13): at 360 × 740, after a tool's first
 * book example loads, its answer (`[data-answer]`) starts within the first
 * screen; after an input further down changes, the answer's one-line copy is
 * pinned on screen and leads back to it. And issue 14, point 5: the limits of
 * each tool's link reader are enforced where the person types or adds, so the
 * link the tool writes reopens to the same state. One page load per tool (two
 * where a link is reopened).
 */
import { test, expect, type Locator, type Page } from '../fixtures.ts';
import { hydrated } from '../hydrate.ts';
import { encodeState } from '../../../src/widgets/kit/url-codec.ts';
import { MAX_DECK_TEXT } from '../../../src/widgets/deck/state.ts';
import { LIMITS as EXPENSE_LIMITS } from '../../../src/widgets/expense/link.ts';

const SCREEN = { width: 360, height: 740 };
test.use({ viewport: SCREEN });

async function open(page: Page, path: string, tool: string): Promise<Locator> {
  await page.goto(path);
  const t = page.locator(tool);
  await hydrated(t);
  await page.evaluate(() => window.scrollTo(0, 0));
  return t;
}

/** Load the first example of the tool's examples bar, as a person taps it, and wait for `ready`. */
async function firstExample(tool: Locator, ready: Locator) {
  await tool.locator('.presets button').first().click();
  await expect(ready).toBeVisible();
}

/** Where the answer starts, in px from the top of the page. */
const answerTop = (tool: Locator) => tool.locator('[data-answer]').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

async function answerInFirstScreen(tool: Locator) {
  await expect(tool.locator('[data-answer]')).toHaveCount(1);
  expect(await answerTop(tool)).toBeLessThan(SCREEN.height);
  // And on screen now, below the sticky header.
  const head = tool.locator('[data-answer] .answer-head');
  await expect(head).toBeInViewport();
}

/** After a change far below, the pinned copy says the new answer and leads back to it. */
async function peekLeadsBack(tool: Locator, says: string | RegExp) {
  const peek = tool.locator('[data-answer-peek]');
  await expect(peek).toBeVisible();
  await expect(peek).toContainText(says);
  await peek.getByRole('button').click();
  await expect(tool.locator('[data-answer] .answer-head')).toBeInViewport();
  await expect(peek).toHaveCount(0);
}

/** Typed past the most a link keeps, the field stops there and says so beside itself; the link then reopens to that text. */
async function stopsAtTheLimit(page: Page, tool: Locator, field: () => Locator, max: number) {
  await field().fill('x'.repeat(max + 50));
  await expect(field()).toHaveValue('x'.repeat(max));
  await expect(tool.getByText(`At most ${max} characters: the most a link to this tool keeps.`)).toBeVisible();
  await page.reload();
  await hydrated(tool);
  await expect(tool.getByRole('alert')).toHaveCount(0);
  await expect(field()).toHaveValue('x'.repeat(max));
}

test('queue stepper at 360 px: the ruling and the next step come first; a queue of 200 moves takes no more (issue 14.5)', async ({ page }) => {
  let tool = await open(page, '/ccg/tools/queue/', '.queue-tool');
  await firstExample(tool, tool.locator('[data-book-step="1"].next'));
  await answerInFirstScreen(tool);
  await expect(tool.getByTestId('q-window')).toContainText('Nothing is pending');

  // The card is added from the form far below: the answer's copy is pinned to the screen.
  await tool.getByRole('button', { name: 'Add to the queue', exact: true }).click();
  await peekLeadsBack(tool, 'Step 1: Solo may respond or pass.');
  await expect(tool.getByTestId('q-step')).toContainText('Step 1 of 1');

  // A link holds at most 200 moves: at 200, nothing more can be added, and the reason is given.
  const full = { setup: { captains: [{ id: 'a', name: 'Ann', initiative: 1, credits: 3 }], acting: 'a', phase: 'action', stage: 1 }, moves: Array.from({ length: 200 }, () => ({ kind: 'end-round' })), at: 200, guide: null };
  await page.goto('about:blank');
  tool = await open(page, `/ccg/tools/queue/#s=${encodeState(full)}`, '.queue-tool');
  await expect(tool.getByTestId('q-step')).toContainText('Step 200 of 200');
  const add = tool.getByRole('button', { name: 'Add to the queue', exact: true });
  await expect(add).toBeDisabled();
  await expect(tool.locator('#q-full')).toContainText('The queue holds 200 moves, the most a link to it can hold');
  // The move buttons are marked unavailable but still answer a press, with the reason.
  const endRound = tool.getByRole('group', { name: 'Moves' }).getByRole('button', { name: 'End the round' });
  await expect(endRound).toHaveAttribute('aria-disabled', 'true');
  await endRound.focus();
  await page.keyboard.press('Enter');
  await expect(tool.getByRole('alert')).toContainText('Not done: End the round. A link to a queue holds at most 200 moves.');
  await expect(tool.getByTestId('q-step')).toContainText('Step 200 of 200');
  // One step back, a move is allowed again (it replaces the later one).
  await tool.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(add).toBeEnabled();
});

test('expense tool at 360 px: the cost and the payment come first; the card’s name stops at the engine’s cost reader’s 160 characters, the link’s too (issue 14.5, 20.6)', async ({ page }) => {
  const tool = await open(page, '/ccg/tools/expense/', '.expense-tool');
  await firstExample(tool, tool.getByTestId('pay-status'));
  await answerInFirstScreen(tool);
  await expect(tool.getByTestId('cost-final')).toContainText('costs 2 Credits');

  // A hand card's EV changed far below: the pinned copy gives the payment now.
  await tool.getByRole('group', { name: 'Hand card 1' }).getByLabel('EV').fill('3');
  await peekLeadsBack(tool, /2 Credits to pay: paid 0 of 2, 2 owed/);

  // Typed text stops at the most a link keeps, with the reason beside the field; the link reopens to it.
  expect(EXPENSE_LIMITS.cardName).toBe(160);
  await stopsAtTheLimit(page, tool, () => tool.getByLabel('Card paid for'), EXPENSE_LIMITS.cardName);
  await expect(tool.getByTestId('cost-final')).toContainText(`X${'x'.repeat(EXPENSE_LIMITS.cardName - 1)} costs 2 Credits`);
});

test('piracy tool at 360 px: the damage comes first; a name stops at the engine’s 60 characters and the link reopens (issue 14.5)', async ({ page }) => {
  const tool = await open(page, '/ccg/tools/piracy/', '.piracy-tool');
  await firstExample(tool, tool.locator('#piracy-verdict'));
  await answerInFirstScreen(tool);
  await expect(tool.locator('#piracy-verdict')).toContainText('succeeds');

  // The attacker's native Attack Value changed far below: the pinned copy gives the new damage.
  await tool.getByRole('group', { name: 'Attacker (the pirate)' }).getByLabel('Native Attack Value').fill('3');
  await peekLeadsBack(tool, 'Success: 3 points of damage; expenses Tylor 3, Sakai 0');

  await stopsAtTheLimit(page, tool, () => tool.getByRole('group', { name: 'Attacker (the pirate)' }).getByLabel('Captain'), 60);
});

/**
 * The deck checker and the solo points calculator sit inside reading pages (deck construction,
 * solo play), so their answer cannot be on the page's first screen: it comes before every field
 * of the tool, and is on screen once the tool is reached.
 */
async function answerBeforeFields(tool: Locator) {
  await expect(tool.locator('[data-answer]')).toHaveCount(1);
  const fieldsAbove = await tool.locator('[data-answer]').evaluate((answer) => {
    const fields = [...answer.closest('.tool')!.querySelectorAll('input, select, textarea')];
    return fields.filter((f) => answer.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_PRECEDING).length;
  });
  expect(fieldsAbove).toBe(0);
  await tool.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(tool.locator('[data-answer] .answer-head')).toBeInViewport();
}

/** A field of the tool brought to the top of the screen, as a reader scrolled down to it; the head of the answer is then out of sight. */
async function scrolledTo(field: Locator) {
  await field.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(field.page().locator('[data-answer] .answer-head')).not.toBeInViewport();
}

test('deck checker at 360 px: the verdict comes first, and is pinned while the list below is edited (issue 20.5)', async ({ page }) => {
  const tool = await open(page, '/ccg/deck-construction/', '.deck-checker');
  await firstExample(tool, tool.locator('[data-answer] .verdict', { hasText: /^Legal/ }));
  await answerBeforeFields(tool);
  await expect(tool.locator('[data-answer]')).toContainText('Adventure cards: 20 of 20');

  // One card too many typed at the end of the list, far below the verdict: the pinned copy says the list is no longer legal.
  const list = tool.getByLabel('Deck list');
  await scrolledTo(list);
  await list.press('ControlOrMeta+End');
  await list.pressSequentially('\n4 Time is Money');
  await peekLeadsBack(tool, /Not legal: \d+ problems?\./);
  await expect(tool.locator('[data-answer] .problems')).toContainText('Time is Money');

  // The list is the kit's text field: it stops at the most a link keeps and says so in the kit's words; the link reopens to it.
  await list.fill('x'.repeat(MAX_DECK_TEXT + 50));
  await expect(list).toHaveValue('x'.repeat(MAX_DECK_TEXT));
  await expect(tool.getByText(`At most ${MAX_DECK_TEXT} characters: the most a link to this tool keeps.`)).toBeVisible();
  await page.reload();
  await hydrated(tool);
  await expect(list).toHaveValue('x'.repeat(MAX_DECK_TEXT));
});

test('solo points at 360 px: the total comes first, and is pinned while a challenge below is ticked (issue 20.5)', async ({ page }) => {
  const tool = await open(page, '/ccg/solo/', '.solo-points');
  await answerBeforeFields(tool);
  await tool.getByLabel(/Three contract slots/).check();
  await expect(tool.locator('[data-answer] .verdict')).toHaveText('10 challenge points');

  // The last challenge of the list, ticked with the total out of sight: the pinned copy gives the new total.
  const last = tool.getByLabel(/Jettison after using an ability/);
  await scrolledTo(last);
  await last.check();
  await peekLeadsBack(tool, '30 challenge points');
  await expect(tool.locator('[data-answer] .trace')).toContainText('Jettison after using an ability');
});
