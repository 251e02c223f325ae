/**
 * The precache list as the build writes it: a page `x/index.html` is asked
 * for as `/x/` (the site's addresses end in a slash), the home page as `/`,
 * and every other file by its own name — `404.html` included, so the list
 * names only what any static host serves.
 */
interface Entry {
  url: string;
  revision: string | null;
  size: number;
}

export function pageUrlsInPrecache(entries: Entry[]): { manifest: Entry[]; warnings: string[] } {
  const manifest = entries.map((e) => {
    const url = e.url.replace(/^\//, '');
    if (url === 'index.html') return { ...e, url: '/' };
    if (url.endsWith('/index.html')) return { ...e, url: `/${url.slice(0, -'index.html'.length)}` };
    return e;
  });
  return { manifest, warnings: [] };
}
