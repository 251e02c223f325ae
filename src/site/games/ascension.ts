/** Traveller Ascension: Imperial Warrant, a board game (spec: /work/shared/games/ascension.md). */
import type { Game, NavItem } from './types.ts';

const base = '/ascension/';
const at = (path: string) => `${base}${path}/`;

/** The rulebook's chapters in its order, then the look-up pages. Tools are added by their own entry. */
const nav: NavItem[] = [
  { href: at('overview'), label: 'Overview', blurb: 'What the game is about, who plays, and how it is won, in a page ([1.0], [6.0]).' },
  { href: at('components'), label: 'Components', blurb: 'What is in the box, how a system is built, Assets, Ships, the cards and the player boards ([2.0]–[2.5]).' },
  { href: at('movement'), label: 'Movement', blurb: 'Jump Points, exploring with Scouts, how far ships jump and how Assets travel ([3.0]–[3.4]).' },
  { href: at('power-and-trade'), label: 'Power and trade', blurb: 'Power Bars, trade tiers, Outposts and what each kind does ([4.0]–[4.2]).' },
  { href: at('budget'), label: 'Budget', blurb: 'The starting Budget, how bars raise it, and the trim at the end of the turn ([5.0]).' },
  { href: at('setup'), label: 'Setup', blurb: 'Map, decks, Faction Panels, opening purchases and the first hand ([7.0]).' },
  { href: at('playing'), label: 'Playing the game', blurb: 'The turn, the order of play, all 42 Action choices, Events, Planetfall, the flux roll, trade and Treaties ([8.0]–[8.9]).', header: true },
  { href: at('combat'), label: 'Combat', blurb: 'Space combat in both systems, Disabled ships, ship ratings, Siege and Assault ([9.0]–[9.6]).', header: true },
  { href: at('winning'), label: 'Winning', blurb: 'Victory Points, the tie-breaks and scenario victories ([10.0]–[10.2]).' },
  { href: at('glossary'), label: 'Glossary A–Z', blurb: 'Every term of the rulebook glossary, every Action choice and the other names players look up.', header: true },
  { href: at('examples'), label: 'Worked examples', blurb: "The rulebook's examples, with the ones our engine recomputes marked." },
  { href: at('source-notes'), label: 'Source notes', blurb: 'The 56 places where the rulebook is unclear, and the reading this site takes.' },
  { href: at('play-aid'), label: 'Play aid', blurb: 'One printable page: the turn, the Action choices and the dice rules.', header: true },
];

export const ASCENSION = {
  id: 'ascension',
  title: 'Traveller Ascension: Imperial Warrant',
  shortTitle: 'Imperial Warrant',
  base,
  blurb: 'A board game for two: factions explore star systems, settle worlds, trade, make treaties and fight for the most Victory Points.',
  glossaryIntro: "Every term of the rulebook's glossary and the other terms a player looks up, each with its short answer.",
  glossaryAnchor: 'a-12-0',
  sources: {
    rulebook: { title: 'Ascension: Imperial Warrant rulebook', short: 'Rulebook' },
  },
  follows: 'the Traveller Ascension: Imperial Warrant rulebook, sections 1.0 to 12.0.',
  nav,
  waysIn: ['glossary', 'playing', 'combat', 'play-aid', 'examples', 'source-notes'].map(at),
  tools: [],
  contentKinds: ['glossary', 'pages'],
  hasContent: true,
} as const satisfies Game;
