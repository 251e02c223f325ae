/**
 * Issue 20, parts 3 and 5: a refused link's field error keeps its rule and
 * shows it. A link with one bad value opens the round tracker, the queue
 * stepper and the deck checker with the notice at the top (in the reader's
 * words, saying what is shown) and the refusal beside the field it concerns,
 * the field holding the link's value, with the rule's link.
 */
import { test, expect, type Locator } from './fixtures.ts';
import { hydrated } from './hydrate.ts';
import { messageOf } from './field-message.ts';
import { stateHash } from '../../src/widgets/kit/url-state.ts';
import { TIME_IS_MONEY_CANCELLED } from '../../src/engine/ccg/examples/timing.ts';
import { MAX_DECK_TEXT } from '../../src/widgets/deck/state.ts';

/** The field's own message holds the rule's link, once the rule catalogue is here. */
async function ruleBeside(field: Locator, words: RegExp): Promise<void> {
  const message = await messageOf(field);
  await expect(message).toContainText(words);
  await expect(message.locator('a.rule-link')).toHaveAttribute('href', /^\/ccg\//);
}

test('round tracker: a captain’s Initiative past the limit is refused beside the Initiative field, holding the link’s value', async ({ page }) => {
  const link = { setup: { captains: [{ name: 'Ahab', initiative: 150 }, { name: 'Nymeria', initiative: 3 }], threshold: 20 }, moves: [] };
  await page.goto(`/ccg/tools/round/#${stateHash(link)}`);
  const tool = page.locator('.round-tracker');
  await hydrated(tool);
  const notice = tool.getByRole('alert').filter({ hasText: 'This link could not be read' });
  await expect(notice).toContainText('Initiative');
  await expect(notice).toContainText('shown in the setup form below');
  const initiative = tool.getByRole('group', { name: 'Seat 1' }).getByLabel('Initiative');
  await expect(initiative).toHaveValue('150');
  await expect(tool.getByRole('group', { name: 'Seat 2' }).getByLabel('Name')).toHaveValue('Nymeria');
  await ruleBeside(initiative, /Ahab's Initiative must be a whole number from 0 to 99/);
  // Fixed, the field's own check takes over and the game can start.
  await initiative.fill('5');
  await expect(initiative).not.toHaveAttribute('aria-invalid', 'true');
  await tool.getByRole('button', { name: 'Start the game' }).click();
  await expect(tool.locator('.rt-who')).toBeVisible();
});

test('queue stepper: a table whose Initiative is past the limit opens the table form on it, the refusal beside the field', async ({ page }) => {
  const setup = TIME_IS_MONEY_CANCELLED.setup;
  const link = { setup: { ...setup, captains: setup.captains.map((c, i) => (i === 0 ? { ...c, initiative: 150 } : c)) }, moves: [], at: 0, guide: null };
  await page.goto(`/ccg/tools/queue/#${stateHash(link)}`);
  const tool = page.locator('.queue-tool');
  await hydrated(tool);
  const notice = tool.getByRole('alert').filter({ hasText: 'This link could not be read' });
  await expect(notice).toContainText('shown in the table form below');
  const form = tool.locator('.q-table-editor');
  await expect(form).toBeVisible();
  const initiative = form.getByRole('group', { name: /^Captain 1/ }).getByLabel('Initiative');
  await expect(initiative).toHaveValue('150');
  await ruleBeside(initiative, /Initiative/);
});

test('deck checker: a list past the limit is refused beside the list field, which holds what of it fits', async ({ page }) => {
  const text = `Ship: Type S Scout\n${'2 Group Package\n'.repeat(800)}`;
  expect(text.length).toBeGreaterThan(MAX_DECK_TEXT);
  await page.goto(`/ccg/deck-construction/#${stateHash({ text })}`);
  const tool = page.locator('.deck-checker');
  await hydrated(tool);
  const notice = tool.getByRole('alert').filter({ hasText: 'This link could not be read' });
  await expect(notice).toContainText(`first ${MAX_DECK_TEXT} characters`);
  const list = tool.getByLabel('Deck list');
  await expect(list).toHaveValue(text.slice(0, MAX_DECK_TEXT));
  await ruleBeside(list, /at most 12000 characters/);
  // Changed, the list is the reader's own: the refusal leaves the field.
  await list.fill('Ship: Type S Scout');
  await expect(list).not.toHaveAttribute('aria-invalid', 'true');
});
