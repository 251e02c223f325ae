/**
 * How each catalogue icon is drawn: a glyph from the game-icons.net set
 * (CC BY 3.0, by Lorc, Delapouite and contributors; credited on the icon
 * legend) or one of our own shapes. Frames and composites (skill levels,
 * advanced capabilities, Credits with a number, linked icons) are put
 * together in `render.ts`.
 */
import type { AdvancedCapability, IconId } from '../engine/ccg/cards/index.ts';

export type Glyph = { gameIcon: string } | { own: keyof typeof OWN_SHAPES };

/** Shapes of our own, drawn on a 512 × 512 grid. */
export const OWN_SHAPES = {
  hex: '<path fill="none" stroke="currentColor" stroke-width="36" stroke-linejoin="round" d="M256 26 455 141v230L256 486 57 371V141z"/>',
  circle: '<circle cx="256" cy="256" r="228" fill="none" stroke="currentColor" stroke-width="36"/>',
  coin: '<circle cx="256" cy="256" r="232" fill="none" stroke="currentColor" stroke-width="34"/><circle cx="256" cy="256" r="184" fill="none" stroke="currentColor" stroke-width="10" stroke-dasharray="22 18"/>',
  split: '<circle cx="256" cy="256" r="236" fill="none" stroke="currentColor" stroke-width="24"/><path stroke="currentColor" stroke-width="20" d="M423 89 89 423"/>',
  bracketLeft: '<path fill="none" stroke="currentColor" stroke-width="40" stroke-linecap="square" d="M150 30H60v452h90"/>',
  bracketRight: '<path fill="none" stroke="currentColor" stroke-width="40" stroke-linecap="square" d="M362 30h90v452h-90"/>',
  bracketPair:
    '<path fill="none" stroke="currentColor" stroke-width="40" stroke-linecap="square" d="M150 30H60v452h90M362 30h90v452h-90"/><circle cx="206" cy="256" r="34" fill="currentColor"/><circle cx="306" cy="256" r="34" fill="currentColor"/>',
} as const;

/** Advanced capabilities are drawn from their two basic glyphs, so they have no glyph of their own. */
export const GLYPHS: Record<Exclude<IconId, AdvancedCapability>, Glyph> = {
  ship: { gameIcon: 'spaceship' },
  contract: { gameIcon: 'scroll-unfurled' },
  complication: { gameIcon: 'hazard-sign' },
  crew: { gameIcon: 'astronaut-helmet' },
  gear: { gameIcon: 'toolbox' },
  upgrade: { gameIcon: 'armor-upgrade' },
  connection: { gameIcon: 'shaking-hands' },
  event: { gameIcon: 'falling-star' },
  heroics: { gameIcon: 'sword-brandish' },
  attack: { gameIcon: 'laser-blast' },
  defense: { gameIcon: 'shield' },
  initiative: { gameIcon: 'stopwatch' },
  jump: { gameIcon: 'star-gate' },
  cargo: { gameIcon: 'cargo-crate' },
  military: { gameIcon: 'rank-3' },
  passenger: { gameIcon: 'meeple' },
  survey: { gameIcon: 'radar-sweep' },
  abandon: { gameIcon: 'exit-door' },
  distance: { gameIcon: 'path-distance' },
  subplot: { gameIcon: 'open-book' },
  species: { gameIcon: 'dna1' },
  wound: { gameIcon: 'bleeding-wound' },
  ally: { gameIcon: 'two-shadows' },
  locale: { gameIcon: 'ringed-planet' },
  organization: { gameIcon: 'organigram' },
  alteration: { gameIcon: 'cyber-eye' },
  armor: { gameIcon: 'armor-vest' },
  gadget: { gameIcon: 'smartphone' },
  vehicle: { gameIcon: 'jeep' },
  weapon: { gameIcon: 'laser-gun' },
  computer: { gameIcon: 'cpu' },
  hardpoint: { gameIcon: 'missile-launcher' },
  hull: { gameIcon: 'metal-plate' },
  internal: { gameIcon: 'gears' },
  structure: { gameIcon: 'brick-wall' },
  action: { gameIcon: 'play-button' },
  reaction: { gameIcon: 'return-arrow' },
  credits: { own: 'coin' },
  expense: { gameIcon: 'receive-money' },
  exert: { gameIcon: 'clockwise-rotation' },
  ready: { gameIcon: 'anticlockwise-rotation' },
  use: { gameIcon: 'click' },
  limited: { gameIcon: 'hourglass' },
  infamy: { gameIcon: 'pirate-flag' },
  victorypoint: { gameIcon: 'laurels' },
  linked: { own: 'bracketPair' },
  admin: { gameIcon: 'stamper' },
  combat: { gameIcon: 'fist' },
  jack: { gameIcon: 'swiss-army-knife' },
  medical: { gameIcon: 'medical-pack' },
  psionics: { gameIcon: 'psychic-waves' },
  science: { gameIcon: 'test-tubes' },
  social: { gameIcon: 'conversation' },
  'starship-operations': { gameIcon: 'joystick' },
  tech: { gameIcon: 'circuitry' },
  underworld: { gameIcon: 'domino-mask' },
  trained: { own: 'hex' },
  expert: { own: 'circle' },
};
