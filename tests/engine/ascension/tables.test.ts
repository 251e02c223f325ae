/** Tables T1–T21: complete, well formed, and faithful to the counts the book gives. */
import { describe, expect, it } from 'vitest';
import { TABLES, tableById } from '../../../src/engine/ascension/tables/index.ts';
import { RULES } from '../../../src/engine/ascension/rules.ts';

describe('tables', () => {
  it('has T1–T21 in order', () => expect(TABLES.map((t) => t.id)).toEqual(Array.from({ length: 21 }, (_, i) => `T${i + 1}`)));

  it('gives every row as many cells as columns, none empty', () => {
    for (const t of TABLES) {
      expect(t.rows.length).toBeGreaterThan(0);
      for (const row of t.rows) {
        expect(row).toHaveLength(t.columns.length);
        for (const cell of row) expect(cell.trim()).not.toBe('');
      }
    }
  });

  it('places every table in a registered section', () => {
    for (const t of TABLES) for (const s of t.sections) expect(RULES[`ascension.${s}`]).toBeDefined();
  });

  it('keeps the book\'s counts', () => {
    expect(tableById('T1')!.rows).toHaveLength(31);
    expect(tableById('T10')!.rows).toHaveLength(42);
    const counts = Object.fromEntries(['Military', 'Diplomacy', 'Shadow', 'Science', 'Economic', 'Movement'].map((t) => [t, tableById('T10')!.rows.filter((r) => r[0] === t).length]));
    expect(counts).toEqual({ Military: 8, Diplomacy: 8, Shadow: 8, Science: 7, Economic: 6, Movement: 5 });
    expect(tableById('T18')!.rows).toHaveLength(15);
    expect(tableById('T12')!.rows.map((r) => r[3])).toEqual(['6', '5', '4', '3']);
    expect(tableById('T15')!.rows).toEqual([['Beams', '1'], ['Missiles', '2'], ['Spinal', '2']]);
    expect(tableById('T5')!.rows.map((r) => r[1])).toEqual(['Military', 'Diplomacy', 'Shadow', 'Science', 'Economic', 'Movement', 'Any']);
  });

  it('keeps Ship Size and Missile to Hit whole when Disabled', () => {
    const t18 = tableById('T18')!;
    const disabled = Object.fromEntries(t18.rows.map((r) => [r[0], r[3]]));
    expect(disabled['Ship Size']).toMatch(/kept/);
    expect(disabled['Missile to Hit']).toMatch(/kept/);
    expect(disabled['Hull']).toMatch(/^not halved/);
    expect(disabled['Sensors']).toBe('halved');
  });

  it('finds no table that does not exist', () => expect(tableById('T22')).toBeUndefined());
});
