/**
 * A game's content collections, by kind. Collections are named
 * `<game><Kind>` (`ccgGlossary`, `ccgPages`) in src/content.config.ts; the
 * game's registry entry lists the kinds it has (`contentKinds`).
 */
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { Game } from './games/index.ts';

export type ContentKind = 'glossary' | 'keywords' | 'pages' | 'examples';

type NameOf<K extends ContentKind> = Extract<CollectionKey, `${string}${Capitalize<K>}`>;
export type EntryOf<K extends ContentKind> = CollectionEntry<NameOf<K>>;

export const collectionName = <K extends ContentKind>(game: Game, kind: K): NameOf<K> =>
  `${game.id}${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as NameOf<K>;

/** Every entry of one kind in a game (none for a kind the game does not have). */
export async function entriesOf<K extends ContentKind>(game: Game, kind: K): Promise<EntryOf<K>[]> {
  if (!(game.contentKinds as readonly string[]).includes(kind)) return [];
  return (await getCollection(collectionName(game, kind))) as EntryOf<K>[];
}
