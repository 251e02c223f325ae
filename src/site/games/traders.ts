/** Traveller Traders, a solo card-and-dice trading game (spec: /work/shared/games/traders.md). */
import type { Game } from './types.ts';

export const TRADERS = {
  id: 'traders',
  title: 'Traveller Traders',
  shortTitle: 'Traders',
  base: '/traders/',
  blurb: 'A solo card-and-dice game: the crew of the Free Trader Beowulf buy, jump, fight and sell their way along a fixed route until they can afford a liner.',
  glossaryIntro: 'Every term of the Traders rules a player looks up, each with its short answer.',
  sources: {
    rules: { title: 'Traveller Traders rules, revised fan version', short: 'Traders rules' },
  },
  follows: 'the revised fan version of the Traveller Traders rules (original design credited to C. Gerard Luft).',
  nav: [],
  waysIn: [],
  tools: [],
  hasContent: false,
} as const satisfies Game;
