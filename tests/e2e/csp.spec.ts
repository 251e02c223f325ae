/**
 * The content security policy (issue 14, point 8). Every browser test runs
 * under it and fails on any violation (fixtures.ts); this spec shows that the
 * policy is on every page, allows exactly the page's own inline scripts, and
 * stops a script that was not written by the site.
 */
import { test, expect } from './fixtures.ts';
import { builtPages, builtHtml } from './site.ts';
import { inlineScripts, scriptHash } from '../../src/site/csp/policy.ts';

const policyOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];

test('every page carries a policy that lets its own inline scripts run and nothing inline besides', () => {
  const wrong: string[] = [];
  for (const path of builtPages()) {
    const html = builtHtml(path);
    const policy = policyOf(html);
    if (!policy) {
      wrong.push(`${path}: no policy`);
      continue;
    }
    const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    if (/'unsafe-inline'|'unsafe-eval'|\*/.test(scriptSrc)) wrong.push(`${path}: ${scriptSrc}`);
    for (const s of inlineScripts(html)) if (!scriptSrc.includes(scriptHash(s))) wrong.push(`${path}: an inline script is not in its policy`);
    if (html.indexOf('<meta http-equiv="content-security-policy"') > html.indexOf('<script')) wrong.push(`${path}: the policy comes after a script`);
  }
  expect(wrong).toEqual([]);
});

test('a script the site did not write does not run, and the browser reports it', async ({ page, cspViolations }) => {
  await page.goto('/ccg/glossary/piracy/');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.append(s);
    const img = document.createElement('img');
    img.setAttribute('src', 'data:,');
    img.setAttribute('onerror', 'window.injected = true');
    document.body.append(img);
    await new Promise((r) => setTimeout(r, 200));
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  // The violations here were provoked on purpose; the fixture fails a test on any other.
  cspViolations.splice(0);
});
