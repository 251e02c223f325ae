/**
 * The Ascension calculators as their pages present them until the game's
 * registry (src/site/games/ascension.ts) lists them: the same slugs, titles
 * and blurbs are meant to go into its `tools`.
 */
export interface AscensionToolInfo {
  slug: string;
  title: string;
  blurb: string;
}

export const ASCENSION_TOOLS: readonly AscensionToolInfo[] = [
  { slug: 'flux', title: 'Flux calculator', blurb: 'Any flux roll, Sabotage, Mystery or Adventure: World Panels, Tech Levels and dice in, the exact chance out, with every step and its rule.' },
  { slug: 'siege', title: 'Siege and assault', blurb: 'Ships besieging or Soldiers assaulting a world: the chance each attack succeeds, what the world strikes back with, and the odds of the whole action.' },
  { slug: 'space', title: 'Space combat', blurb: 'A battle in either combat system, round by round: enter each roll as you make it and see the exact chance of every outcome of the next one.' },
  { slug: 'turn', title: 'Turn tracker', blurb: 'For the table: the order of each action with every tie-break, whose play it is, the uses left on each Faction Panel, and the end-of-turn checklist.' },
  { slug: 'budget', title: 'Budget and victory', blurb: 'Your Budget from panels, bars and smuggling against the upkeep of the cards you hold, and the final score with every tie-break.' },
  { slug: 'trade', title: 'Trade and treaties', blurb: 'Whether a Trade Agreement or a Treaty is open, Outpost Power against Trade power, the flux odds, and what Revolts and Blockades take at the end of the turn.' },
  { slug: 'planetfall', title: 'Planetfall helper', blurb: 'Walk a planetfall draw by draw: the slots a World Class leaves, “+1” chains, a Shadow Agent’s double draw, and what is left to reveal.' },
];
