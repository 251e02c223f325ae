/**
 * Tool state in a URL: JSON, UTF-8, base64url, in the hash (`#s=...`), so a
 * judge can share the exact situation. Decoding never throws: it returns the
 * value or a sentence saying why the link could not be read. Pure; no DOM.
 */
import type { Parsed } from './numbers.ts';

export const STATE_PARAM = 's';
/** Longer hashes are refused rather than parsed. */
export const MAX_ENCODED_LENGTH = 20_000;

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

export function decodeState(encoded: string): Parsed<unknown> {
  if (encoded.length > MAX_ENCODED_LENGTH) return { ok: false, error: 'it is too long to be a link made by this tool.' };
  const bytes = fromBase64Url(encoded);
  if (!bytes) return { ok: false, error: 'it contains characters this tool never writes.' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: 'it is not text this tool wrote.' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: 'its contents are damaged (it may have been cut short when it was copied).' };
  }
}

/** The encoded state in a URL hash such as `#s=eyJ...`, or undefined when there is none. */
export function stateFromHash(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(STATE_PARAM) ?? undefined;
}

/**
 * Read and check a state from a hash with a tool's own parser. `undefined`
 * when the hash holds no state; otherwise the state or the reason it failed.
 */
export function readState<T>(hash: string, parse: (raw: unknown) => Parsed<T>): Parsed<T> | undefined {
  const encoded = stateFromHash(hash);
  if (encoded === undefined) return undefined;
  const decoded = decodeState(encoded);
  if (!decoded.ok) return decoded;
  return parse(decoded.value);
}
