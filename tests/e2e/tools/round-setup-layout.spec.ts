/**
 * Issue 20, part 5: a field's message in the round tracker's setup form never
 * pushes the boxes beside it out of line. A link refused for one captain's
 * Initiative opens the form with the refusal under that narrow box: on a wide
 * screen the seat's three boxes stay on one line and the message takes the
 * seat's width; on a 360 px phone the name has its line, Initiative and
 * Victory Points share the next, and nothing scrolls sideways.
 */
import { test, expect, type Locator, type Page } from '../fixtures.ts';
import { hydrated } from '../hydrate.ts';
import { messageOf } from '../field-message.ts';
import { stateHash } from '../../../src/widgets/kit/url-state.ts';

const LINK = { setup: { captains: [{ name: 'Ahab', initiative: 150 }, { name: 'Nymeria', initiative: 3 }], threshold: 20 }, moves: [] };

async function openRefused(page: Page, width: number): Promise<{ seat: Locator; name: Locator; initiative: Locator; vp: Locator; message: Locator }> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/ccg/tools/round/#${stateHash(LINK)}`);
  const tool = page.locator('.round-tracker');
  await hydrated(tool);
  const seat = tool.getByRole('group', { name: 'Seat 1' });
  const initiative = seat.getByLabel('Initiative');
  await expect(initiative).toHaveValue('150');
  const message = await messageOf(initiative);
  await expect(message).toContainText('must be a whole number from 0 to 99');
  return { seat, name: seat.getByLabel('Name'), initiative, vp: seat.getByLabel('Victory Points'), message };
}

const box = async (l: Locator) => (await l.boundingBox())!;

test('wide screen: a long refusal under the Initiative box leaves the seat’s boxes on one line and spans the seat', async ({ page }) => {
  const { name, initiative, vp, message } = await openRefused(page, 1280);
  const [n, i, v, m] = await Promise.all([box(name), box(initiative), box(vp), box(message)]);
  expect(Math.abs(i.y - n.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(v.y - n.y)).toBeLessThanOrEqual(1);
  expect(i.x).toBeGreaterThan(n.x + n.width);
  expect(v.x).toBeGreaterThan(i.x + i.width);
  // The message sits under the boxes, wider than the narrow box it concerns, on few lines.
  expect(m.y).toBeGreaterThanOrEqual(i.y + i.height);
  expect(m.width).toBeGreaterThan(i.width * 2);
  expect(m.height).toBeLessThan(i.height * 1.5);
});

test('360 px: the name on its line, Initiative and Victory Points side by side, the refusal under them, nothing wider than the screen', async ({ page }) => {
  const { seat, name, initiative, vp, message } = await openRefused(page, 360);
  const [s, n, i, v, m] = await Promise.all([box(seat), box(name), box(initiative), box(vp), box(message)]);
  expect(i.y).toBeGreaterThan(n.y + n.height);
  expect(Math.abs(v.y - i.y)).toBeLessThanOrEqual(1);
  expect(v.x).toBeGreaterThan(i.x + i.width);
  expect(m.y).toBeGreaterThanOrEqual(i.y + i.height);
  for (const b of [n, i, v, m]) expect(b.x + b.width).toBeLessThanOrEqual(s.x + s.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
