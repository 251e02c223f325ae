import { describe, expect, it } from 'vitest';
import { pageAddressForms } from '../../src/sw/address-forms.ts';
import { pageUrlsInPrecache } from '../../src/sw/precache-list.ts';

const forms = (href: string) => pageAddressForms(new URL(href)).map((u) => u.pathname + u.search);

describe('the forms of a page address the service worker also looks up', () => {
  it('adds the trailing slash to a page path, keeps the query', () => {
    expect(forms('https://x/ccg/glossary/piracy')).toEqual(['/ccg/glossary/piracy/']);
    expect(forms('https://x/ccg/glossary/piracy?ref=chat')).toEqual(['/ccg/glossary/piracy/?ref=chat']);
  });

  it('reads …/index.html as the folder', () => {
    expect(forms('https://x/ccg/glossary/piracy/index.html')).toEqual(['/ccg/glossary/piracy/']);
    expect(forms('https://x/index.html')).toEqual(['/']);
  });

  it('leaves files and slashed paths alone', () => {
    expect(forms('https://x/ccg/glossary/piracy/')).toEqual([]);
    expect(forms('https://x/_astro/client.js')).toEqual([]);
    expect(forms('https://x/pagefind/pagefind.en_1.pf_meta')).toEqual([]);
    expect(forms('https://x/ccg/rules.json')).toEqual([]);
  });
});

describe('the precache list names what any static host serves', () => {
  it('pages by their slashed address, the home page as /, and 404.html as a file', () => {
    const e = (url: string) => ({ url, revision: 'r', size: 1 });
    const { manifest } = pageUrlsInPrecache([e('index.html'), e('ccg/glossary/cost/index.html'), e('404.html'), e('_astro/a.js')]);
    expect(manifest.map((m) => m.url)).toEqual(['/', '/ccg/glossary/cost/', '404.html', '_astro/a.js']);
  });
});
