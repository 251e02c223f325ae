// What a page of the built site costs to load: HTML, CSS and the JS it runs on
// load (module scripts and islands, with their static imports), raw and
// gzip-compressed. Code behind a dynamic import() (the search) is counted apart.
import { readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function fileOf(dist, url) {
  const clean = url.split(/[?#]/)[0];
  return join(dist, clean.replace(/^\//, ''));
}

/** Static imports of a built JS module, as site paths. */
export function staticImports(code, from) {
  const out = new Set();
  const dir = posix.dirname(from);
  // An import may follow a statement, a brace, white space or a comment (Vite writes `/* empty css */import …`).
  for (const m of code.matchAll(/(?:^|[;\s}/])import\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+)["']/g)) out.add(m[1]);
  for (const m of code.matchAll(/(?:^|[;\s}/])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) out.add(m[1]);
  return [...out].filter((s) => s.startsWith('.') || s.startsWith('/')).map((s) => (s.startsWith('/') ? s : posix.normalize(posix.join(dir, s))));
}

function dynamicImports(code, from) {
  const dir = posix.dirname(from);
  return [...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)]
    .map((m) => m[1])
    .filter((s) => s.startsWith('.') || s.startsWith('/'))
    .map((s) => (s.startsWith('/') ? s : posix.normalize(posix.join(dir, s))));
}

function closure(dist, entries) {
  const seen = new Set();
  const lazy = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    const file = fileOf(dist, url);
    if (!existsSync(file)) return;
    seen.add(url);
    const code = readFileSync(file, 'utf8');
    for (const dep of staticImports(code, url)) visit(dep);
    for (const dep of dynamicImports(code, url)) lazy.add(dep);
  };
  entries.forEach(visit);
  return { eager: [...seen], lazy: [...lazy].filter((u) => !seen.has(u)) };
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** Figures for one page path such as "/ccg/glossary/cost/". */
export function pageWeight(dist, pagePath) {
  const htmlFile = join(dist, pagePath, 'index.html');
  const html = readFileSync(htmlFile);
  const text = html.toString('utf8');
  const sizes = { raw: 0, gzip: 0 };
  const add = (acc, buf) => {
    acc.raw += buf.length;
    acc.gzip += gz(buf);
  };

  const css = { raw: 0, gzip: 0, files: [] };
  for (const tag of text.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? []) {
    const href = attr(tag, 'href');
    if (href && existsSync(fileOf(dist, href))) {
      css.files.push(href);
      add(css, readFileSync(fileOf(dist, href)));
    }
  }
  for (const m of text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) add(css, Buffer.from(m[1]));

  const entries = [];
  let inlineJs = Buffer.alloc(0);
  for (const m of text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attr(m[1], 'src');
    if (src) entries.push(src);
    else if (!/type="application\/(ld\+)?json"/.test(m[1])) {
      inlineJs = Buffer.concat([inlineJs, Buffer.from(m[2])]);
      for (const im of staticImports(m[2], pagePath)) entries.push(im);
    }
  }
  for (const tag of text.match(/<astro-island[^>]*>/g) ?? []) {
    for (const name of ['component-url', 'renderer-url']) {
      const u = attr(tag, name);
      if (u) entries.push(u.replace(/&#38;|&amp;/g, '&'));
    }
  }
  const { eager, lazy } = closure(dist, entries);
  const js = { raw: inlineJs.length, gzip: inlineJs.length ? gz(inlineJs) : 0, files: eager, islands: (text.match(/<astro-island/g) ?? []).length };
  for (const u of eager) add(js, readFileSync(fileOf(dist, u)));
  const onDemand = { raw: 0, gzip: 0, files: lazy };
  for (const u of closure(dist, lazy).eager) add(onDemand, readFileSync(fileOf(dist, u)));

  add(sizes, html);
  return { page: pagePath, html: { raw: sizes.raw, gzip: sizes.gzip }, css, js, onDemand };
}

/** Page kinds and a representative page of each (tools and examples when they exist). */
export function pageKinds(dist) {
  const kinds = [
    ['home', '/'],
    ['glossary term', '/ccg/glossary/expenses/'],
    ['keyword', '/ccg/keywords/hardened/'],
    ['A-Z index', '/ccg/glossary/'],
    ['round page', '/ccg/round/action/'],
    ['reference page', '/ccg/timing/'],
    ['deck checker', '/ccg/deck-construction/'],
    ['solo (calculator)', '/ccg/solo/'],
  ];
  for (const t of ['queue', 'expense', 'piracy', 'resolve', 'round']) kinds.push([`tool: ${t}`, `/ccg/tools/${t}/`]);
  kinds.push(['example (full play)', '/ccg/examples/ahab-and-nymeria/']);
  kinds.push(['Traders: rules', '/traders/rules/'], ['Traders: play', '/traders/play/']);
  for (const t of ['roll-off', 'market', 'battle', 'trip']) kinds.push([`Traders tool: ${t}`, `/traders/tools/${t}/`]);
  kinds.push(['Ascension: combat', '/ascension/combat/']);
  for (const t of ['flux', 'siege', 'space', 'turn', 'budget', 'trade', 'planetfall']) kinds.push([`Ascension tool: ${t}`, `/ascension/tools/${t}/`]);
  return kinds.filter(([, p]) => existsSync(join(dist, p, 'index.html'))).map(([kind, page]) => ({ kind, page }));
}

/** The JS budgets (compressed bytes loaded on page load). */
export const BUDGETS = {
  referencePageJs: 4 * 1024,
  toolPageJs: 30 * 1024,
};

/** Pages that hold a tool (an island) and so get the tool budget: every game's tools, the CCG's worked examples, deck checker and solo calculator, and the Traders game. */
const TOOL_PAGE_PREFIXES = ['/ccg/tools/', '/ccg/examples/', '/traders/tools/', '/ascension/tools/'];
const TOOL_PAGES = ['/ccg/deck-construction/', '/ccg/solo/', '/traders/play/'];
export const isToolPage = (page) => TOOL_PAGES.includes(page) || TOOL_PAGE_PREFIXES.some((p) => page.startsWith(p));

/**
 * What a page costs in a browser once a reader has scrolled to its end: every
 * script the browser fetched for it (module scripts, the islands hydrated as
 * they came into view, whatever they load after they are drawn, and workers),
 * and its inline scripts, each compressed as `pageWeight` compresses a file.
 * `page` is a Playwright page, not yet at `pagePath`; `base` the site's
 * address. The page is walked down a screen at a time; at its end every
 * island must have hydrated, and then the network must stay quiet (no request
 * in flight) for `quietMs` after an idle callback, so code loaded on a timer
 * or on idle counts too; with `lateMs`, the page is then left that long more
 * (and until quiet again), so that code a page loads on a timer after it is
 * drawn counts (no tool does so now; the resolution check once fetched its link reader 2 s in). A quiet
 * period is a wait for the page to settle, not a time limit; an island not hydrated after `hydrationTimeout` ms throws an
 * error that names the page and the island. The service worker is left out:
 * it is the site's, fetched once per visit, not a page's JS.
 */
export async function loadedWeight(page, dist, base, pagePath, { quietMs = 1000, hydrationTimeout = 30_000, lateMs = 0 } = {}) {
  const origin = new URL(base).origin;
  const fetched = new Set();
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = (req) => {
    inFlight++;
    lastActivity = Date.now();
    const url = new URL(req.url());
    if (url.origin !== origin || url.pathname === '/sw.js') return;
    const type = req.resourceType();
    if (type === 'script' || (type !== 'document' && url.pathname.endsWith('.js'))) fetched.add(url.pathname);
  };
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  const quiet = async (ms) => {
    while (inFlight > 0 || Date.now() - lastActivity < ms) await new Promise((r) => setTimeout(r, 50));
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(new URL(pagePath, base).href, { waitUntil: 'load' });
    await quiet(quietMs / 2);
    // Down the page a screen at a time, so every island comes into view and hydrates.
    for (let i = 0; i < 500; i++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, Math.max(200, Math.floor(window.innerHeight * 0.8)));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await quiet(quietMs / 4);
      if (atEnd) break;
    }
    // An island the walk scrolled past before its script began to watch for it (a page whose code is
    // cached loads fast) hydrates only once it is seen again, as for a reader: bring each one back into view.
    await page.evaluate(async () => {
      for (const el of document.querySelectorAll('astro-island[ssr]')) {
        // The island itself has no box (display: contents); Astro watches its children.
        const seen = [...el.children].find((c) => c.getClientRects().length > 0) ?? el;
        seen.scrollIntoView({ block: 'center' });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
    });
    await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((el) => !el.hasAttribute('ssr')), undefined, { timeout: hydrationTimeout }).catch(async (e) => {
      // Name the page and the islands still waiting, not only the time it waited.
      const waiting = await page
        .evaluate(() => [...document.querySelectorAll('astro-island[ssr]')].map((el) => el.getAttribute('component-url') ?? '?'))
        .catch(() => []);
      throw new Error(`${pagePath}: ${waiting.length ? `${waiting.length} island(s) not hydrated (${waiting.join(', ')})` : 'the islands did not hydrate'} within ${hydrationTimeout / 1000} s`, { cause: e });
    });
    await page.evaluate(() => new Promise((r) => (window.requestIdleCallback ?? setTimeout)(() => r(undefined))));
    await quiet(quietMs);
    if (lateMs > 0) {
      await new Promise((r) => setTimeout(r, lateMs));
      await quiet(quietMs);
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  const html = readFileSync(join(dist, pagePath, 'index.html'), 'utf8');
  let inline = Buffer.alloc(0);
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!attr(m[1], 'src') && !/type="application\/(ld\+)?json"/.test(m[1])) inline = Buffer.concat([inline, Buffer.from(m[2])]);
  }
  const js = { raw: inline.length, gzip: inline.length ? gz(inline) : 0, files: [...fetched].sort() };
  for (const u of js.files) {
    const file = fileOf(dist, u);
    if (!existsSync(file)) continue;
    const buf = readFileSync(file);
    js.raw += buf.length;
    js.gzip += gz(buf);
  }
  return js;
}
