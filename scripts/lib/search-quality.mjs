// Search quality as a reader meets it: in Chromium, each glossary term and
// keyword title and alias goes through the site's own search code (the built
// search module: exact names first, then Pagefind), and we check the first result.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** Every game's terms: `content/<game>/glossary/x.md` is the page `/<game>/glossary/x/` (see src/site/games). */
export function termQueries(root) {
  const out = [];
  const folders = readdirSync(join(root, 'content')).flatMap((game) => ['glossary', 'keywords'].map((kind) => [`content/${game}/${kind}`, `/${game}/${kind}/`]));
  for (const [dir, base] of folders.filter(([dir]) => existsSync(join(root, dir)))) {
    for (const f of readdirSync(join(root, dir)).filter((n) => /\.mdx?$/.test(n))) {
      const fm = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, dir, f), 'utf8'))[1]);
      const href = `${base}${f.replace(/\.mdx?$/, '')}/`;
      out.push({ q: fm.title, href, title: true }, ...(fm.aliases ?? []).map((a) => ({ q: a, href, title: false })));
    }
  }
  return out;
}

/** The URL of the built search module (its name carries a content hash). */
export function searchModuleUrl(dist) {
  const name = readdirSync(join(dist, '_astro')).find((n) => /^search\.[\w-]+\.js$/.test(n));
  if (!name) throw new Error(`no search module in ${dist}/_astro`);
  return `/_astro/${name}`;
}

/** First result URL for each query, as the site's search box ranks them (run inside a page). */
export async function firstResults(page, moduleUrl, queries) {
  return page.evaluate(
    async ({ url, qs }) => {
      const mod = await import(url);
      const out = [];
      for (const q of qs) {
        const r = await mod.searchSite(q);
        out.push(r && r.hits[0] ? r.hits[0].url : '(nothing)');
      }
      return out;
    },
    { url: moduleUrl, qs: queries.map((q) => q.q) },
  );
}

export async function searchQuality(base, root, dist = join(root, 'dist')) {
  const queries = termQueries(root);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    const results = await firstResults(page, searchModuleUrl(dist), queries);
    const misses = [];
    let firstCorrect = 0;
    let titlesCorrect = 0;
    queries.forEach((q, i) => {
      if (results[i] === q.href) {
        firstCorrect++;
        if (q.title) titlesCorrect++;
      } else misses.push(`"${q.q}" → ${results[i]} (wanted ${q.href})`);
    });
    return { total: queries.length, firstCorrect, titles: queries.filter((q) => q.title).length, titlesCorrect, misses };
  } finally {
    await browser.close();
  }
}
