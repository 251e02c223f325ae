import { describe, expect, it } from 'vitest';
import { afterColon } from '../../../src/widgets/kit/url-state.ts';

describe('a refusal said after a colon', () => {
  it('lowers a plain opening word', () => {
    expect(afterColon('The Initiative must be a whole number.')).toBe('the Initiative must be a whole number.');
    expect(afterColon('Only 6 captains fit.')).toBe('only 6 captains fit.');
    expect(afterColon('Type a number.')).toBe('type a number.');
  });

  it('keeps the capital of a name the reader typed, a game term or a rule id', () => {
    expect(afterColon("Ahab's Initiative must be a whole number from 0 to 99.")).toBe("Ahab's Initiative must be a whole number from 0 to 99.");
    expect(afterColon('Captain 2 has this name already.')).toBe('Captain 2 has this name already.');
    expect(afterColon('Planetfall needs a Scout.')).toBe('Planetfall needs a Scout.');
    expect(afterColon('AM-13 is not a reading.')).toBe('AM-13 is not a reading.');
  });
});
