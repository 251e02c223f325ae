// The search box's key-to-list time, as a reader on a phone meets it (issue
// 18's goal: under 50 ms from key to list at a 4x slowed CPU, offline too).

/**
 * Each text typed a key at a time into the search dialog's box on a Traders
 * page, in a `width` px wide window 740 px tall (360: a phone), the page's CPU
 * slowed `rate` times (Chromium's throttling, as Lighthouse's mobile
 * setting). The keys are real key presses (Chromium's input pipeline, as a
 * keyboard gives them), so each key's time runs from the key itself (the
 * keydown event's time stamp) through the browser's own editing of the box,
 * the search and the drawing of the list, until the frame that shows it is
 * painted (the status line names the letters, then that frame is drawn).
 * Chromium slows the page but cannot slow a worker, so the search worker's
 * own time for each list (the User Timing measure "search worker",
 * src/scripts/search-client.ts) is added `rate - 1` more times: the figure a
 * CPU slowed that much everywhere would give.
 * Between keys the page is let go idle (the rest of a long list is drawn
 * then, src/scripts/search-list.ts), as it is between a person's keystrokes.
 * `offline`: the site visited once, its service worker ready, then the
 * network cut and the page reloaded before typing. A space typed after a word
 * asks the same question again and is not counted. Pagefind's pause
 * (FULL_TEXT_PAUSE_MS) is not waited for.
 * Returns mean, 95th percentile and slowest (with its letters) of the figure,
 * how many were over 50 ms, the same of the page alone (`page`: the worker at
 * full speed), of the browser's editing alone (`editing`: key to the box's
 * input event), and the animation frames over 50 ms meanwhile (long frames:
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
    const box = page.locator('#search-dialog [data-search-input]');
    await box.waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Each key is followed from its keydown to the painted list; `settled()` waits for that, then for the page to go idle.
    await page.evaluate((rate) => {
      const dialog = document.getElementById('search-dialog');
      const input = dialog.querySelector('[data-search-input]');
      const status = dialog.querySelector('[data-search-status]');
      const w = (window.__boxTyping = { rows: [], pending: null, last: '', done: Promise.resolve() });
      const painted = () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => {
            const c = new MessageChannel();
            c.port1.onmessage = () => resolve();
            c.port2.postMessage(0);
          }),
        );
      const idle = () => new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 50)));
      input.addEventListener(
        'keydown',
        (e) => {
          let finish;
          w.done = new Promise((resolve) => (finish = resolve));
          w.pending = { t0: e.timeStamp, q: null, edited: 0, finish };
        },
        { capture: true },
      );
      input.addEventListener(
        'input',
        () => {
          const p = w.pending;
          if (!p) return;
          const q = input.value.trim();
          p.edited = performance.now() - p.t0;
          // A space after a word, or an emptied box: the same question, or none; not counted.
          if (!q || q === w.last) {
            w.pending = null;
            w.last = q;
            void idle().then(painted).then(p.finish);
            return;
          }
          w.last = q;
          p.q = q;
        },
        { capture: true },
      );
      new MutationObserver(() => {
        const p = w.pending;
        if (!p || !p.q || !status.textContent.includes(`“${p.q}”`)) return;
        w.pending = null;
        const listed = performance.now() - p.t0;
        void painted().then(async () => {
          const page = performance.now() - p.t0;
          const work = performance.getEntriesByName('search worker').at(-1)?.duration ?? 0;
          w.rows.push({ q: p.q, listed, page, work, editing: p.edited, ms: page + (rate - 1) * work });
          await idle();
          await painted();
          p.finish();
        });
      }).observe(status, { childList: true, characterData: true, subtree: true });
    }, rate);
    // A key whose list never comes is counted as unanswered rather than left to hang the run.
    let unanswered = 0;
    const settled = async () => {
      const r = await page.evaluate(() => Promise.race([window.__boxTyping.done, new Promise((resolve) => setTimeout(() => resolve('late'), 15_000))]));
      if (r === 'late') {
        unanswered++;
        await page.evaluate(() => (window.__boxTyping.pending = null));
      }
    };
    const clear = async () => {
      await box.fill('');
      await page.evaluate(() => {
        window.__boxTyping.last = '';
        window.__boxTyping.pending = null;
      });
    };
    for (const ch of 'warm up') {
      await page.keyboard.type(ch);
      await settled();
    }
    await page.evaluate(() => {
      const w = window.__boxTyping;
      w.rows.length = 0;
      w.long = [];
      w.frames = [];
      new PerformanceObserver((l) => w.long.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
      w.loaf = PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame');
      if (w.loaf) new PerformanceObserver((l) => w.frames.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'long-animation-frame' });
    });
    for (const t of texts) {
      await clear();
      for (const ch of t) {
        await page.keyboard.type(ch);
        await settled();
      }
    }
    await page.waitForTimeout(100);
    const figures = await page.evaluate(() => {
      const w = window.__boxTyping;
      const rows = w.rows;
      const stats = (key) => {
        const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
        const slowest = rows.reduce((a, b) => (b[key] > a[key] ? b : a));
        return { mean: sorted.reduce((a, b) => a + b, 0) / sorted.length, p95: sorted[Math.floor(sorted.length * 0.95)], max: slowest[key], slowest: slowest.q, over50: sorted.filter((x) => x > 50).length };
      };
      const over = (xs) => ({ count: xs.length, longest: xs.length ? Math.max(...xs) : 0 });
      return { keystrokes: rows.length, ...stats('ms'), page: stats('page'), work: stats('work'), editing: stats('editing'), longFrames: w.loaf ? over(w.frames) : null, longTasks: w.long.length, longestTask: over(w.long).longest };
    });
    return { ...figures, unanswered };
  } finally {
    await context.close();
  }
}
