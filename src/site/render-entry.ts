/**
 * Render a content entry, failing the build when its Markdown could not be
 * rendered. (Astro's glob loader only logs a Markdown render error, such as an
 * unknown icon or term in a shortcode; this turns it into a build failure that
 * names the file and the shortcode.)
 */
import { render, type CollectionEntry, type DataEntryMap } from 'astro:content';
import { shortcodeErrors } from './shortcodes.ts';
import { termIndex, termsOf } from './term-index/index.ts';
import { gameOfContentFile } from './games/index.ts';

type AnyEntry = CollectionEntry<keyof DataEntryMap>;

export async function renderEntry(entry: AnyEntry) {
  const file = entry.filePath ?? entry.id;
  if (file.endsWith('.md') && !entry.rendered) {
    const game = gameOfContentFile(file);
    const problems = game ? shortcodeErrors(entry.body ?? '', termsOf(termIndex(process.cwd()), game.id)) : [];
    const detail = problems.length > 0 ? problems.join('; ') : 'see "Error rendering" in the log above';
    throw new Error(`${file}: the Markdown could not be rendered: ${detail}`);
  }
  return render(entry);
}
