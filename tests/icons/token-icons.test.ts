/**
 * The token icons (capabilities, skills, the subplot mark) written apart from
 * the rest of the catalogue, so that the resolution check draws its tokens
 * without loading the whole catalogue (issue 20, part 6): the narrow lookup
 * finds the same entries, and a token is drawn and named exactly as the site's
 * `Icon` draws it.
 */
import { describe, expect, it } from 'vitest';
import { CAPABILITY_ICONS, ICONS, SKILL_ICONS, SKILL_LEVELS, SUBPLOT_ICON, findIcon, findTokenIcon } from '../../src/engine/ccg/cards/icons.ts';
import { iconElement, iconLabel, iconLabelWith, parseIconSpec } from '../../src/icons/render.ts';
import { tokenDrawing } from '../../src/widgets/resolve/TokenIcon.tsx';
import { CAPABILITY_KEYS, SKILL_KEYS, SPEC_KEYS, TOKEN_KEYS } from '../../src/widgets/resolve/state.ts';
import { iconLabel as tokenIconLabel, tokenName } from '../../src/widgets/resolve/fields.tsx';

const TOKEN_IDS = [...CAPABILITY_KEYS, ...SKILL_KEYS, 'subplot'];
/** Every name the resolution check draws: token kinds, requirement icons, a crew member's skills at each level (Jack-of-all-Trades too), the subplot mark. */
const DRAWN = [...new Set([...TOKEN_KEYS, ...SPEC_KEYS, ...SKILL_KEYS.flatMap((s) => SKILL_LEVELS.map((l) => `${s}:${l}`)), 'subplot'])];

describe('token icons', () => {
  it('are entries of the catalogue, each once, in their groups', () => {
    const narrow = [...CAPABILITY_ICONS, SUBPLOT_ICON, ...SKILL_ICONS];
    for (const icon of narrow) expect(ICONS.filter((i) => i === icon)).toHaveLength(1);
    expect(CAPABILITY_ICONS.every((i) => i.group.startsWith('capabilities-'))).toBe(true);
    expect(SKILL_ICONS.every((i) => i.group === 'skills')).toBe(true);
  });

  it('are found by the narrow lookup as by the whole catalogue, and nothing else is', () => {
    for (const id of TOKEN_IDS) expect(findTokenIcon(id), id).toBe(findIcon(id));
    const tokens = new Set(TOKEN_IDS);
    for (const icon of ICONS) if (!tokens.has(icon.id)) expect(findTokenIcon(icon.id), icon.id).toBeUndefined();
  });

  it('are named and drawn by the resolution check exactly as the site draws them from the catalogue', () => {
    for (const name of DRAWN) {
      const whole = parseIconSpec(name);
      if (!whole.ok) throw new Error(`${name} is not an icon`);
      expect(iconLabelWith(findTokenIcon, whole.spec), name).toBe(iconLabel(whole.spec));
      expect(tokenDrawing(name, 'tok'), name).toEqual(iconElement(whole.spec, 'tok'));
    }
    // A name that is no token icon draws nothing, as a name the catalogue does not know.
    expect(tokenDrawing('ship', '')).toBeNull();
    expect(tokenDrawing('cargo:expert', '')).toBeNull();
  });

  it('give the resolution check its names as the catalogue does', () => {
    for (const id of TOKEN_IDS) expect(tokenIconLabel(id)).toBe(findIcon(id)!.label);
    expect(tokenName('cargo-passenger')).toBe('Cargo/Passenger');
    expect(tokenName('starship-operations:expert')).toBe('expert Starship Operations');
  });
});
