/**
 * The Traders calculators and the solo game, as their pages present them
 * until the game's registry (src/site/games/traders.ts) lists them: the same
 * slugs, titles and blurbs are meant to go there.
 */
export interface TradersPageInfo {
  slug: string;
  title: string;
  blurb: string;
}

export const TRADERS_TOOLS: readonly TradersPageInfo[] = [
  { slug: 'roll-off', title: 'Opposed roll', blurb: 'Any two sides, each one 4D6 plus its powers (gangs and helpers included): the exact chance that one beats the other, or that they tie.' },
  { slug: 'market', title: 'Market price', blurb: 'Goods, buying or selling, and the leading officer: every price a Patron can name with its chance, and the chance of meeting a price you have in mind.' },
  { slug: 'battle', title: 'Space battle', blurb: 'The Beowulf against any enemy, from the first shot or mid-fight: the chance of winning and the damage it is likely to carry away.' },
  { slug: 'trip', title: 'Trip planner', blurb: 'From any stop with any lot: where it cannot be sold, where the ship lands next and how many battles that takes, and what the sale is worth.' },
];

export const TRADERS_PLAY: TradersPageInfo = {
  slug: 'play',
  title: 'Play Traders',
  blurb: 'The solo game to the end on your phone: cards drawn, dice rolled, every choice a button with its odds beside it, or your own dice typed in at the table.',
};
