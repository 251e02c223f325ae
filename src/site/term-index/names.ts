/**
 * How names are compared: the term-link plugin, the content lint and the
 * search box all match a typed name against titles and aliases this way.
 * Pure; runs at build time and in the browser.
 */

/** Lower case, one kind of apostrophe, punctuation to single spaces. */
export const normalise = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();

/** The word as typed plus the singular forms a reader may mean: "abilities" → "ability". */
export function singulars(word: string): string[] {
  const out = [word];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  return out;
}

/** True when two names are the same once normalised, allowing plurals either way. */
export function sameName(a: string, b: string): boolean {
  const left = new Set(singulars(normalise(a)));
  return singulars(normalise(b)).some((s) => left.has(s));
}
