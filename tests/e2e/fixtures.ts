/**
 * Every browser test imports `test` and `expect` from here, not from
 * @playwright/test: the pages then run under the site's content security
 * policy as a visitor's do, and a test fails if the browser reports any
 * violation of it (issue 14, point 8) on any page of its context.
 */
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      context.on('console', (m) => {
        if (m.type() === 'error' && /content security policy/i.test(m.text())) seen.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'} (${e.sourceFile}:${e.lineNumber})`);
        });
      });
      await use(seen);
      expect(seen, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
