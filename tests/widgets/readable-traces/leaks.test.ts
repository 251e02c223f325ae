/** The leak finder finds what the issue names, and leaves the games' own words alone. */
import { describe, expect, it } from 'vitest';
import { leaks, slugsOf } from './leaks.ts';

describe('leaks', () => {
  it('finds internal ids in any sentence of a result, with where it is', () => {
    const result = {
      ok: true,
      value: { verdict: 'Pay with card-3 first.' },
      trace: [
        { text: 'Subsidized Merchant gives a Cargo token (ship.1).', rule: 'ccg.resource-pool' },
        { text: 'Discard trained Admin (added-1.1, from Consultant Call).', rule: 'ccg.requirement' },
        { text: 'crew-2 joins the crew.', rule: 'ccg.crew' },
        { text: 'Jump to t12 now.', rule: 'traders.t-3' },
        { text: 'See ccg.expenses for this.', rule: 'ccg.expenses' },
      ],
    };
    expect(leaks(result)).toEqual([
      'value.verdict: Pay with card-3 first.',
      'trace.0.text: Subsidized Merchant gives a Cargo token (ship.1).',
      'trace.1.text: Discard trained Admin (added-1.1, from Consultant Call).',
      'trace.2.text: crew-2 joins the crew.',
      'trace.3.text: Jump to t12 now.',
      'trace.4.text: See ccg.expenses for this.',
    ]);
  });

  it('finds a slug the input named a card by, whole, where the card’s name belonged', () => {
    const input = { cards: [{ id: 'missile-barbette', name: 'Missile Barbette' }, { id: 'ahab-h1', name: 'Stand-in event' }], policy: 'least-overpayment' };
    expect([...slugsOf(input)].sort()).toEqual(['ahab-h1', 'least-overpayment', 'missile-barbette']);
    expect(leaks({ text: 'Nymeria procures missile-barbette.' }, input)).toEqual(['text: Nymeria procures missile-barbette.']);
    expect(leaks({ text: 'Nymeria procures the Missile Barbette, a missile-barbette-like gun.' }, input)).toEqual([]);
  });

  it('leaves names, numbers and the games’ words alone', () => {
    const fine = [
      'Tier 2 needs your own tier-1 bar on both panels, which is turned over: no.',
      'The Type S Scout rolls 2d6 + 1 and pays 1.5 MC at stop 3.',
      'Stage 2 of the Resolution Phase: Ahab (Initiative 4) goes first.',
      'ccg.expenses',
    ];
    expect(leaks(fine)).toEqual([]);
  });
});
