/**
 * The content security policy every page carries (issue 14, point 8). Scripts
 * run only from the site itself or when their exact text is hashed into the
 * page's policy: an injected script, inline handler or `javascript:` link does
 * not run. Pagefind's search runs WebAssembly, hence 'wasm-unsafe-eval' (it
 * allows compiling WebAssembly, not `eval` of JavaScript). Inline styles stay
 * allowed: the islands set `style` attributes, and a style cannot run code.
 */
import { createHash } from 'node:crypto';

/** Directives other than script-src, which is made per page from its inline scripts. */
export const FIXED_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/** The CSP source expression for a script's exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types a browser runs (a JSON data block is not run, so it needs no hash). */
const RUNNABLE = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of every inline script of a page that a browser would run, in page order. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (RUNNABLE.has(type)) out.push(m[2] ?? '');
  }
  return out;
}

/** The policy for a page whose inline scripts are `scripts`. */
export function policyFor(scripts: readonly string[]): string {
  const hashes = [...new Set(scripts.map(scriptHash))].sort();
  return [`script-src 'self' 'wasm-unsafe-eval'${hashes.map((h) => ` ${h}`).join('')}`, ...FIXED_DIRECTIVES].join('; ');
}

/**
 * The page with its policy early in its head: right after the charset
 * declaration (which must stay in the first bytes), before any script it
 * covers (a policy given in a meta element covers only what comes after it).
 * A page that has a policy already is returned unchanged; a page without a
 * head is an error.
 */
export function withPolicy(html: string): string {
  if (/<meta\s+http-equiv=["']content-security-policy["']/i.test(html)) return html;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('the page has no <head> to put its content security policy in');
  const start = head.index + head[0].length;
  const charset = /^\s*<meta\s+charset=[^>]*>/i.exec(html.slice(start));
  const at = start + (charset ? charset[0].length : 0);
  const meta = `<meta http-equiv="content-security-policy" content="${policyFor(inlineScripts(html))}">`;
  return html.slice(0, at) + meta + html.slice(at);
}
