// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { fileURLToPath } from 'node:url';
import { remarkIcons, remarkTermLinks, remarkDirectiveFallback } from './src/plugins/remark-directives.ts';
import { pagefindIndex } from './src/integrations/pagefind.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  site: 'https://traveller-rules.example',
  trailingSlash: 'always',
  build: { format: 'directory' },
  markdown: {
    remarkPlugins: [remarkGfm, remarkDirective, remarkIcons, [remarkTermLinks, { root }], remarkDirectiveFallback],
    smartypants: true,
  },
  integrations: [mdx(), preact(), pagefindIndex()],
});
