// The search box's key-to-list time, as a reader on a phone meets it (issue
// 18's goal: under 50 ms from key to list at a 4x slowed CPU, offline too).

/**
 * Each text typed a letter at a time into the search dialog's box on a
 * Traders page, in a `width` px wide window 740 px tall (360: a phone), the
 * page's CPU slowed `rate` times (Chromium's throttling, as Lighthouse's
 * mobile setting). Each letter is an input event; its time runs until the
 * list for it is painted (the status line names the letters, then the frame
 * that shows them is drawn). Chromium slows the page but cannot slow a
 * worker, so the search worker's own time for each list (the User Timing
 * measure "search worker", src/scripts/search-client.ts) is added `rate - 1`
 * more times: the figure a CPU slowed that much everywhere would give.
 * Between letters the page is let go idle (the rest of a long list is drawn
 * then, src/scripts/search-list.ts), as it is between a person's keystrokes.
 * `offline`: the site visited once, its service worker ready, then the
 * network cut and the page reloaded before typing. A space typed after a word
 * asks the same question again and is not counted. Pagefind's pause
 * (FULL_TEXT_PAUSE_MS) is not waited for.
 * Returns mean, 95th percentile and slowest (with its letters) of the figure,
 * how many were over 50 ms, the same of the page alone (`page`: the worker at
 * full speed), and the animation frames over 50 ms meanwhile (long frames:
 * script, style, layout and paint of one frame) and main-thread tasks over 50 ms.
 */
export async function boxTypingMs(browser, base, texts, { rate = 4, width = 360, offline = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 740 }, serviceWorkers: offline ? 'allow' : 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/traders/`);
    if (offline) {
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        if (reg.active?.state !== 'activated') await new Promise((resolve) => reg.active?.addEventListener('statechange', () => reg.active?.state === 'activated' && resolve()));
      });
      await context.setOffline(true);
      await page.reload();
    }
    const cdp = await context.newCDPSession(page);
    await page.locator('[data-search-open]').first().click();
    await page.locator('#search-dialog [data-search-input]').waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return await page.evaluate(
      async ({ texts, rate }) => {
        const dialog = document.getElementById('search-dialog');
        const input = dialog.querySelector('[data-search-input]');
        const status = dialog.querySelector('[data-search-status]');
        const listed = (q) =>
          new Promise((resolve) => {
            const done = () => status.textContent.includes(`“${q}”`);
            if (done()) return resolve();
            const mo = new MutationObserver(() => done() && (mo.disconnect(), resolve()));
            mo.observe(status, { childList: true, characterData: true, subtree: true });
          });
        // After the next frame is drawn: a task queued from its animation frame callback runs once it is painted.
        const painted = () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => {
              const c = new MessageChannel();
              c.port1.onmessage = () => resolve();
              c.port2.postMessage(0);
            }),
          );
        const idle = () => new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 50)));
        const type = async (v) => {
          input.value = v;
          const t0 = performance.now();
          input.dispatchEvent(new Event('input', { bubbles: true }));
          if (v.trim()) await listed(v.trim());
          const t1 = performance.now();
          await painted();
          const t2 = performance.now();
          const work = performance.getEntriesByName('search worker').at(-1)?.duration ?? 0;
          await idle();
          await painted();
          return { listed: t1 - t0, page: t2 - t0, work, ms: t2 - t0 + (rate - 1) * work };
        };
        await type('warm up');
        const long = [];
        const tasks = new PerformanceObserver((l) => long.push(...l.getEntries().map((e) => e.duration)));
        tasks.observe({ type: 'longtask' });
        const frames = [];
        const loaf = PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame') ? new PerformanceObserver((l) => frames.push(...l.getEntries().map((e) => e.duration))) : null;
        loaf?.observe({ type: 'long-animation-frame' });
        const rows = [];
        for (const t of texts) {
          await type('');
          for (let i = 1; i <= t.length; i++) {
            const v = t.slice(0, i);
            if (!v.trim()) continue;
            const r = await type(v);
            if (v.trim() !== t.slice(0, i - 1).trim()) rows.push({ q: v, ...r });
          }
        }
        await new Promise((r) => setTimeout(r, 100));
        tasks.disconnect();
        loaf?.disconnect();
        const stats = (key) => {
          const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
          const slowest = rows.reduce((a, b) => (b[key] > a[key] ? b : a));
          return { mean: sorted.reduce((a, b) => a + b, 0) / sorted.length, p95: sorted[Math.floor(sorted.length * 0.95)], max: slowest[key], slowest: slowest.q, over50: sorted.filter((x) => x > 50).length };
        };
        const over = (xs) => ({ count: xs.length, longest: xs.length ? Math.max(...xs) : 0 });
        return { keystrokes: rows.length, ...stats('ms'), page: stats('page'), work: stats('work'), longFrames: loaf ? over(frames) : null, longTasks: long.length, longestTask: over(long).longest };
      },
      { texts, rate },
    );
  } finally {
    await context.close();
  }
}
