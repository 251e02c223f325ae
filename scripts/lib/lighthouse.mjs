// Lighthouse (mobile settings, its defaults) on Debian's Chromium, offline-safe.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export async function lighthouseScores(base, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const out = {};
  try {
    for (const { page } of pages) {
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const c = result.lhr.categories;
      const score = (x) => Math.round((x?.score ?? 0) * 100);
      out[page] = {
        performance: score(c.performance),
        accessibility: score(c.accessibility),
        bestPractices: score(c['best-practices']),
        seo: score(c.seo),
        failedAudits: Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary').map((a) => a.id),
      };
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
