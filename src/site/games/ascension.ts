/** Traveller Ascension: Imperial Warrant, a board game (spec: /work/shared/games/ascension.md). */
import type { Game } from './types.ts';

export const ASCENSION = {
  id: 'ascension',
  title: 'Traveller Ascension: Imperial Warrant',
  shortTitle: 'Imperial Warrant',
  base: '/ascension/',
  blurb: 'A board game for two: factions explore star systems, settle worlds, trade, make treaties and fight for the most Victory Points.',
  glossaryIntro: "Every term of the rulebook's glossary and the other terms a player looks up, each with its short answer.",
  glossaryAnchor: 'a-12-0',
  sources: {
    rulebook: { title: 'Ascension: Imperial Warrant rulebook', short: 'Rulebook' },
  },
  follows: 'the Traveller Ascension: Imperial Warrant rulebook, sections 1.0 to 12.0.',
  nav: [],
  waysIn: [],
  tools: [],
  hasContent: false,
} as const satisfies Game;
