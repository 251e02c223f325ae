// npm run overlap — lists runs of 10+ words that repeat the copyrighted source documents.
// The checker and the documents live beside this repository (../shared/tools, ../shared/seeds)
// in the team's workspace, not in the repository: where they are absent, say so and skip.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const OVERLAP_TOOL = join(process.cwd(), '..', 'shared', 'tools', 'seed-overlap');
export const SEEDS_DIR = join(process.cwd(), '..', 'shared', 'seeds');

export function overlapAvailable() {
  return existsSync(OVERLAP_TOOL) && existsSync(SEEDS_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!overlapAvailable()) {
    console.log(`Skipped: the source-document check needs ${OVERLAP_TOOL} and ${SEEDS_DIR} (the team workspace); they are not here.`);
    process.exit(0);
  }
  const paths = process.argv.slice(2);
  const r = spawnSync('python3', [OVERLAP_TOOL, ...(paths.length ? paths : ['content', 'src'])], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
