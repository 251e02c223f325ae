// The search box's key-to-list time, as a reader on a phone meets it (issue
// 18's goal: under 50 ms from key to list at a 4x slowed CPU, offline too).

/** Milliseconds from one key to the next: a quick phone typist (80 words a minute). */
export const KEY_GAP_MS = 150;

/**
 * Each text typed a key at a time into the search dialog's box on a Traders
 * page, in a `width` px wide window 740 px tall (360: a phone), the CPU
 * slowed `rate` times. The keys are real key presses (Chromium's input
 * pipeline, as a keyboard gives them), KEY_GAP_MS apart (or, when a key's
 * list comes later than that, once it is painted and the page is idle), so
 * each key's time runs from the key itself (the keydown event's time stamp)
 * through the browser's own editing of the box, the search and the drawing
 * of the list, until the frame that shows it is painted (the status line
 * names the letters, then that frame is drawn).
 * The page's CPU is slowed by Chromium's throttling (as Lighthouse's mobile
 * setting); Chromium cannot slow a worker, so the search worker is slowed
 * here: after each piece of work it reports (a list answered, a batch of
 * lists worked out ahead, each with its `ms`) it spins `rate - 1` times as
 * long before sending it, as a CPU that much slower would. The lists worked
 * out ahead for the next keys are thus ready, or not, as on that phone.
 * `offline`: the site visited once, its service worker ready, then the
 * network cut and the page reloaded before typing. A space typed after a word
 * asks the same question again and is not counted. Pagefind's pause
 * (FULL_TEXT_PAUSE_MS) is not waited for.
 * Returns mean, 95th percentile and slowest (with its letters) of the figure,
 * how many were over 50 ms, how many lists were at hand (worked out ahead,
 * drawn with the key), the same figures of the browser's editing alone
 * (`editing`: key to the box's input event) and of the worker's time for the
 * lists it answered (`work`, at full speed), and the animation frames over
 * 50 ms meanwhile (long frames: script, style, layout and paint of one
 * frame) and main-thread tasks over 50 ms.
 */
export async function boxTypingMs(browser, base, texts, { rate = 4, width = 360, offline = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 740 }, serviceWorkers: offline ? 'allow' : 'block' });
  try {
    const page = await context.newPage();
    // The search worker, slowed as the page is (see above).
    page.on('worker', (worker) =>
      worker
        .evaluate((rate) => {
          const post = self.postMessage.bind(self);
          self.postMessage = (message, ...rest) => {
            const ms = typeof message?.ms === 'number' ? message.ms : 0;
            const until = performance.now() + (rate - 1) * ms;
            while (performance.now() < until);
            post(message, ...rest);
          };
        }, rate)
        .catch(() => undefined),
    );
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
    await page.evaluate((gap) => {
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
      // The next key comes `gap` ms after this one, or once this one's list is painted and the page idle if that is later.
      const nextKey = (t0) => idle().then(painted).then(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, t0 + gap - performance.now()))));
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
            void nextKey(p.t0).then(p.finish);
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
          const atHand = (performance.getEntriesByName('search list at hand').at(-1)?.startTime ?? -1) >= p.t0;
          w.rows.push({ q: p.q, listed, ms: page, work: atHand ? 0 : work, editing: p.edited, atHand });
          await nextKey(p.t0);
          p.finish();
        });
      }).observe(status, { childList: true, characterData: true, subtree: true });
    }, KEY_GAP_MS);
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
      return { keystrokes: rows.length, ...stats('ms'), atHand: rows.filter((r) => r.atHand).length, work: stats('work'), editing: stats('editing'), longFrames: w.loaf ? over(w.frames) : null, longTasks: w.long.length, longestTask: over(w.long).longest };
    });
    return { ...figures, unanswered };
  } finally {
    await context.close();
  }
}
