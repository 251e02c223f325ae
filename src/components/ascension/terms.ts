/** Build-time: the Ascension glossary entry a name (a table cell, an Action choice) stands for, if exactly one. */
import { resolveTerm, termIndex, termsOf, type TermEntry } from '../../site/term-index/index.ts';

export function ascensionTerm(name: string): TermEntry | undefined {
  const clean = name.replace(/\s*\(R\)\s*$/, '').trim();
  const found = resolveTerm(termsOf(termIndex(process.cwd()), 'ascension'), clean);
  return found.ok ? found.entry : undefined;
}
