/** The message beside a field of the kit, found as a screen reader finds it: by the id the field names (aria-describedby). */
import { expect, type Locator } from './fixtures.ts';

/** The message a field that refused its value names as its own (`<id>-error`); the field is marked invalid. */
export async function messageOf(field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((i) => i.endsWith('-error'));
  expect(id, 'the field names its message').toBeTruthy();
  return field.page().locator(`[id="${id}"]`);
}
