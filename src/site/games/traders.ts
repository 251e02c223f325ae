/** Traveller Traders, a solo card-and-dice trading game (spec: /work/shared/games/traders.md). */
import type { Game, NavItem } from './types.ts';

const base = '/traders/';
const at = (path: string) => `${base}${path}/`;

/** The section in reading order: the rules, the map, the terms, our readings, the sheet for the table. */
const nav: NavItem[] = [
  { href: at('rules'), label: 'The rules', blurb: 'The turn in seven phases, every numbered rule with its anchor, the decks and the tables.', header: true },
  { href: at('route'), label: 'Route map', blurb: 'The thirteen stops from Regina to Alell and back, and where each kind of goods will not sell.', header: true },
  { href: at('glossary'), label: 'Glossary A–Z', blurb: 'Every term, card, good and world, with a one-sentence answer first.', header: true },
  { href: at('source-notes'), label: 'Source notes', blurb: 'The 37 points where the rules are unclear or silent, and the reading we follow.' },
  { href: at('play-aid'), label: 'Play aid', blurb: 'One printable sheet: the turn, the tables and every cost.' },
];

export const TRADERS = {
  id: 'traders',
  title: 'Traveller Traders',
  shortTitle: 'Traders',
  base,
  blurb: 'A solo card-and-dice game: the crew of the Free Trader Beowulf buy, jump, fight and sell their way along a fixed route until they can afford a liner.',
  glossaryIntro: 'Every term of the Traders rules a player looks up, each with its short answer.',
  sources: {
    rules: { title: 'Traveller Traders rules, revised fan version', short: 'Traders rules' },
  },
  follows: 'the revised fan version of the Traveller Traders rules (original design credited to C. Gerard Luft).',
  nav,
  waysIn: ['rules', 'route', 'glossary', 'play-aid'].map(at),
  tools: [],
  contentKinds: ['glossary', 'pages'],
  hasContent: true,
} as const satisfies Game;
