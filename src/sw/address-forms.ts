/**
 * The other forms of a page's address to look up in the precache when the
 * address as asked is not there: the same path with its trailing slash, and
 * `…/index.html` as the folder (`/ccg/glossary/cost` and
 * `/ccg/glossary/cost/index.html` are both `/ccg/glossary/cost/`). Files with
 * an extension (scripts, the search index) have no other form.
 */
export function pageAddressForms(url: URL): URL[] {
  const forms: URL[] = [];
  const path = url.pathname;
  if (path.endsWith('/index.html')) {
    const u = new URL(url.href);
    u.pathname = path.slice(0, -'index.html'.length);
    forms.push(u);
  } else if (!path.endsWith('/') && !/\.[\w-]+$/.test(path.slice(path.lastIndexOf('/')))) {
    const u = new URL(url.href);
    u.pathname = `${path}/`;
    forms.push(u);
  }
  return forms;
}
