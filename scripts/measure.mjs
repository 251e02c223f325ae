// npm run measure — figures, not assertions: build time, page weight per page
// kind (HTML, CSS, JS raw and gzip), Lighthouse (mobile) scores, search
// quality (the question set's top-1, top-3 and MRR per game; exact names from
// every home page; first 60 % of a name, one typo; index size; time per keystroke),
// the phone height of the icons and Source notes pages, how many headings and
// bullets of the reference pages have an id and a link, where each CCG tool's
// answer starts on a phone (scripts/lib/answer-position.mjs), the A-Z's "see"
// rows, and the resolution check's main thread under its heaviest link
// (lib/resolve-main-thread.mjs), each tool page's JS once scrolled to its end
// (lib/scrolled-weight.mjs), the statements labelled as our readings in each game (lib/readings.mjs),
// and the widgets' lines of code beside the engine's (lib/code-size.mjs), and
// how much of src/ repeats itself (lib/repeated-code.mjs).
// Prints a report and writes the same figures to measurements/latest.json.
//   --skip-build      measure the existing build (build time is then not measured)
//   --no-lighthouse   skip Lighthouse (it takes a few minutes)
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageKinds, pageWeight, BUDGETS, isToolPage } from './lib/page-weight.mjs';
import { searchQuality } from './lib/search-quality.mjs';
import { KEY_GAP_MS } from './lib/box-typing.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { pageFigures } from './lib/page-figures.mjs';
import { roundTaps } from './lib/round-taps.mjs';
import { answerPositions, answerLines, SCREEN } from './lib/answer-position.mjs';
import { printResolveMainThread, resolveMainThread } from './lib/resolve-main-thread.mjs';
import { readingFigures, readingLines } from './lib/readings.mjs';
import { scrolledLines, scrolledWeights } from './lib/scrolled-weight.mjs';
import { codeSize, codeSizeLines } from './lib/code-size.mjs';
import { repeatedCode, repeatedCodeLines } from './lib/repeated-code.mjs';

const args = new Set(process.argv.slice(2));
const root = process.cwd();
const dist = process.env.TRAVELLER_OUT_DIR ?? join(root, 'dist');
const port = Number(process.env.TRAVELLER_MEASURE_PORT ?? 4390);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let buildSeconds = null;
if (!args.has('--skip-build') || !existsSync(join(dist, 'index.html'))) {
  const t0 = performance.now();
  const r = spawnSync('npm', ['run', '-s', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('the build failed');
  buildSeconds = (performance.now() - t0) / 1000;
}

const pagesBuilt = spawnSync('find', [dist, '-name', 'index.html'], { encoding: 'utf8' }).stdout.trim().split('\n').length;
const weights = pageKinds(dist).map(({ kind, page }) => ({ kind, ...pageWeight(dist, page) }));
const readings = readingFigures(dist);

const server = spawn(process.execPath, [join(root, 'node_modules/astro/astro.js'), 'preview', '--port', String(port)], { stdio: 'ignore', env: process.env });
const base = `http://localhost:${port}`;
try {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const search = await searchQuality(base, root, dist);
  const figures = await pageFigures(base, dist);
  const answers = await answerPositions(base);
  const resolveCheck = await resolveMainThread(base);
  const scrolled = await scrolledWeights(base, dist);
  const lighthouse = args.has('--no-lighthouse') ? null : await lighthouseScores(base, weights.map((w) => ({ kind: w.kind, page: w.page })));

  const report = {
    measuredAt: new Date().toISOString(),
    buildSeconds,
    pagesBuilt,
    budgets: BUDGETS,
    pages: weights.map((w) => ({
      kind: w.kind,
      page: w.page,
      html: w.html,
      css: { raw: w.css.raw, gzip: w.css.gzip },
      js: { raw: w.js.raw, gzip: w.js.gzip, files: w.js.files.length, islands: w.js.islands },
      jsOnDemand: { raw: w.onDemand.raw, gzip: w.onDemand.gzip },
      jsBudget: isToolPage(w.page) ? BUDGETS.toolPageJs : BUDGETS.referencePageJs,
      lighthouse: lighthouse?.[w.page] ?? null,
    })),
    search,
    ...figures,
    answerPosition: answers,
    resolveMainThread: resolveCheck,
    readings,
    scrolled,
  };

  console.log(`\nBuild (npm run build, with the search index): ${buildSeconds === null ? 'not measured (--skip-build)' : `${buildSeconds.toFixed(1)} s`}; ${pagesBuilt} pages`);
  console.log('\nPage weight (gzip; raw in brackets) and Lighthouse mobile scores (perf / a11y / best practices / SEO)');
  console.log('kind                   HTML              CSS               JS on load        budget   JS on demand   Lighthouse');
  for (const p of report.pages) {
    const cell = (x) => `${kb(x.gzip)} (${kb(x.raw)})`.padEnd(18);
    const lh = p.lighthouse ? `${p.lighthouse.performance} / ${p.lighthouse.accessibility} / ${p.lighthouse.bestPractices} / ${p.lighthouse.seo}` : '—';
    const over = p.js.gzip > p.jsBudget ? ' OVER' : '';
    console.log(`${p.kind.padEnd(22)} ${cell(p.html)}${cell(p.css)}${cell(p.js)}${kb(p.jsBudget).padEnd(9)}${over}${kb(p.jsOnDemand.gzip).padEnd(15)}${lh}`);
  }
  for (const line of scrolledLines(scrolled)) console.log(line);
  const pct = (f) => `${f.hit} of ${f.total} (${f.percent}%)`;
  const share = (a, b) => `${a} of ${b} (${b ? ((100 * a) / b).toFixed(1) : '100'}%)`;
  console.log(`\nSearch, through the site's search box: questions players ask (tests/search/questions), typed on the game's home page:`);
  for (const g of ['ccg', 'traders', 'ascension']) {
    const f = search.questions[g];
    if (!f) continue;
    const half = (h) => (search.questions[`${g} ${h}`] ? `${h} ${search.questions[`${g} ${h}`].top1Percent}% / ${search.questions[`${g} ${h}`].top3Percent}%` : '');
    console.log(`  ${g.padEnd(10)} first ${f.top1}/${f.n} (${f.top1Percent}%), in the first three ${f.top3}/${f.n} (${f.top3Percent}%), MRR ${f.mrr.toFixed(3)}  [${['tuning', 'held out', 'fresh', 'fresh 3'].map(half).filter(Boolean).join('; ')}]`);
  }
  console.log(`  every title, typed on a home page → its page first: ${Object.entries(search.homes).map(([h, f]) => `${h} ${pct(f)}`).join(', ')}`);
  console.log(`  index loaded on first use: ${search.index.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(' + ')} = ${kb(search.index.gzip)} compressed (${kb(search.index.raw)} raw); first list after first use ${search.firstUse.toFixed(0)} ms, CPU slowed 4× ${search.firstUseMidPhone.toFixed(0)} ms`);
  if (search.fullText) {
    const ft = search.fullText;
    console.log(`  Pagefind (the long tail, after the indexes' results, only when they find fewer than 5 or the reader asks for more): ${ft.files} files, ${kb(ft.bytes)} on disk (precached), ${kb(ft.startBytes)} to start it; first full-text list ${ft.firstMs.toFixed(0)} ms (loading it), then ${ft.meanMs.toFixed(1)} ms a question`);
  }
  console.log(`\nSearch, for the ${search.terms} glossary terms and keywords of every game:`);
  console.log(`  exact name (title or any alias) → its page first:        ${pct(search.exact)}; titles alone ${pct(search.titles)}`);
  console.log(`  first 60 % of the title → its page in the first three:    ${pct(search.prefix)}`);
  console.log(`  one typo in the title → its page first:                   ${pct(search.typo)} (${Object.entries(search.typo.byKind).map(([k, f]) => `${k} ${f.hit}/${f.total}`).join(', ')})`);
  for (const [game, g] of Object.entries(search.games)) console.log(`    ${game.padEnd(10)} exact ${g.exact.hit}/${g.exact.total}, prefix ${g.prefix.hit}/${g.prefix.total}, typo ${g.typo.hit}/${g.typo.total}`);
  const ms = (k) => `mean ${k.mean.toFixed(2)} ms, 95th percentile ${k.p95.toFixed(2)} ms, slowest ${k.max.toFixed(1)} ms ("${k.slowest}")`;
  const mid = search.keystrokeMidPhone;
  console.log(`  key to list (${search.keystroke.keystrokes} keystrokes: every prefix of every title and question; the list worked out in the search worker): ${ms(search.keystroke)}; in the worker ${ms(search.keystroke.work)}`);
  console.log(`  CPU slowed 4× (a mid phone): the page slowed (Chromium cannot slow a worker) ${ms(mid)}; the worker's time counted 4× too ${ms(mid.slowed)}`);
  console.log(`  main-thread tasks over 50 ms while typing: ${search.keystroke.longTasks} (longest ${search.keystroke.longestTask.toFixed(0)} ms); CPU slowed 4×: ${mid.longTasks} (longest ${mid.longestTask.toFixed(0)} ms)`);
  const box = (b) =>
    `mean ${b.mean.toFixed(1)} ms, 95th percentile ${b.p95.toFixed(1)} ms, slowest ${b.max.toFixed(0)} ms ("${b.slowest}"), ${b.over50} of ${b.keystrokes} over 50 ms, ${b.atHand} lists at hand (worked out ahead)${b.unanswered ? `, ${b.unanswered} keys never listed` : ''}` +
    `; animation frames over 50 ms ${b.longFrames ? `${b.longFrames.count} (longest ${b.longFrames.longest.toFixed(0)} ms)` : 'not measured'}, main-thread tasks over 50 ms ${b.longTasks} (longest ${b.longestTask.toFixed(0)} ms)`;
  console.log(`  typed into the search box on a 360 px phone (real key presses ${KEY_GAP_MS} ms apart, from the key to its list painted; every 22nd question): ${box(search.boxTyping.full)}`);
  console.log(`    CPU slowed 4× (the page and the search worker): ${box(search.boxTyping.midPhone)}; of it the browser's own editing of the box (key to its input event) mean ${search.boxTyping.midPhone.editing.mean.toFixed(1)} ms; the lists the worker answered took it mean ${search.boxTyping.midPhone.work.mean.toFixed(1)} ms at full speed`);
  console.log(`    CPU slowed 4×, offline (service worker, network cut): ${box(search.boxTyping.midPhoneOffline)}`);
  for (const m of search.misses.slice(0, 20)) console.log(`  miss: ${m}`);
  if (search.misses.length > 20) console.log(`  … and ${search.misses.length - 20} more misses (measurements/latest.json)`);
  console.log('\nPage height at 360 px, as loaded:');
  for (const [page, h] of Object.entries(figures.heights)) console.log(`  ${page.padEnd(28)} ${h.toLocaleString('en')} px`);
  const c = figures.citable;
  console.log(`\nCitable, on ${c.pages} reference pages:`);
  console.log(`  headings with an id: ${share(c.headingIds, c.headings)}; with a link to themselves: ${share(c.headingLinks, c.headings)}`);
  console.log(`  bullets with an id:  ${share(c.bulletIds, c.bullets)}; with a link to themselves: ${share(c.bulletLinks, c.bullets)}`);
  console.log(`  (list items drawn by components, such as phase diagrams, apart: ${share(c.drawnItemIds, c.drawnItems)} have an id)`);
  console.log(`\nWhere each CCG tool's answer starts at ${SCREEN.width} × ${SCREEN.height} px, after its first book example loads (px from the page top):`);
  for (const line of answerLines(answers)) console.log(line);
  report.answers = answers;
  console.log('\nA-Z index, "see" rows (an other name leading to an entry):');
  for (const [game, a] of Object.entries(figures.azIndex)) console.log(`  ${game.padEnd(10)} ${share(a.see, a.rows)} rows`);
  report.roundTaps = await roundTaps(base);
  console.log(`\nRound tracker, taps to reach any round stage from a fresh tracker (360 px, Chromium): at most ${report.roundTaps.maxTaps ?? 'n/a'} (${report.roundTaps.reached} of ${report.roundTaps.stages} stages reached)`);
  printResolveMainThread(resolveCheck);
  for (const line of readingLines(readings)) console.log(line);
  report.codeSize = codeSize(root);
  for (const line of codeSizeLines(report.codeSize)) console.log(line);
  report.repeatedCode = repeatedCode(root);
  for (const line of repeatedCodeLines(report.repeatedCode)) console.log(line);
  mkdirSync(join(root, 'measurements'), { recursive: true });
  writeFileSync(join(root, 'measurements/latest.json'), JSON.stringify(report, null, 2));
  console.log('\nFigures written to measurements/latest.json');
} finally {
  server.kill();
}
