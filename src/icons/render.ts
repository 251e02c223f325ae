/**
 * Icon specs as authors write them in `:icon[...]`, parsed and drawn.
 *
 *   contract            a catalogue icon (names and the Rules Reference's aliases)
 *   medical:expert      a skill in its level frame (trained = hexagon, expert = circle)
 *   credits:2           the Credits coin showing a number (or X)
 *   cargo-passenger     an advanced capability, drawn from its two basic glyphs
 *   crew+medical        two icons linked by brackets
 *
 * Each drawing references symbols in the sprite `/icons/ccg.svg` (see sprite.ts).
 * Names are looked up in the whole catalogue (`findIcon`). A tool that draws
 * only tokens starts from the entry (`iconSpecOf`) and passes its own lookup to
 * the `…With` forms (`findTokenIcon`), so its page's code carries the token
 * icons alone, not the catalogue.
 */
import {
  ADVANCED_CAPABILITIES,
  SKILL_LEVELS,
  findIcon,
  isSkill,
  type AdvancedCapability,
  type IconDef,
  type SkillLevel,
} from '../engine/ccg/cards/index.ts';
import { el, type El } from './svg-tree.ts';

export const SPRITE_PATH = '/icons/ccg.svg';

export type IconSpec =
  | { kind: 'plain'; id: string }
  | { kind: 'skill'; id: string; level: SkillLevel }
  | { kind: 'credits'; value: string }
  | { kind: 'advanced'; id: AdvancedCapability }
  | { kind: 'linked'; first: IconSpec; second: IconSpec };

export type SpecResult = { ok: true; spec: IconSpec } | { ok: false; error: string };

/** How an icon's name is looked up for its label: `findIcon` (the whole catalogue, with its aliases) or a narrower one such as `findTokenIcon`. */
export type IconLookup = (name: string) => IconDef | undefined;

export function parseIconSpec(raw: string): SpecResult {
  const text = raw.trim().toLowerCase();
  if (text.includes('+')) {
    const parts = text.split('+');
    if (parts.length !== 2) return { ok: false, error: `a linked icon joins exactly two icons ("crew+medical"); got "${raw}"` };
    const [a, b] = parts.map((p) => parseSingle(p));
    if (!a!.ok) return a!;
    if (!b!.ok) return b!;
    return { ok: true, spec: { kind: 'linked', first: a!.spec, second: b!.spec } };
  }
  return parseSingle(text);
}

function parseSingle(text: string): SpecResult {
  const [name = '', modifier, extra] = text.trim().split(':');
  if (extra !== undefined) return { ok: false, error: `"${text}" has more than one ':'` };
  if (name === 'credits' || name === 'credit' || name === 'cr') {
    const value = modifier ?? '';
    if (value !== '' && !/^(\d{1,2}|x)$/.test(value)) return { ok: false, error: `Credits take a number from 0 to 99 or X; got "${value}"` };
    return { ok: true, spec: { kind: 'credits', value: value.toUpperCase() } };
  }
  const def = findIcon(name);
  if (!def) return { ok: false, error: `unknown icon "${name}" (the icon legend at /ccg/icons/ lists every name)` };
  return iconSpecOf(def, modifier);
}

/**
 * The spec of a catalogue entry found already, at a skill level when one is
 * given: what `parseIconSpec` makes of a single name once it is looked up. A
 * tool that knows its names (the resolution check's tokens) starts here.
 */
export function iconSpecOf(def: IconDef, level?: string): SpecResult {
  if (level !== undefined) {
    if (!isSkill(def.id)) return { ok: false, error: `only skills take a level; "${def.id}" is not a skill` };
    if (!(SKILL_LEVELS as readonly string[]).includes(level)) return { ok: false, error: `a skill level is "trained" or "expert"; got "${level}"` };
    return { ok: true, spec: { kind: 'skill', id: def.id, level: level as SkillLevel } };
  }
  if (def.id in ADVANCED_CAPABILITIES) return { ok: true, spec: { kind: 'advanced', id: def.id as AdvancedCapability } };
  return { ok: true, spec: { kind: 'plain', id: def.id } };
}

/** The accessible name of an icon spec, e.g. "Medical (expert)" or "2 Credits". */
export function iconLabel(spec: IconSpec): string {
  return iconLabelWith(findIcon, spec);
}

/** `iconLabel` with names looked up by `find`. */
export function iconLabelWith(find: IconLookup, spec: IconSpec): string {
  switch (spec.kind) {
    case 'plain':
    case 'advanced':
      return find(spec.id)?.label ?? spec.id;
    case 'skill':
      return `${find(spec.id)?.label ?? spec.id} (${spec.level})`;
    case 'credits':
      return spec.value === '' ? 'Credits' : `${spec.value} Credit${spec.value === '1' ? '' : 's'}`;
    case 'linked':
      return `linked: ${iconLabelWith(find, spec.first)} with ${iconLabelWith(find, spec.second)}`;
  }
}

const use = (symbol: string, attrs: Record<string, string> = {}) => el('use', { href: `${SPRITE_PATH}#${symbol}`, ...attrs });

/** The drawing inside a 512 × 512 box. */
function body(spec: Exclude<IconSpec, { kind: 'linked' }>): El[] {
  switch (spec.kind) {
    case 'plain':
      return [use(spec.id)];
    case 'skill':
      return [use(spec.level === 'trained' ? 'trained' : 'expert'), use(spec.id, { x: '128', y: '128', width: '256', height: '256' })];
    case 'advanced': {
      const [a, b] = ADVANCED_CAPABILITIES[spec.id];
      return [
        use('split'),
        use(a, { x: '70', y: '60', width: '210', height: '210' }),
        use(b, { x: '232', y: '242', width: '210', height: '210' }),
      ];
    }
    case 'credits':
      return [
        use('credits'),
        el('text', { x: '256', y: '256', 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': spec.value.length > 1 ? '230' : '290', 'font-weight': '700', fill: 'currentColor' }, [spec.value || 'Cr']),
      ];
  }
}

/** The whole inline SVG for a spec. */
export function iconElement(spec: IconSpec, extraClass = ''): El {
  return iconElementWith(findIcon, spec, extraClass);
}

/** `iconElement` with its accessible name looked up by `find`. */
export function iconElementWith(find: IconLookup, spec: IconSpec, extraClass = ''): El {
  const label = iconLabelWith(find, spec);
  const cls = `icon${extraClass ? ` ${extraClass}` : ''}`;
  if (spec.kind === 'linked') {
    const first = spec.first as Exclude<IconSpec, { kind: 'linked' }>;
    const second = spec.second as Exclude<IconSpec, { kind: 'linked' }>;
    return el('svg', { class: `${cls} icon-linked`, viewBox: '0 0 1152 512', role: 'img', 'aria-label': label }, [
      el('title', {}, [label]),
      use('bracket-left', { x: '0', y: '0', width: '512', height: '512' }),
      el('svg', { x: '96', y: '56', width: '400', height: '400', viewBox: '0 0 512 512' }, body(first)),
      el('svg', { x: '656', y: '56', width: '400', height: '400', viewBox: '0 0 512 512' }, body(second)),
      use('bracket-right', { x: '640', y: '0', width: '512', height: '512' }),
    ]);
  }
  return el('svg', { class: cls, viewBox: '0 0 512 512', role: 'img', 'aria-label': label }, [el('title', {}, [label]), ...body(spec)]);
}
