/** A game's terms as published data (`/<game>/terms.json`): every glossary entry and keyword with its answer and links. */
import type { Game } from '../games/index.ts';
import { allTerms, relatedTerms } from '../terms.ts';

export interface TermRecord {
  slug: string;
  kind: 'glossary' | 'keyword';
  title: string;
  aliases: string[];
  summary: string;
  href: string;
  related: string[];
  sources: { doc: string; section: string }[];
}

export interface TermData {
  version: 1;
  game: string;
  terms: TermRecord[];
}

export async function termData(game: Game): Promise<TermData> {
  const terms = await allTerms(game);
  const records = await Promise.all(
    terms.map(async (t) => ({
      slug: t.slug,
      kind: t.kind,
      title: t.title,
      aliases: t.aliases,
      summary: t.summary,
      href: t.href,
      related: (await relatedTerms(t)).map((r) => r.href),
      sources: t.entry.data.sources,
    })),
  );
  return { version: 1, game: game.id, terms: records };
}
