/** Traveller Ascension: Imperial Warrant, a board game (spec: /work/shared/games/ascension.md). */
import type { Game, NavItem, ToolInfo } from './types.ts';

const base = '/ascension/';
const at = (path: string) => `${base}${path}/`;

/** The rulebook's chapters in its order, then the calculators and the look-up pages. */
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
  { href: at('tools'), label: 'Calculators', blurb: 'Exact odds and rulings: flux rolls, what an Action may do, siege and assault, space combat, the turn, Budget and victory, trade and Treaties, planetfall.', header: true },
  { href: at('glossary'), label: 'Glossary A–Z', blurb: 'Every term of the rulebook glossary, every Action choice and the other names players look up.', header: true },
  { href: at('examples'), label: 'Worked examples', blurb: "The rulebook's examples, with the ones our engine recomputes marked." },
  { href: at('source-notes'), label: 'Source notes', blurb: 'The 59 places where the rulebook is unclear, and the reading this site takes.' },
  { href: at('play-aid'), label: 'Play aid', blurb: 'One printable page: the turn, the Action choices and the dice rules.', header: true },
];

/** In the order the calculators page lists them; each has its page at `tools/<slug>/`. */
const tools: ToolInfo[] = [
  { slug: 'flux', title: 'Flux calculator', blurb: 'Any flux roll, Sabotage, Mystery or Adventure: World Panels, Tech Levels and dice in, the exact chance out, with every step and its rule.' },
  { slug: 'actions', title: 'Action check', blurb: 'Whether an Action may be played here: a fleet’s or an exploring Scout’s jump reach, a Treaty against Siege, the Outpost level an Improve works from, the Asset an action needs in place.' },
  { slug: 'siege', title: 'Siege and assault', blurb: 'Ships besieging or Soldiers assaulting a world: the chance each attack succeeds, what the world strikes back with, and the odds of the whole action.' },
  { slug: 'space', title: 'Space combat', blurb: 'A battle in either combat system, round by round: enter each roll as you make it and see the exact chance of every outcome of the next one.' },
  { slug: 'turn', title: 'Turn tracker', blurb: 'For the table: the order of each action with every tie-break, whose play it is, the uses left on each Faction Panel, the systems’ bars, Revolts and Blockades from turn to turn, and the end-of-turn losses.' },
  { slug: 'budget', title: 'Budget and victory', blurb: 'Your Budget from panels, bars and smuggling against the upkeep of the cards you hold, and the final score with every tie-break.' },
  { slug: 'trade', title: 'Trade and treaties', blurb: 'Whether a Trade Agreement or a Treaty is open, Outpost Power against Trade power, the flux odds, and what Revolts and Blockades take at the end of the turn.' },
  { slug: 'planetfall', title: 'Planetfall helper', blurb: 'Walk a planetfall draw by draw: the slots a World Class leaves, “+1” chains, a Shadow Agent’s double draw, and what is left to reveal.' },
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
  waysIn: ['glossary', 'playing', 'combat', 'tools', 'play-aid', 'examples', 'source-notes'].map(at),
  tools,
  contentKinds: ['glossary', 'pages'],
  hasContent: true,
} as const satisfies Game;
