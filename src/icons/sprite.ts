/**
 * Builds the SVG sprite served at `/icons/ccg.svg`: one <symbol> per glyph
 * and frame. Runs at build time only (it reads the game-icons data set).
 */
import gameIcons from '@iconify-json/game-icons/icons.json';
import { GLYPHS, OWN_SHAPES, type Glyph } from './glyphs.ts';

interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

const set = gameIcons as IconifySet;

function glyphBody(glyph: Glyph): string {
  if ('own' in glyph) return OWN_SHAPES[glyph.own];
  const icon = set.icons[glyph.gameIcon];
  if (!icon) throw new Error(`game-icons has no icon named "${glyph.gameIcon}"`);
  return icon.body;
}

const symbol = (id: string, content: string) => `<symbol id="${id}" viewBox="0 0 512 512">${content}</symbol>`;

export function buildSprite(): string {
  const symbols = Object.entries(GLYPHS).map(([id, glyph]) => symbol(id, glyphBody(glyph)));
  symbols.push(
    symbol('split', OWN_SHAPES.split),
    symbol('bracket-left', OWN_SHAPES.bracketLeft),
    symbol('bracket-right', OWN_SHAPES.bracketRight),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
