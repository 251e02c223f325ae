// The search box's key-to-list time alone (scripts/lib/box-typing.mjs), against
// an existing build, without the rest of `npm run measure` (which takes many
// minutes): the same texts (every 11th question of the set) typed on a 360 px
// phone as real key presses, KEY_GAP_MS apart, at the CPU rates asked for
// (page and search worker slowed), online and offline.
//   node scripts/box-typing-only.mjs [--rates 1,4] [--offline] [--runs N] [--every 11]
// The build is $TRAVELLER_OUT_DIR (else dist/), served by `astro preview` on
// $TRAVELLER_MEASURE_PORT (else 4390). Runs are repeated (--runs) to see the spread.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { boxTypingMs } from './lib/box-typing.mjs';
import { questionSet } from './lib/search-quality.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};
const rates = opt('rates', '1,4').split(',').map(Number).filter((n) => n >= 1);
const runs = Math.max(1, Number(opt('runs', '1')) || 1);
const every = Math.max(1, Number(opt('every', '11')) || 11);
const offline = argv.includes('--offline');

const root = process.cwd();
const dist = process.env.TRAVELLER_OUT_DIR ?? join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: build first (TRAVELLER_OUT_DIR=... npx astro build).`);
  process.exit(1);
}
const port = Number(process.env.TRAVELLER_MEASURE_PORT ?? 4390);
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, [join(root, 'node_modules/astro/astro.js'), 'preview', '--port', String(port)], { stdio: 'ignore', env: process.env });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    try {
      up = (await fetch(base)).ok;
    } catch {}
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) throw new Error(`the preview server did not answer on ${base}`);
  const texts = questionSet(root)
    .filter((_, i) => i % every === 0)
    .map((x) => x.q);
  const line = (b) =>
    `mean ${b.mean.toFixed(1)} ms, p95 ${b.p95.toFixed(1)}, slowest ${b.max.toFixed(0)} ("${b.slowest}"), ${b.over50}/${b.keystrokes} over 50 ms; ` +
    `${b.atHand} lists at hand (worked out ahead), the browser's editing mean ${b.editing.mean.toFixed(1)}, ${b.unanswered} never listed, worker mean ${b.work.mean.toFixed(1)} (p95 ${b.work.p95.toFixed(1)}) at full speed; ` +
    `long frames ${b.longFrames ? `${b.longFrames.count} (longest ${b.longFrames.longest.toFixed(0)})` : 'n/a'}`;
  for (let run = 1; run <= runs; run++) {
    for (const rate of rates) {
      for (const off of offline ? [false, true] : [false]) {
        const b = await boxTypingMs(browser, base, texts, { rate, offline: off });
        console.log(`run ${run} ${rate}x${off ? ' offline' : ''}: ${line(b)}`);
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
}
