/**
 * Builds the answer index inside `astro build`, from the built pages, so it
 * exists before the service worker's precache list is made (this integration
 * is listed before the PWA one): every page of every game is read
 * (src/site/search/extract.ts), joined with what the name index knows of it
 * (`/search-terms.json`: kind, other names, the questions it answers) and the
 * game's synonyms table, and written as `/search-index.json`, a serialised
 * MiniSearch index the search code loads on first use.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsFromPage, type AnswerDoc, type PageMeta } from '../site/search/extract.ts';
import { answerIndexFile, buildAnswerIndex } from '../site/search/answers.ts';
import { loadSynonyms } from '../site/search/synonyms-file.ts';
import type { SearchTerm } from '../site/search/names.ts';
import type { SynonymRow } from '../site/search/synonyms.ts';

/** The file the search code fetches. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Pages that only list or lead to other pages (a game's hub, the A-Z, the lists): not answers in themselves. */
const LISTING = /^\/(?:[^/]+\/(?:glossary|keywords|tools|examples)?\/?)?$|^\/(?:data|404)\/?$/;

/** Every built page's path ("/traders/rules/"), the search and asset folders left out. */
export function builtPagePaths(dist: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(p);
      } else if (name === 'index.html') {
        const rel = relative(dist, dir).split(sep).join('/');
        out.push(rel === '' ? '/' : `/${rel}/`);
      }
    }
  };
  walk(dist);
  return out.sort();
}

/** The documents of every page of the built site at `dist`, with the games' synonyms read from `root`. */
export function answerDocs(dist: string): AnswerDoc[] {
  const termsFile = join(dist, 'search-terms.json');
  const terms: SearchTerm[] = existsSync(termsFile) ? JSON.parse(readFileSync(termsFile, 'utf8')) : [];
  const byUrl = new Map(terms.map((t) => [t.url, t]));
  const games = new Set(terms.map((t) => t.game));
  const docs: AnswerDoc[] = [];
  for (const path of builtPagePaths(dist)) {
    if (LISTING.test(path)) continue;
    const game = path.split('/')[1] ?? '';
    if (!games.has(game)) continue;
    const t = byUrl.get(path);
    const meta: PageMeta = { url: path, game, title: t?.title, kind: t?.kind ?? 'Reference', names: t ? t.names.slice(1) : [], answers: t?.answers ?? [] };
    docs.push(...docsFromPage(readFileSync(join(dist, path, 'index.html'), 'utf8'), meta));
  }
  return docs;
}

/** The serialised index of the built site at `dist` (the project root `root` holds the synonyms tables). */
export function searchIndexJson(dist: string, root: string): { json: string; documents: number } {
  const docs = answerDocs(dist);
  const synonyms: Record<string, SynonymRow[]> = {};
  for (const game of new Set(docs.map((d) => d.game))) synonyms[game] = loadSynonyms(root, game);
  return { json: JSON.stringify(answerIndexFile(buildAnswerIndex(docs, synonyms))), documents: docs.length };
}

export function searchIndex(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'traveller:search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const { json, documents } = searchIndexJson(dist, root);
        writeFileSync(join(dist, SEARCH_INDEX_FILE), json);
        logger.info(`answer index: ${documents} documents, ${Math.round(json.length / 1024)} KB`);
      },
    },
  };
}
