// Search quality as a reader meets it: in Chromium, queries go through the
// site's own search code (the built search module: the name index, then
// Pagefind, in one list), and we check where the term's own page lands.
// Three figures, for every glossary term and keyword of every game:
//   exact   the title and every alias (listed or search-only) → its page first;
//   prefix  the first 60 % of the title (at least 3 characters) → its page in the first three;
//   typo    the title with one slip in its longest word (two middle letters
//           swapped, one missing, one extra) → its page first.
// A page titled like the term (a reference page "Timing" for the glossary's
// "Timing") counts as the term's page. Each query runs as if typed on a page
// of the term's game (a name may belong to two games). Prefixes and typos
// that are themselves a name of an entry of the game are skipped.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** Every game's terms: `content/<game>/glossary/x.md` is the page `/<game>/glossary/x/` (see src/site/games). */
export function termsOf(root) {
  const out = [];
  const folders = readdirSync(join(root, 'content')).flatMap((game) => ['glossary', 'keywords'].map((kind) => [`content/${game}/${kind}`, `/${game}/${kind}/`]));
  for (const [dir, base] of folders.filter(([dir]) => existsSync(join(root, dir)))) {
    for (const f of readdirSync(join(root, dir)).filter((n) => /\.mdx?$/.test(n))) {
      const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(root, dir, f), 'utf8'));
      if (!m) continue;
      const fm = parse(m[1]) ?? {};
      if (typeof fm.title !== 'string') continue;
      const href = `${base}${f.replace(/\.mdx?$/, '')}/`;
      out.push({ title: fm.title, aliases: [...(fm.aliases ?? []), ...(fm.searchAliases ?? [])].map(String), href });
    }
  }
  return out;
}

/** Title and every alias of every term, each with the page it must find first. */
export function termQueries(root) {
  return termsOf(root).flatMap((t) => [{ q: t.title, href: t.href, title: true }, ...t.aliases.map((a) => ({ q: a, href: t.href, title: false }))]);
}

const gameOf = (href) => href.split('/')[1] ?? '';
const norm = (s) => s.toLowerCase().replace(/[’']/g, "'").replace(/[^a-z0-9']+/g, ' ').trim();

/**
 * The first 60 % of each title (at least three characters). Left out: titles
 * too short for a real prefix, and prefixes that are themselves a name of an
 * entry of the game ("Action" for "Action Card", when "Action" is an entry).
 */
export function prefixQueries(root) {
  const terms = termsOf(root);
  const names = new Set(terms.flatMap((t) => [t.title, ...t.aliases].map((n) => `${gameOf(t.href)} ${norm(n)}`)));
  return terms.flatMap((t) => {
    const len = Math.max(3, Math.ceil(0.6 * t.title.length));
    const q = t.title.slice(0, len).trimEnd();
    return q.length < t.title.length && !names.has(`${gameOf(t.href)} ${norm(q)}`) ? [{ q, href: t.href, title: t.title, kind: 'prefix' }] : [];
  });
}

/** The next letter on the alphabet (a stand-in for a neighbouring key). */
const nextLetter = (c) => (c === 'z' ? 'a' : c === 'Z' ? 'A' : /[a-y]/i.test(c) ? String.fromCharCode(c.charCodeAt(0) + 1) : 'e');

/** Each title with one slip in the middle of its longest word: two letters swapped, one missing, one extra. */
export function typoQueries(root) {
  const terms = termsOf(root);
  const names = new Set(terms.flatMap((t) => [t.title, ...t.aliases].map((n) => `${gameOf(t.href)} ${norm(n)}`)));
  return terms.flatMap((t) => {
    const words = t.title.split(/\s+/);
    const w = words.reduce((a, b) => (b.replace(/\W/g, '').length > a.replace(/\W/g, '').length ? b : a));
    if (w.length < 4) return [];
    const at = t.title.indexOf(w);
    const m = Math.floor(w.length / 2);
    const variants = [];
    if (w[m - 1] !== w[m]) variants.push(['swap', w.slice(0, m - 1) + w[m] + w[m - 1] + w.slice(m + 1)]);
    variants.push(['missing', w.slice(0, m) + w.slice(m + 1)]);
    variants.push(['extra', w.slice(0, m) + nextLetter(w[m]) + w.slice(m)]);
    return variants
      .map(([kind, v]) => ({ q: t.title.slice(0, at) + v + t.title.slice(at + w.length), href: t.href, title: t.title, kind }))
      .filter((v) => !names.has(`${gameOf(t.href)} ${norm(v.q)}`));
  });
}

/** The URL of the built search module (its name carries a content hash). */
export function searchModuleUrl(dist) {
  const name = readdirSync(join(dist, '_astro')).find((n) => /^search\.[\w-]+\.js$/.test(n));
  if (!name) throw new Error(`no search module in ${dist}/_astro`);
  return `/_astro/${name}`;
}

/**
 * The first `n` result URLs for each query, as the site's search box ranks
 * them (run inside a page) for a reader on a page of the term's game: the
 * same name may belong to two games, and the reader's game comes first.
 */
export async function topResults(page, moduleUrl, queries, n = 1) {
  return page.evaluate(
    async ({ url, qs, n }) => {
      const mod = await import(url);
      const out = [];
      for (const { q, game } of qs) {
        const r = await mod.searchSite(q, false, game ? { current: game } : {});
        out.push(r ? r.hits.slice(0, n).map((h) => h.url) : []);
      }
      return out;
    },
    { url: moduleUrl, qs: queries.map((q) => ({ q: q.q, game: q.href ? gameOfHref(q.href) : undefined })), n },
  );
}

const gameOfHref = (href) => href.split('/')[1] ?? '';

/** First result URL for each query. */
export async function firstResults(page, moduleUrl, queries) {
  return (await topResults(page, moduleUrl, queries, 1)).map((r) => r[0] ?? '(nothing)');
}

/**
 * Milliseconds the name index takes per keystroke (what the list shows at
 * once while Pagefind looks), over every prefix of every title, in the page.
 */
export async function keystrokeMs(page, moduleUrl, titles) {
  return page.evaluate(
    async ({ url, titles }) => {
      const mod = await import(url);
      // Builds before the name index had no separate name search: time the whole search then.
      const search = mod.nameSearch ?? ((q) => mod.searchSite(q));
      await search('warm up');
      const times = [];
      for (const t of titles) {
        for (let i = 1; i <= t.length; i++) {
          const t0 = performance.now();
          await search(t.slice(0, i));
          times.push(performance.now() - t0);
        }
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      return { keystrokes: times.length, mean, p95: times[Math.floor(times.length * 0.95)], max: times[times.length - 1] };
    },
    { url: moduleUrl, titles },
  );
}

/** Pages that count as the term's own: its page, and any page titled like it (from the name index's data). */
async function samePages(base) {
  const terms = await (await fetch(`${base}/search-terms.json`)).json();
  return (href, title) => new Set([href, ...terms.filter((t) => norm(t.title) === norm(title)).map((t) => t.url)]);
}

const figure = (hit, total) => ({ hit, total, percent: total ? Math.round((1000 * hit) / total) / 10 : 100 });

/** The three figures (overall and per game) and the misses, measured in Chromium against the served site at `base`. */
export async function searchQuality(base, root, dist = join(root, 'dist')) {
  const terms = termsOf(root);
  const exact = termQueries(root);
  const prefix = prefixQueries(root);
  const typo = typoQueries(root);
  const ownPages = await samePages(base);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    const url = searchModuleUrl(dist);
    const misses = [];
    const games = {};
    const tally = (kind, href, ok) => {
      const g = (games[gameOf(href)] ??= { exact: { hit: 0, total: 0 }, prefix: { hit: 0, total: 0 }, typo: { hit: 0, total: 0 } });
      g[kind].total++;
      if (ok) g[kind].hit++;
      return ok;
    };
    const titleOf = (href) => terms.find((t) => t.href === href)?.title ?? '';
    const exactTop = await topResults(page, url, exact, 1);
    const exactHit = exact.filter((q, i) => {
      const ok = tally('exact', q.href, ownPages(q.href, titleOf(q.href)).has(exactTop[i][0]));
      if (!ok) misses.push(`exact "${q.q}" → ${exactTop[i][0] ?? '(nothing)'} (wanted ${q.href})`);
      return ok;
    }).length;
    const prefixTop = await topResults(page, url, prefix, 3);
    const prefixHit = prefix.filter((q, i) => {
      const own = ownPages(q.href, q.title);
      const ok = tally('prefix', q.href, prefixTop[i].some((u) => own.has(u)));
      if (!ok) misses.push(`prefix "${q.q}" → ${prefixTop[i].join(', ') || '(nothing)'} (wanted ${q.href} in the first three)`);
      return ok;
    }).length;
    const typoTop = await topResults(page, url, typo, 1);
    const byKind = {};
    const typoHit = typo.filter((q, i) => {
      const ok = tally('typo', q.href, ownPages(q.href, q.title).has(typoTop[i][0]));
      byKind[q.kind] ??= { hit: 0, total: 0 };
      byKind[q.kind].total++;
      if (ok) byKind[q.kind].hit++;
      else misses.push(`typo (${q.kind}) "${q.q}" → ${typoTop[i][0] ?? '(nothing)'} (wanted ${q.href})`);
      return ok;
    }).length;
    const titles = terms.map((t) => t.title);
    const keystroke = await keystrokeMs(page, url, titles);
    // A mid-range phone: Chromium's CPU slowed four times (Lighthouse's mobile setting).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const keystrokeMidPhone = await keystrokeMs(page, url, titles);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      terms: terms.length,
      exact: figure(exactHit, exact.length),
      titles: figure(exact.filter((q, i) => q.title && ownPages(q.href, q.q).has(exactTop[i][0])).length, exact.filter((q) => q.title).length),
      prefix: figure(prefixHit, prefix.length),
      typo: { ...figure(typoHit, typo.length), byKind },
      games,
      keystroke,
      keystrokeMidPhone,
      misses,
    };
  } finally {
    await browser.close();
  }
}
