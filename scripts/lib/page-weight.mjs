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
function staticImports(code, from) {
  const out = new Set();
  const dir = posix.dirname(from);
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+)["']/g)) out.add(m[1]);
  for (const m of code.matchAll(/(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) out.add(m[1]);
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
