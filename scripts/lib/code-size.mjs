// How big the widgets are beside the engine they call, in lines of TypeScript
// (blank lines and comment-only lines not counted). Issue 20 asks that a
// widget only map fields to an engine call and its answer to words, so the
// widgets should end far smaller than the engine; this prints the figure.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Lines of code in one file's text: not blank, not inside or only a comment. */
export function codeLines(text) {
  let inBlock = false;
  let n = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) {
        inBlock = false;
        if (line.slice(line.indexOf('*/') + 2).trim() !== '') n++;
      }
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) inBlock = true;
      else if (line.slice(line.indexOf('*/') + 2).trim() !== '') n++;
      continue;
    }
    n++;
  }
  return n;
}

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Code lines under `src/widgets` and `src/engine`, in total and by first folder (a game, or the shared kit and core). */
export function codeSize(root) {
  const side = (dir) => {
    const byFolder = {};
    let total = 0;
    for (const file of sourceFiles(join(root, dir))) {
      const n = codeLines(readFileSync(file, 'utf8'));
      const top = relative(join(root, dir), file).split(/[\\/]/)[0];
      const folder = top.includes('.') ? '(top level)' : top;
      byFolder[folder] = (byFolder[folder] ?? 0) + n;
      total += n;
    }
    return { total, byFolder };
  };
  const widgets = side('src/widgets');
  const engine = side('src/engine');
  return { widgets, engine, ratio: widgets.total / engine.total };
}

export function codeSizeLines(size) {
  const list = (s) => Object.entries(s.byFolder).sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${n.toLocaleString('en')}`).join(', ');
  return [
    `\nCode, lines of TypeScript without blanks and comments: widgets ${size.widgets.total.toLocaleString('en')}, engine ${size.engine.total.toLocaleString('en')}; widgets are ${(size.ratio * 100).toFixed(0)} % of the engine (issue 20 aims under 40 %)`,
    `  widgets: ${list(size.widgets)}`,
    `  engine:  ${list(size.engine)}`,
  ];
}
