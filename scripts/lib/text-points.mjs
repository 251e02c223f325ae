// The points of a reference page a judge cites: its headings and the bullets of its text. One
// definition for `npm run measure` (page-figures.mjs) and the browser test that every point has an
// id (tests/e2e/citable.spec.ts). Lists a component draws as a picture or a list of its own (a
// phase diagram, a queue, a list of notes or sources: marked `data-drawn`, or carrying Astro's
// `data-astro-cid-*`), the contents list (`nav`) and widgets' markup are not the rules' text.

/**
 * Run in the page, before it loads (`page.addInitScript(installTextPoints)`): defines
 * `window.textPoints()`, which returns the page's `.reference-page` article, its headings, its
 * bullets, and the list items of the text that components draw.
 */
export function installTextPoints() {
  window.textPoints = () => {
    const article = document.querySelector('.reference-page');
    const prose = article?.querySelector('.prose') ?? null;
    const drawn = (el) => !!el.closest('[data-drawn], astro-island') || [...el.attributes].some((a) => a.name.startsWith('data-astro-cid-'));
    const headings = article ? [...article.querySelectorAll('h2, h3, h4, h5, h6')].filter((h) => !h.closest('astro-island')) : [];
    const items = prose ? [...prose.querySelectorAll('li')].filter((li) => !li.closest('nav')) : [];
    return { article, headings, bullets: items.filter((li) => !drawn(li)), drawnItems: items.filter(drawn) };
  };
}
