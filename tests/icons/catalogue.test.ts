import { describe, expect, it } from 'vitest';
import gameIcons from '@iconify-json/game-icons/icons.json';
import { ICONS, ICON_ALIASES, findIcon, ADVANCED_CAPABILITIES } from '../../src/engine/ccg/cards/icons.ts';
import { GLYPHS } from '../../src/icons/glyphs.ts';
import { buildSprite } from '../../src/icons/sprite.ts';
import { parseIconSpec, iconElement, iconLabel } from '../../src/icons/render.ts';
import { toHtml } from '../../src/icons/svg-tree.ts';

// The icon names of the seeds README (Rules Reference HTML classes and the booklet's extra icons).
const SEED_NAMES = [
  'contract', 'complication', 'subplot', 'crew', 'gear', 'upgrade', 'ship', 'connection', 'event', 'heroics', 'action',
  'react', 'reaction', 'exert', 'extert', 'ready', 'use', 'limited', 'victorypoint', 'initiative', 'attack', 'defense',
  'jump', 'distance', 'abandon', 'wound', 'structure', 'expense', 'infamy', 'jack', 'psionic', 'gene', 'credits',
  'admin', 'combat', 'medical', 'psionics', 'science', 'social', 'starship-operations', 'tech', 'underworld', 'trained', 'expert',
  'cargo', 'military', 'passenger', 'survey', 'cargo-passenger', 'military-passenger', 'military-survey', 'passenger-survey',
  'ally', 'locale', 'organization', 'alteration', 'armor', 'gadget', 'vehicle', 'weapon', 'computer', 'hardpoint', 'hull', 'internal',
  'linked', 'species',
];

describe('icon catalogue', () => {
  it('covers every icon named in the source documents', () => {
    const missing = SEED_NAMES.filter((n) => !findIcon(n));
    expect(missing).toEqual([]);
  });

  it('draws every icon: a glyph for each, and each glyph exists in the set', () => {
    const icons = (gameIcons as { icons: Record<string, unknown> }).icons;
    for (const icon of ICONS) {
      if (icon.id in ADVANCED_CAPABILITIES) continue;
      const glyph = GLYPHS[icon.id as keyof typeof GLYPHS];
      expect(glyph, icon.id).toBeDefined();
      if ('gameIcon' in glyph) expect(icons[glyph.gameIcon], `${icon.id} → ${glyph.gameIcon}`).toBeDefined();
    }
  });

  it('puts every symbol an icon uses into the sprite', () => {
    const sprite = buildSprite();
    const defined = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    const specs = [...ICONS.map((i) => i.id), 'medical:trained', 'psionics:expert', 'credits:3', 'crew+medical'];
    for (const s of specs) {
      const parsed = parseIconSpec(s);
      expect(parsed.ok, s).toBe(true);
      if (!parsed.ok) continue;
      for (const m of toHtml(iconElement(parsed.spec)).matchAll(/href="\/icons\/ccg\.svg#([^"]+)"/g)) expect(defined.has(m[1]), `${s} uses #${m[1]}`).toBe(true);
    }
  });

  it('maps every alias to a real icon', () => {
    for (const [alias, id] of Object.entries(ICON_ALIASES)) expect(findIcon(alias)?.id, alias).toBe(id);
  });

  it('names composite icons for screen readers', () => {
    const label = (s: string) => {
      const p = parseIconSpec(s);
      return p.ok ? iconLabel(p.spec) : p.error;
    };
    expect(label('credits:1')).toBe('1 Credit');
    expect(label('credits:X')).toBe('X Credits');
    expect(label('tech:trained')).toBe('Tech (trained)');
    expect(label('military-survey')).toBe('Military/Survey');
  });

  it('explains a bad spec', () => {
    const bad = (s: string) => {
      const p = parseIconSpec(s);
      return p.ok ? '' : p.error;
    };
    expect(bad('credits:100')).toMatch(/0 to 99/);
    expect(bad('medical:master')).toMatch(/trained" or "expert/);
    expect(bad('a+b+c')).toMatch(/exactly two/);
    expect(bad('nope')).toMatch(/unknown icon "nope"/);
  });
});
