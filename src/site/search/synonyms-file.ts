/**
 * Reads a game's synonyms table, `content/<game>/search/synonyms.yaml`, at
 * build time (the search index and the A-Z page). A missing file is an empty
 * table; a malformed one throws with the file and the row, failing the build.
 * Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parseSynonyms, type SynonymRow } from './synonyms.ts';

/** Where a game's table lives, relative to the project root. */
export const synonymsPath = (game: string): string => `content/${game}/search/synonyms.yaml`;

export function loadSynonyms(root: string, game: string): SynonymRow[] {
  const file = join(root, synonymsPath(game));
  if (!existsSync(file)) return [];
  const parsed = parseSynonyms(parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(`${synonymsPath(game)}: ${parsed.error}`);
  return parsed.rows;
}
