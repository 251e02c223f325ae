// How much of src/ repeats itself, by the team's `duplicates` tool (issue 20
// asks for no exact pair in src/): the tool is part of the development
// machine, not of the project, so where it is missing the figure says so.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The tool's first line read as figures: "108 pairs of places (753 files read), … (108 by shape alone, 79 …)". */
export function readPairsLine(line) {
  const none = /^No duplicates \((\d+) files? read\)/.exec(line);
  if (none) return { pairs: 0, exact: 0, byShape: 0, files: Number(none[1]) };
  const pairs = /^(\d+) pairs? of places/.exec(line);
  if (!pairs) return null;
  const files = /\((\d+) files read\)/.exec(line);
  const shape = /\((\d+) by shape alone/.exec(line);
  const total = Number(pairs[1]);
  const byShape = shape ? Number(shape[1]) : 0;
  return { pairs: total, exact: total - byShape, byShape, files: files ? Number(files[1]) : null };
}

/** Runs `duplicates` over `<root>/src`; null when the tool is not on this machine or its answer cannot be read. */
export function repeatedCode(root, { seconds = 120 } = {}) {
  const run = spawnSync('duplicates', ['--repo', join(root, 'src'), '--seconds', String(seconds)], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const figures = readPairsLine(run.stdout.split('\n')[0] ?? '');
  if (!figures) return null;
  const incomplete = run.stdout.split('\n').some((l) => l.startsWith('incomplete:'));
  return { ...figures, incomplete };
}

export function repeatedCodeLines(r) {
  if (!r) return ['\nRepeated code in src/: not measured (the `duplicates` tool is not on this machine).'];
  return [`\nRepeated code in src/ (duplicates, runs of 6+ lines): ${r.pairs} pairs in ${r.files ?? '?'} files, ${r.exact} exact, ${r.byShape} of the same shape with other names${r.incomplete ? ' (incomplete: the tool ran out of time)' : ''}`];
}
