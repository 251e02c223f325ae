/**
 * Numeric fields open a number pad on a phone (issue 14, point 9): on every
 * page with a tool, once a worked example is loaded, each text field holding
 * a number asks for the numeric or decimal keyboard, unless it takes a signed
 * amount (marked data-signed: a phone's number pad has no minus sign), and a
 * field that says it takes a sign is such a field.
 */
import { test, expect } from './fixtures.ts';
import { builtPages, builtHtml } from './site.ts';
import { scaled } from '../pace.ts';

const toolPages = builtPages().filter((p) => builtHtml(p).includes('<astro-island'));

test('every field holding a number opens a numeric keyboard on a phone (issue 14, point 9)', async ({ page }) => {
  test.setTimeout(scaled(30_000 + toolPages.length * 6_000));
  await page.setViewportSize({ width: 360, height: 740 });
  const wrong: string[] = [];
  let numeric = 0;
  for (const path of toolPages) {
    await page.goto(path);
    // Islands come to life when seen: show each one, then wait for all.
    for (const island of await page.locator('astro-island').all()) await island.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    const example = page.locator('[data-preset], .presets button').first();
    if (await example.isVisible().catch(() => false)) await example.click().catch(() => {});
    // The example's fields are filled once its data arrives: read them when two looks agree.
    const look = () => page.$$eval('input', (inputs) => inputs.map((i) => (i as HTMLInputElement).value).join('\u0000'));
    let last = '';
    await expect.poll(async () => last === (last = await look()), { intervals: [150, 250, 400] }).toBe(true);
    const fields = await page.$$eval('input[type="text"], input:not([type])', (inputs) =>
      inputs.map((i) => ({
        label: (i as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? i.getAttribute('aria-label') ?? i.id,
        value: (i as HTMLInputElement).value.trim(),
        mode: i.getAttribute('inputmode'),
        signed: i.hasAttribute('data-signed'),
      })),
    );
    for (const f of fields) {
      // A field that says it takes a sign ("Change (+/−)") must keep the keyboard that has a minus.
      if (/\(\+\/[−-]\)/.test(f.label) && !f.signed) wrong.push(`${path} "${f.label}" takes a sign but opens a keyboard without a minus`);
      if (!/^[+−-]?\d+([.,]\d+)?$/.test(f.value)) continue;
      numeric++;
      if (f.mode !== 'numeric' && f.mode !== 'decimal' && !f.signed) wrong.push(`${path} "${f.label}" holds ${f.value} but opens the ${f.mode ?? 'text'} keyboard`);
    }
  }
  expect(numeric, 'fields holding numbers were found').toBeGreaterThan(20);
  expect(wrong).toEqual([]);
});
