/**
 * How the answer index reads text, the same way for a page at build time and
 * for a question in the browser: words as names are read (`normalise`), the
 * words a question is made of but that say nothing of its subject dropped
 * (how, can, what, I, ...), and every other word cut to its stem by the
 * Porter stemmer (`stemmer`, by wooorm), so "scored", "scoring" and "score"
 * are one term. Pure; runs in Node and in the browser.
 */
import { stemmer } from 'stemmer';
import { normalise } from '../term-index/names.ts';

/**
 * Question words and the little words around them ("how much", "find
 * someone", "anything else" ask, they name nothing). Left out on purpose:
 * words that are also rules terms in some game ("any", "use", "all", "no",
 * "first", "turn").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about after again am an and are as at be been before being but by can cannot could did do does doing done
  during each for from get gets getting got had has have having he her here hers him his how i if in into is it
  its itself just me might more most must my myself of off on once only or other our ours out over own same
  shall she should so some such than that the their theirs them then there these they this those through to too
  under until up very was we were what whats when where whether which while who whom whose why will with would
  you your yours happen happens happened mean means meaning work works need needs want wants know tell please
  does doesnt dont cant isnt arent wont didnt much someone somebody something anyone anybody anything else
  also still ever really actually`.split(/\s+/),
);

/** The words of a text as names are read: lower case, punctuation out, apostrophes kept inside words. */
export const wordsOf = (text: string): string[] => normalise(text).split(' ').filter(Boolean);

/**
 * The index term for one word: null for a stop word or a single letter;
 * numbers as they are; every other word stemmed ("victories" → "victori").
 */
export function termOf(word: string): string | null {
  const known = TERMS.get(word);
  if (known !== undefined) return known;
  const w = word.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '');
  const term = !w || STOP_WORDS.has(w) ? null : /^\d/.test(w) ? w : w.length < 2 ? null : stemmer(w);
  // Each keystroke reads the same words again (the question, the synonyms, the answering sentences): stem each once.
  if (TERMS.size >= MAX_KNOWN_TERMS) TERMS.clear();
  TERMS.set(word, term);
  return term;
}

/** Words already read, with their term (see termOf); emptied when it reaches MAX_KNOWN_TERMS. */
const TERMS = new Map<string, string | null>();
const MAX_KNOWN_TERMS = 20_000;

/** The index terms of a text, in order (stop words dropped). */
export const termsOf = (text: string): string[] => wordsOf(text).flatMap((w) => termOf(w) ?? []);

/** Every word of a text stemmed, the little words kept (to match a phrase such as "out of action"). */
export const phraseTermsOf = (text: string): string[] => wordsOf(text).map((w) => termOf(w) ?? w.replace(/['’]/g, ''));

/** Sentences of a text (at ". ", "? ", "! " or "; " before a capital or a digit), each trimmed. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Clip a text at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(–-]+$/, '')}…`;
}

/**
 * The sentence of `text` that shares the most terms with the question (the
 * first one on a tie), with the next sentence too when it is short; clipped
 * to `max` characters. The whole text when it is short already.
 */
export function bestSentence(text: string, question: readonly string[], max = 240): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const sentences = sentencesOf(t);
  const wanted = new Set(question);
  let best = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    const score = new Set(termsOf(s).filter((x) => wanted.has(x))).size;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  let out = sentences[best] ?? t;
  const next = sentences[best + 1];
  if (next && out.length < max / 2 && out.length + next.length + 1 <= max) out = `${out} ${next}`;
  return clip(out, max);
}
