// Search quality as a reader meets it: in Chromium, each glossary term and
// keyword title and alias is searched with the site's Pagefind settings.
import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const SEARCH_OPTIONS = { ranking: { termFrequency: 0.6, pageLength: 0.3, termSaturation: 1.2 } };

function terms(root) {
  const out = [];
  for (const [dir, base] of [['content/ccg/glossary', '/ccg/glossary/'], ['content/ccg/keywords', '/ccg/keywords/']]) {
    for (const f of readdirSync(join(root, dir)).filter((n) => /\.mdx?$/.test(n))) {
      const fm = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, dir, f), 'utf8'))[1]);
      out.push({ href: `${base}${f.replace(/\.mdx?$/, '')}/`, title: fm.title, aliases: fm.aliases ?? [] });
    }
  }
  return out;
}

export async function searchQuality(base, root) {
  const list = terms(root);
  const queries = list.flatMap((t) => [{ q: t.title, href: t.href, title: true }, ...t.aliases.map((a) => ({ q: a, href: t.href, title: false }))]);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    const results = await page.evaluate(
      async ({ qs, options }) => {
        const url = '/pagefind/pagefind.js';
        const pf = await import(url);
        await pf.options(options);
        const out = [];
        for (const q of qs) {
          const r = await pf.search(q.q);
          out.push(r.results[0] ? (await r.results[0].data()).url : '(nothing)');
        }
        return out;
      },
      { qs: queries, options: SEARCH_OPTIONS },
    );
    const misses = [];
    let firstCorrect = 0;
    let titlesCorrect = 0;
    queries.forEach((q, i) => {
      if (results[i] === q.href) {
        firstCorrect++;
        if (q.title) titlesCorrect++;
      } else misses.push(`"${q.q}" → ${results[i]} (wanted ${q.href})`);
    });
    return { total: queries.length, firstCorrect, titles: list.length, titlesCorrect, misses };
  } finally {
    await browser.close();
  }
}
