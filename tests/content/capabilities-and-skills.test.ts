/**
 * The capabilities and skills page draws its capability and skill tables from
 * the engine's icon catalogue (src/engine/ccg/cards/icons.ts) through
 * src/components/skills/, instead of typing them again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADVANCED_CAPABILITIES, BASIC_CAPABILITIES, SKILLS, findIcon } from '../../src/engine/ccg/cards/index.ts';

const PAGE = 'content/ccg/pages/capabilities-and-skills.mdx';
const text = readFileSync(PAGE, 'utf8');
const rows = text.split('\n').filter((l) => l.trimStart().startsWith('|'));
const firstCell = (row: string) => row.split('|')[1]?.trim() ?? '';

describe('the capabilities and skills page', () => {
  it('renders its capability and skill tables from the icon catalogue', () => {
    expect(text).toMatch(/^<CapabilityTable kind="basic" \/>$/m);
    expect(text).toMatch(/^<CapabilityTable kind="advanced" \/>$/m);
    expect(text).toMatch(/^<SkillTable \/>$/m);
  });

  it('types no table row of its own for a capability or a skill', () => {
    const capabilities = [...BASIC_CAPABILITIES, ...Object.keys(ADVANCED_CAPABILITIES)];
    const names = new Set([...capabilities, ...SKILLS].map((id) => findIcon(id)!.label));
    const icons = new Set(capabilities.map((id) => `:icon[${id}]`));
    const typed = rows.map(firstCell).filter((cell) => names.has(cell) || icons.has(cell));
    expect(typed).toEqual([]);
    // The one table left is Jack-of-all-Trades by level, which the catalogue does not hold.
    expect(rows.map(firstCell).filter((c) => c !== '' && !/^-+$/.test(c))).toEqual(['Level', ':icon[jack:trained] Trained', ':icon[jack:expert] Expert']);
  });
});
