import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { opponentView, shipValue, type Combatant } from '../../../../src/engine/ccg/piracy/index.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

const ship = (initiative: number, attack = 1, defense = 0) => ({ id: 's', name: 'Scout', attack, defense, initiative });
const foe = (initiative: number): Combatant => ({
  captain: 'foe',
  name: 'Foe',
  ship: { id: 'f', name: 'Trader', attack: 0, defense: 0, initiative },
  controls: [{ id: 'g', name: 'Gunner Gil', type: 'crew', traits: ['Gunner'] }],
});

describe('ship values', () => {
  it('applies "+N against a ship with lower initiative" only when the opponent is lower', () => {
    const me: Combatant = { captain: 'me', ship: ship(3), attackModifiers: [{ source: 'Thruster', amount: 1, when: { kind: 'opponent-lower-initiative' } }] };
    const lower = shipValue('attack', me, opponentView(foe(1)));
    expect(lower.ok && lower.value.final).toBe(2);
    expect(lower.ok && lower.value.conditions).toEqual([{ source: 'Thruster', condition: 'against a ship with lower initiative', met: true }]);
    const equal = shipValue('attack', me, opponentView(foe(3)));
    expect(equal.ok && equal.value.final).toBe(1);
    expect(equal.ok && equal.value.conditions[0]?.met).toBe(false);
    expect(equal.ok && equal.trace.some((s) => s.text.includes('not met'))).toBe(true);
  });

  it('applies "+N if you control a card of a type or trait", with a fallback amount', () => {
    const me = (controls: Combatant['controls']): Combatant => ({
      captain: 'me',
      ship: ship(1, 0, 0),
      controls,
      defenseModifiers: [{ source: 'Evasion', amount: 3, otherwise: 2, when: { kind: 'controls', cardType: 'crew', trait: 'Pilot' } }],
    });
    const without = shipValue('defense', me([]), opponentView(foe(1)));
    expect(without.ok && without.value.final).toBe(2);
    const withPilot = shipValue('defense', me([{ id: 'p', name: 'Pilot Pat', type: 'crew', traits: ['pilot'] }]), opponentView(foe(1)));
    expect(withPilot.ok && withPilot.value.final).toBe(3);
    const wrongType = shipValue('defense', me([{ id: 'p', name: 'Pilot Manual', type: 'gear', traits: ['Pilot'] }]), opponentView(foe(1)));
    expect(wrongType.ok && wrongType.value.final).toBe(2);
  });

  it('can ask what the opponent controls', () => {
    const me: Combatant = { captain: 'me', ship: ship(1), attackModifiers: [{ source: 'Sniper', amount: 2, when: { kind: 'opponent-controls', trait: 'Gunner' } }] };
    const r = shipValue('attack', me, opponentView(foe(1)));
    expect(r.ok && r.value.final).toBe(3);
    const gone = shipValue('attack', me, opponentView(foe(1), new Set(['g'])));
    expect(gone.ok && gone.value.final).toBe(1);
  });

  it('keeps negatives while modifiers apply and floors the end at 0', () => {
    const me: Combatant = { captain: 'me', ship: ship(1, 1), attackModifiers: [{ source: 'Jammed', amount: -3 }, { source: 'Boost', amount: 1 }] };
    const r = shipValue('attack', me, opponentView(foe(1)));
    expect(r.ok && r.value).toMatchObject({ running: [-2, -1], raw: -1, final: 0 });
  });

  it('drops a modifier whose card has left play', () => {
    const me: Combatant = { captain: 'me', ship: ship(1, 1), attackModifiers: [{ source: 'Turret', amount: 2, card: 't' }] };
    const r = shipValue('attack', me, opponentView(foe(1)), new Set(['t']));
    expect(r.ok && r.value.final).toBe(1);
  });

  it('starts the trace with the native value', () => {
    const me: Combatant = { captain: 'me', ship: ship(3), attackModifiers: [{ source: 'Thruster', amount: 1, when: { kind: 'opponent-lower-initiative' } }] };
    const r = shipValue('attack', me, opponentView(foe(1)));
    expect(r.ok && r.trace[0]?.rule).toBe('ccg.attack-value');
  });

  it('refuses bad input with the field to blame', () => {
    expect(shipValue('attack', { captain: 'me', ship: ship(1, -1) }, opponentView(foe(1)))).toMatchObject({ ok: false, field: 'self.ship.attack' });
    expect(shipValue('attack', { captain: 'me', ship: ship(1.5) }, opponentView(foe(1)))).toMatchObject({ ok: false, field: 'self.ship.initiative' });
    const badWhen = { captain: 'me', ship: ship(1), attackModifiers: [{ source: 'X', amount: 1, when: { kind: 'controls' as const } }] };
    expect(shipValue('attack', badWhen, opponentView(foe(1)))).toMatchObject({ ok: false, field: 'self.attackModifiers.0.when' });
    const badOtherwise = { captain: 'me', ship: ship(1), attackModifiers: [{ source: 'X', amount: 1, otherwise: 0.5, when: { kind: 'opponent-lower-initiative' as const } }] };
    expect(shipValue('attack', badOtherwise, opponentView(foe(1)))).toMatchObject({ ok: false, field: 'self.attackModifiers.0.otherwise' });
  });

  it('final is max(0, native + the amounts that apply) and every step is registered', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.record({ amount: fc.integer({ min: -4, max: 4 }), conditional: fc.boolean() }), { maxLength: 5 }),
        (native, mine, theirs, mods) => {
          const me: Combatant = {
            captain: 'me',
            ship: ship(mine, native),
            attackModifiers: mods.map((m, i) => (m.conditional ? { source: `m${i}`, amount: m.amount, when: { kind: 'opponent-lower-initiative' as const } } : { source: `m${i}`, amount: m.amount })),
          };
          const r = shipValue('attack', me, opponentView(foe(theirs)));
          const expected = native + mods.reduce((a, m) => a + (!m.conditional || theirs < mine ? m.amount : 0), 0);
          return r.ok && r.value.final === Math.max(0, expected) && r.trace.every((s) => isRuleId(s.rule));
        },
      ),
    );
  });
});
