import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineScripts, policyFor, scriptHash, withPolicy } from '../../src/site/csp/policy.ts';

const page = (head: string, body = '') => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('content security policy', () => {
  it('hashes a script as the browser does: SHA-256 of its exact text, base64', () => {
    const text = '\n  console.log(1);\n';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('finds the inline scripts a browser runs, not scripts with a source or JSON blocks', () => {
    const html = page(
      '<script>a()</script><script type="module">b()</script><script type="module" src="/x.js"></script>',
      '<script type="application/ld+json">{"x":1}</script><SCRIPT type="text/javascript">c()</SCRIPT>',
    );
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('allows exactly the page’s inline scripts, scripts from the site and WebAssembly, never unsafe-inline or eval', () => {
    const policy = policyFor(['a()', 'b()', 'a()']);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc.split(' ').sort()).toEqual(["'self'", "'wasm-unsafe-eval'", scriptHash('a()'), scriptHash('b()'), 'script-src'].sort());
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  it('puts the policy right after the charset, before any script it covers', () => {
    const out = withPolicy(page('<script>a()</script>'));
    const meta = out.indexOf('<meta http-equiv="content-security-policy"');
    expect(meta).toBe(out.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length);
    expect(meta).toBeLessThan(out.indexOf('<script>'));
    expect(out).toContain(scriptHash('a()'));
    const bare = withPolicy('<html><head><script>a()</script></head></html>');
    expect(bare.indexOf('<meta http-equiv')).toBe('<html><head>'.length);
  });

  it('leaves a page that has a policy alone, and refuses a page without a head', () => {
    const once = withPolicy(page('<script>a()</script>'));
    expect(withPolicy(once)).toBe(once);
    expect(() => withPolicy('<p>no head</p>')).toThrow(/no <head>/);
  });
});
