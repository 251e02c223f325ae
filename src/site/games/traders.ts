/** Traveller Traders, a solo card-and-dice trading game (spec: /work/shared/games/traders.md). */
import type { Game, NavItem, ToolInfo } from './types.ts';

const base = '/traders/';
const at = (path: string) => `${base}${path}/`;

/** The section in reading order: the rules, the map, the terms, our readings, the sheet for the table, the calculators, the game. */
const nav: NavItem[] = [
  { href: at('rules'), label: 'The rules', blurb: 'The turn in seven phases, every numbered rule with its anchor, the decks and the tables.', header: true },
  { href: at('route'), label: 'Route map', blurb: 'The thirteen stops from Regina to Alell and back, and where each kind of goods will not sell.', header: true },
  { href: at('glossary'), label: 'Glossary A–Z', blurb: 'Every term, card, good and world, with a one-sentence answer first.', header: true },
  { href: at('source-notes'), label: 'Source notes', blurb: 'The 37 points where the rules are unclear or silent, and the reading we follow.' },
  { href: at('play-aid'), label: 'Play aid', blurb: 'One printable sheet: the turn, the tables and every cost.' },
  { href: at('tools'), label: 'Calculators', blurb: 'Exact odds for an opposed roll, a market price, a space battle and a trip along the route, each step with its rule.', header: true },
  {
    href: at('play'),
    label: 'Play Traders',
    blurb: 'The solo game to the end on your phone: cards drawn, dice rolled, every choice a button with its odds beside it, or your own dice typed in at the table.',
    header: true,
    searchKind: 'Tool',
  },
];

/** The calculators, each at tools/<slug>/, in the order their index lists them. */
const tools: ToolInfo[] = [
  { slug: 'roll-off', title: 'Opposed roll', blurb: 'Any two sides, each one 4D6 plus its powers (gangs and helpers included): the exact chance that one beats the other, or that they tie.' },
  { slug: 'market', title: 'Market price', blurb: 'Goods, buying or selling, and the leading officer: every price a Patron can name with its chance, and the chance of meeting a price you have in mind.' },
  { slug: 'battle', title: 'Space battle', blurb: 'The Beowulf against any enemy, from the first shot or mid-fight: the chance of winning and the damage it is likely to carry away.' },
  { slug: 'trip', title: 'Trip planner', blurb: 'From any stop with any lot: where it cannot be sold, where the ship lands next and how many battles that takes, and what the sale is worth.' },
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
  waysIn: ['rules', 'route', 'glossary', 'play', 'tools', 'play-aid'].map(at),
  tools,
  contentKinds: ['glossary', 'pages'],
  hasContent: true,
} as const satisfies Game;
