/**
 * Tool state in a URL: JSON, UTF-8, base64url, in the hash (`#s=...`), so a
 * judge can share the exact situation. Decoding never throws: it returns the
 * value or a sentence saying why the link could not be read. Decoding checks
 * the length and the nesting depth before `JSON.parse` sees the text, so a
 * forged link cannot exhaust the stack of the code that reads it. Tools read
 * links through `readUrlState` (`url-state.ts`). Pure; no DOM.
 */
import type { Parsed } from './numbers.ts';

export const STATE_PARAM = 's';
/** Longer hashes are refused rather than parsed, unless a tool sets its own limit. */
export const MAX_ENCODED_LENGTH = 20_000;
/** Deeper JSON is refused rather than parsed: no tool writes more than a few levels. */
export const MAX_DEPTH = 64;

export interface DecodeLimits {
  maxLength?: number;
  maxDepth?: number;
}

/**
 * How deeply the JSON text nests arrays and objects, counted without
 * recursion and stopping as soon as it passes `max` (brackets inside strings
 * do not count). Returns `max + 1` for anything deeper than `max`.
 */
export function jsonDepth(text: string, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > max) return max + 1;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

export function encodeState(value: unknown): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
}

export function decodeState(encoded: string, { maxLength = MAX_ENCODED_LENGTH, maxDepth = MAX_DEPTH }: DecodeLimits = {}): Parsed<unknown> {
  if (encoded.length > maxLength)
    return {
      ok: false,
      error: 'it is too long to be a link made by this tool.',
    };
  const bytes = fromBase64Url(encoded);
  if (!bytes)
    return {
      ok: false,
      error: 'it contains characters this tool never writes.',
    };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: 'it is not text this tool wrote.' };
  }
  if (jsonDepth(text, maxDepth) > maxDepth) {
    return {
      ok: false,
      error: `it is nested too deeply (more than ${maxDepth} levels) to be a link made by this tool.`,
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      error: 'its contents are damaged (it may have been cut short when it was copied).',
    };
  }
}

/** The encoded state in a URL hash such as `#s=eyJ...`, or undefined when there is none. */
export function stateFromHash(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(STATE_PARAM) ?? undefined;
}
