/** Readings: every toggle of the spec as an option with its recommended default, and the URL validator. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_READINGS, READING_KEYS, READING_SPECS, changedReadings, noteHandling, parseReadings, withReadings } from '../../../src/engine/ascension/readings.ts';
import { READING_LABELS, choiceLabel } from '../../../src/engine/ascension/reading-labels.ts';
import { READING_EXPLANATIONS } from '../../../src/engine/ascension/reading-explanations.ts';
import { NOTE_ANCHORS } from '../../../src/engine/ascension/rules.ts';
import { value } from './helpers.ts';

/** Notes whose column T in the spec offers another reading (not "no", not "input"), and AM-54, a switch since the engine decides a Scout's reach. */
const TOGGLED = ['AM-02', 'AM-05', 'AM-06', 'AM-08', 'AM-10', 'AM-11', 'AM-13', 'AM-14', 'AM-15', 'AM-17', 'AM-19', 'AM-21', 'AM-23', 'AM-24', 'AM-26', 'AM-29', 'AM-30', 'AM-31', 'AM-32', 'AM-33', 'AM-34', 'AM-35', 'AM-38', 'AM-39', 'AM-42', 'AM-43', 'AM-44', 'AM-45', 'AM-54', 'AM-55', 'AM-56'];

describe('readings', () => {
  it('offers one option per toggled note, no more', () => {
    expect(READING_KEYS.map((k) => READING_SPECS[k].note).sort()).toEqual([...TOGGLED].sort());
  });

  it('defaults every option to its first (recommended) choice', () => {
    for (const k of READING_KEYS) expect(DEFAULT_READINGS[k]).toBe(READING_SPECS[k].choices[0].value);
    expect(changedReadings(DEFAULT_READINGS)).toEqual([]);
    expect(changedReadings(withReadings({ treatyPower: 'exact' }))).toEqual(['treatyPower']);
  });

  it('gives every option a label and words for each of its choices, an explanation (both kept apart, for the tools that show them) and at least two choices', () => {
    expect(Object.keys(READING_EXPLANATIONS).sort()).toEqual([...READING_KEYS].sort());
    expect(Object.keys(READING_LABELS).sort()).toEqual([...READING_KEYS].sort());
    for (const k of READING_KEYS) {
      const s = READING_SPECS[k];
      expect(READING_LABELS[k].label.length).toBeGreaterThan(3);
      expect(Object.keys(READING_LABELS[k].choices).sort(), k).toEqual(s.choices.map((c) => c.value).sort());
      for (const c of s.choices) expect(choiceLabel(k, c.value).length, `${k}: ${c.value}`).toBeGreaterThan(3);
      expect(READING_EXPLANATIONS[k].length).toBeGreaterThan(40);
      expect(s.choices.length).toBeGreaterThanOrEqual(2);
    }
    expect(choiceLabel('naturalRolls', 'on')).toBe('House rule: 1 always succeeds, 6 always fails');
    expect(choiceLabel('standardRange', '0')).toBe('Range 0');
    expect(choiceLabel('naturalRolls', 'toString')).toBe('toString');
  });

  it('says how each note is applied', () => {
    const kinds = NOTE_ANCHORS.map((n) => noteHandling(n).kind);
    expect(kinds.filter((k) => k === 'option')).toHaveLength(TOGGLED.length);
    expect(noteHandling('AM-03')).toMatchObject({ kind: 'input' });
    expect(noteHandling('AM-40')).toMatchObject({ kind: 'input' });
    expect(noteHandling('AM-01')).toEqual({ kind: 'fixed' });
  });

  it('reads options from a URL, with defaults for the rest', () => {
    expect(value(parseReadings(undefined))).toEqual(DEFAULT_READINGS);
    expect(value(parseReadings({ standardRange: 0, naturalRolls: 'on' }))).toEqual({ ...DEFAULT_READINGS, standardRange: '0', naturalRolls: 'on' });
  });

  it('refuses unknown options and values, naming the field', () => {
    expect(parseReadings({ nope: 'x' })).toMatchObject({ ok: false, field: 'readings.nope' });
    expect(parseReadings({ treatyPower: 'most' })).toMatchObject({ ok: false, field: 'readings.treatyPower', rule: 'ascension.AM-13' });
    expect(parseReadings([1, 2])).toMatchObject({ ok: false, field: 'readings' });
    expect(parseReadings({ treatyPower: { deep: { deeper: 1 } } })).toMatchObject({ ok: false });
  });

  // Read with the kernel's readers (issue 20, part 3): each refusal keeps the rule of the note it is about, and its field.
  it.each([
    ['text', 'ascension.AM-01', 'readings'],
    [[1, 2], 'ascension.AM-01', 'readings'],
    [{ nope: 'x' }, 'ascension.AM-01', 'readings.nope'],
    [JSON.parse('{"constructor":"x"}'), 'ascension.AM-01', 'readings.constructor'],
    [{ treatyPower: 'exact', nope: 'x' }, 'ascension.AM-01', 'readings.nope'],
    [{ treatyPower: 'most' }, 'ascension.AM-13', 'readings.treatyPower'],
    [{ standardRange: 2 }, 'ascension.AM-31', 'readings.standardRange'],
    [{ naturalRolls: true }, 'ascension.AM-02', 'readings.naturalRolls'],
    [{ shields: null }, 'ascension.AM-33', 'readings.shields'],
    [{ fleetSiege: 'pooled', missileDamage: ['new-die'] }, 'ascension.AM-35', 'readings.missileDamage'],
  ])('refuses %j under %s at %s', (input, rule, field) => {
    expect(parseReadings(input)).toMatchObject({ ok: false, rule, field });
  });

  it('says which values an option takes', () => {
    expect(parseReadings({ treatyPower: 'most' })).toMatchObject({ error: 'The reading of AM-13 (treatyPower) must be one of "at-least", "exact".' });
    expect(parseReadings(null)).toEqual({ ok: true, value: DEFAULT_READINGS, trace: [] });
  });
});
