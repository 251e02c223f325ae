import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { damageBetween, resolvePiracy, type PiracyInput, type PiracySide } from '../../../../src/engine/ccg/piracy/piracy.ts';
import { HARDENED_SKIRMISH, NYMERIA_VS_AHAB, PIRACY_PRESETS, SAKAI_VS_TYLOR } from '../../../../src/engine/ccg/examples/piracy.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { Step } from '../../../../src/engine/ccg/result.ts';

const registered = (trace: Step[]) => trace.every((s) => isRuleId(s.rule));
const rulesOf = (trace: Step[]) => trace.map((s) => s.rule);

function resolved(input: PiracyInput) {
  const r = resolvePiracy(input);
  if (!r.ok) throw new Error(`expected success, got: ${r.error}`);
  return r;
}

describe('Piracy Example (booklet): Sakai against Tylor', () => {
  const r = resolved(SAKAI_VS_TYLOR.input);

  it('builds Sakai\'s Attack Value 1 + 1 (laser) + 1 (thruster plate, lower initiative met) = 3', () => {
    const av = r.value.attack.attackValue;
    expect(av.native).toBe(1);
    expect(av.running).toEqual([2, 3]);
    expect(av.final).toBe(3);
    expect(av.conditions).toEqual([{ source: 'RVD Overtuned Thruster Plate', condition: 'against a ship with lower initiative', met: true }]);
  });

  it('builds Tylor\'s Defense Value 0 + 2 (Glancing Shot, its +3 condition not met) = 2', () => {
    const dv = r.value.attack.defenseValue;
    expect(dv.native).toBe(0);
    expect(dv.final).toBe(2);
    expect(dv.applied).toEqual([{ source: 'Glancing Shot', amount: 2 }]);
    expect(dv.conditions[0]?.met).toBe(false);
  });

  it('deals 1 damage, all to one expense of 1 because Tylor has no upgrades, and succeeds', () => {
    expect(r.value.attack.damage).toBe(1);
    expect(r.value.attack.upgrades).toEqual([]);
    expect(r.value.defenderExpense).toBe(1);
    expect(r.value.success).toBe(true);
    expect(r.value.triggered.map((t) => t.source)).toEqual(["Hacker's Chainsaw"]);
  });

  it('gets no return fire from Tylor\'s Attack Value 0, and Sakai becomes uncommitted', () => {
    expect(r.value.returnFire.attackValue.final).toBe(0);
    expect(r.value.returnFire.damage).toBe(0);
    expect(r.value.attackerExpense).toBe(0);
    expect(r.value.pirateCommitted).toBe(false);
    expect(r.value.pirate).toBe('sakai');
    expect(r.value.conductedPiracy).toBe('sakai');
    expect(rulesOf(r.trace)).toContain('ccg.committed');
    expect(registered(r.trace)).toBe(true);
  });

  it('loses the thruster plate bonus when the Scout\'s initiative is not higher', () => {
    const input: PiracyInput = { ...SAKAI_VS_TYLOR.input, attacker: { ...SAKAI_VS_TYLOR.input.attacker, ship: { ...SAKAI_VS_TYLOR.input.attacker.ship, initiative: 1 } } };
    const lower = resolved(input);
    expect(lower.value.attack.attackValue.final).toBe(2);
    expect(lower.value.success).toBe(false);
    expect(lower.value.defenderExpense).toBe(0);
  });
});

describe('Example of Play (booklet): Nymeria against Ahab', () => {
  const r = resolved(NYMERIA_VS_AHAB.input);

  it('builds Attack Value 0 + 3 (Missile Barbette) + 1 (Predatory Tactics) = 4 against Defense Value 0', () => {
    expect(r.value.attack.attackValue.final).toBe(4);
    expect(r.value.attack.defenseValue.final).toBe(0);
    expect(r.value.attack.damage).toBe(4);
  });

  it('makes Ahab pay one expense of 4, not four expenses of 1', () => {
    expect(r.value.defenderExpense).toBe(4);
    const note = r.trace.find((s) => s.rule === 'ccg.note.piracy-one-expense');
    expect(note?.text).toContain('one expense of 4');
  });

  it('succeeds, so Predatory Tactics replenishes', () => {
    expect(r.value.success).toBe(true);
    expect(r.value.triggered).toEqual([expect.objectContaining({ source: 'Predatory Tactics', replenish: true })]);
    expect(rulesOf(r.trace)).toContain('ccg.keyword.replenish');
  });

  it('absorbs Ahab\'s return fire of 1 with Defense Value 1 from Predatory Tactics', () => {
    expect(r.value.returnFire.attackValue.final).toBe(1);
    expect(r.value.returnFire.defenseValue.final).toBe(1);
    expect(r.value.returnFire.damage).toBe(0);
    expect(r.value.attackerExpense).toBe(0);
    expect(r.value.pirateCommitted).toBe(false);
    expect(registered(r.trace)).toBe(true);
  });

  it('without Predatory Tactics, the return fire would be an expense of 1 for Nymeria and the piracy still succeeds', () => {
    const a = NYMERIA_VS_AHAB.input.attacker;
    const bare = resolved({ ...NYMERIA_VS_AHAB.input, attacker: { ...a, defenseModifiers: [], attackModifiers: a.attackModifiers?.slice(0, 1) ?? [] } });
    expect(bare.value.attack.damage).toBe(3);
    expect(bare.value.success).toBe(true);
    expect(bare.value.attackerExpense).toBe(1);
  });
});

describe('our example: Hardened, Critical, Countermeasure and a jettisoned upgrade', () => {
  it('lets Countermeasure keep Hardened whole, jettisons the turret and drops its bonus from the return fire', () => {
    const r = resolved(HARDENED_SKIRMISH.input);
    expect(r.value.attack.damage).toBe(5);
    const [plating, turret] = r.value.attack.upgrades;
    expect(plating).toMatchObject({ card: 'mora-plating', assigned: 2, protection: 2, applied: 0, jettisoned: false });
    expect(turret).toMatchObject({ card: 'mora-turret', assigned: 2, protection: 0, applied: 2, jettisoned: true });
    expect(r.value.defenderExpense).toBe(1);
    expect(r.value.jettisoned).toEqual(['mora-turret']);
    expect(r.value.defenderUpgrades.map((u) => u.id)).toEqual(['mora-plating']);
    expect(r.value.returnFire.attackValue.final).toBe(1);
    expect(r.value.returnFire.damage).toBe(0);
    expect(rulesOf(r.trace)).toEqual(expect.arrayContaining(['ccg.note.piracy-damage-source', 'ccg.keyword.countermeasure', 'ccg.note.return-fire-values']));
  });

  it('keeps the turret bonus when the turret survives, and the defender assigns return fire to the attacker\'s upgrade', () => {
    const input: PiracyInput = {
      ...HARDENED_SKIRMISH.input,
      attack: { upgrades: [{ upgrade: 'mora-plating', points: 2 }] },
      returnFire: { upgrades: [{ upgrade: 'vex-missiles', points: 2 }] },
    };
    const r = resolved(input);
    expect(r.value.defenderExpense).toBe(3);
    expect(r.value.returnFire.attackValue.final).toBe(3);
    expect(r.value.returnFire.damage).toBe(2);
    expect(r.value.returnFire.upgrades[0]).toMatchObject({ card: 'vex-missiles', applied: 2, after: 2, jettisoned: false });
    expect(r.value.attackerUpgrades[0]).toMatchObject({ id: 'vex-missiles', structure: 2 });
    expect(r.value.attackerExpense).toBe(0);
  });
});

describe('piracy rules', () => {
  const side = (captain: string, attack: number, defense: number, upgrades: PiracySide['upgrades'] = []): PiracySide => ({
    captain,
    ship: { id: `${captain}-ship`, name: `${captain}'s ship`, attack, defense, initiative: 1 },
    upgrades,
  });
  const hull = (id: string) => ({ id, name: id, structureCapacity: 3, structure: 0 });

  it('damage is Attack Value minus Defense Value, never below 0', () => {
    expect(damageBetween(3, 2)).toBe(1);
    expect(damageBetween(2, 5)).toBe(0);
  });

  it('fails when the Attack Value does not exceed the Defense Value, but the defender still returns fire and the pirate is uncommitted', () => {
    const r = resolved({ attacker: { ...side('a', 2, 0), onSuccess: [{ source: 'Loot', text: 'take loot' }] }, defender: side('d', 3, 2) });
    expect(r.value.success).toBe(false);
    expect(r.value.triggered).toEqual([]);
    expect(r.value.returnFire.damage).toBe(3);
    expect(r.value.attackerExpense).toBe(3);
    expect(r.value.pirateCommitted).toBe(false);
  });

  it('puts the points not placed on upgrades on expense when expense is left out', () => {
    const r = resolved({ attacker: side('a', 5, 0), defender: side('d', 0, 0, [hull('h1')]), attack: { upgrades: [{ upgrade: 'h1', points: 2 }] } });
    expect(r.value.attack.upgrades[0]?.applied).toBe(2);
    expect(r.value.defenderExpense).toBe(3);
  });

  it('refuses an assignment that does not add up to the damage', () => {
    const base = { attacker: side('a', 5, 0), defender: side('d', 0, 0, [hull('h1')]) };
    expect(resolvePiracy({ ...base, attack: { upgrades: [{ upgrade: 'h1', points: 2 }], expense: 2 } })).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'attack.expense' });
    expect(resolvePiracy({ ...base, attack: { upgrades: [{ upgrade: 'h1', points: 6 }] } })).toMatchObject({ ok: false, field: 'attack.upgrades' });
  });

  it('refuses damage on an upgrade that is not on the defender\'s ship', () => {
    const input = { attacker: side('a', 5, 0, [hull('mine')]), defender: side('d', 0, 0, [hull('h1')]) };
    const own = resolvePiracy({ ...input, attack: { upgrades: [{ upgrade: 'mine', points: 1 }] } });
    expect(own).toMatchObject({ ok: false, field: 'attack.upgrades.0.upgrade' });
    expect(!own.ok && own.error).toContain("a's own ship");
    expect(resolvePiracy({ ...input, attack: { upgrades: [{ upgrade: 'nope', points: 1 }] } })).toMatchObject({ ok: false, field: 'attack.upgrades.0.upgrade' });
    expect(resolvePiracy({ ...input, attack: { upgrades: [{ upgrade: 'h1', points: 1 }, { upgrade: 'h1', points: 1 }] } })).toMatchObject({ ok: false, field: 'attack.upgrades.1.upgrade' });
    expect(resolvePiracy({ ...input, attack: { upgrades: [{ upgrade: 'h1', points: 0.5 }] } })).toMatchObject({ ok: false, field: 'attack.upgrades.0.points' });
  });

  it('refuses points assigned when there is no damage', () => {
    expect(resolvePiracy({ attacker: side('a', 1, 0), defender: side('d', 0, 3), attack: { expense: 1 } })).toMatchObject({ ok: false, field: 'attack.expense' });
  });

  it('refuses a pirate targeting their own ship, and bad ship values', () => {
    expect(resolvePiracy({ attacker: side('a', 1, 0), defender: side('a', 0, 0) })).toMatchObject({ ok: false, field: 'defender.captain' });
    expect(resolvePiracy({ attacker: side('a', 1.5, 0), defender: side('d', 0, 0) })).toMatchObject({ ok: false, field: 'attacker.ship.attack' });
    expect(resolvePiracy({ attacker: side('a', 1, 0), defender: side('d', 0, 0, [{ ...hull('h'), structure: 3 }]) })).toMatchObject({ ok: false, field: 'defender.upgrades.0.structure' });
  });

  it('a Critical supplied by an upgrade the attack jettisons no longer cuts Hardened in the return fire', () => {
    const attacker: PiracySide = { ...side('a', 5, 0, [{ id: 'plate', name: 'A Plate', structureCapacity: 5, structure: 0, hardened: [{ from: 'A Plate', value: 2 }] }]) };
    const gun = { id: 'gun', name: 'D Gun', structureCapacity: 2, structure: 0 };
    const defender: PiracySide = { ...side('d', 3, 0, [gun]), critical: [{ from: 'D Gun', value: 2, card: 'gun' }] };
    const returnFire = { upgrades: [{ upgrade: 'plate', points: 3 }] };
    // The gun survives: its Critical cuts Hardened 2 to 0, and the plate takes all 3.
    const kept = resolved({ attacker, defender, attack: { expense: 5 }, returnFire });
    expect(kept.value.returnFire.upgrades[0]).toMatchObject({ protection: 0, applied: 3 });
    // The attack jettisons the gun: Hardened 2 holds, and the plate takes 1.
    const gone = resolved({ attacker, defender, attack: { upgrades: [{ upgrade: 'gun', points: 2 }], expense: 3 }, returnFire });
    expect(gone.value.jettisoned).toEqual(['gun']);
    expect(gone.value.returnFire.upgrades[0]).toMatchObject({ protection: 2, applied: 1 });
    expect(gone.trace.map((t) => t.text)).toContain('The Critical of D Gun no longer counts: D Gun was jettisoned earlier in this piracy action.');
    // A Critical with no card named keeps counting (it may come from the ship or an event).
    const loose = resolved({ attacker, defender: { ...defender, critical: [{ from: 'D Gun', value: 2 }] }, attack: { upgrades: [{ upgrade: 'gun', points: 2 }], expense: 3 }, returnFire });
    expect(loose.value.returnFire.upgrades[0]).toMatchObject({ protection: 0, applied: 3 });
    expect(resolvePiracy({ attacker, defender: { ...defender, critical: [{ from: 'D Gun', value: 2, card: '' }] } })).toMatchObject({ ok: false, field: 'defender.critical.0.card' });
  });

  it('applies Hardened once to all the points one attack puts on an upgrade', () => {
    const armoured = { ...hull('h1'), structureCapacity: 9, hardened: [{ from: 'h1', value: 2 }] };
    const r = resolved({ attacker: side('a', 5, 0), defender: side('d', 0, 0, [armoured]), attack: { upgrades: [{ upgrade: 'h1', points: 5 }] } });
    expect(r.value.attack.upgrades[0]).toMatchObject({ assigned: 5, protection: 2, applied: 3 });
  });

  it('reports points beyond what an upgrade could take as lost', () => {
    const r = resolved({ attacker: side('a', 5, 0), defender: side('d', 0, 0, [hull('h1')]), attack: { upgrades: [{ upgrade: 'h1', points: 5 }] } });
    expect(r.value.attack.upgrades[0]?.jettisoned).toBe(true);
    expect(r.trace.some((s) => s.text.includes('are lost'))).toBe(true);
  });

  it('every preset resolves and cites only registered rules', () => {
    for (const p of PIRACY_PRESETS) {
      const r = resolvePiracy(p.input);
      expect(r.ok, p.id).toBe(true);
      expect(r.ok && registered(r.trace), p.id).toBe(true);
    }
  });
});

const upgradeArb = (prefix: string) =>
  fc.array(
    fc.record({ cap: fc.integer({ min: 1, max: 5 }), dmg: fc.integer({ min: 0, max: 4 }), hardened: fc.integer({ min: 0, max: 3 }) }),
    { maxLength: 3 },
  ).map((list) =>
    list.map((u, i) => ({
      id: `${prefix}${i}`,
      name: `${prefix}${i}`,
      structureCapacity: u.cap,
      structure: Math.min(u.dmg, u.cap - 1),
      hardened: [{ from: `${prefix}${i}`, value: u.hardened }],
    })),
  );

const sideArb = (captain: string) =>
  fc.record({
    attack: fc.integer({ min: 0, max: 8 }),
    defense: fc.integer({ min: 0, max: 8 }),
    initiative: fc.integer({ min: 0, max: 5 }),
    mods: fc.array(fc.integer({ min: -3, max: 4 }), { maxLength: 3 }),
    critical: fc.integer({ min: 0, max: 2 }),
    upgrades: upgradeArb(`${captain}-u`),
  }).map(
    (s): PiracySide => ({
      captain,
      ship: { id: `${captain}-ship`, name: `${captain} ship`, attack: s.attack, defense: s.defense, initiative: s.initiative },
      upgrades: s.upgrades,
      attackModifiers: s.mods.map((amount, i) => ({ source: `mod${i}`, amount, when: i === 0 ? { kind: 'opponent-lower-initiative' as const } : undefined })),
      critical: [{ from: 'gun', value: s.critical }],
    }),
  );

/** Split `total` points over the target's upgrades and expense using `weights`. */
function split(total: number, ids: string[], weights: number[]) {
  const upgrades: { upgrade: string; points: number }[] = [];
  let left = total;
  ids.forEach((id, i) => {
    const p = Math.min(left, (weights[i] ?? 0) % (total + 1));
    left -= p;
    upgrades.push({ upgrade: id, points: p });
  });
  return { upgrades, expense: left };
}

describe('piracy properties', () => {
  it('damage is never negative, success iff AV > DV, points are conserved, applied damage never exceeds what was assigned', () => {
    fc.assert(
      fc.property(sideArb('a'), sideArb('d'), fc.array(fc.nat(6), { minLength: 3, maxLength: 3 }), fc.array(fc.nat(6), { minLength: 3, maxLength: 3 }), (attacker, defender, w1, w2) => {
        const probe = resolvePiracy({ attacker, defender });
        if (!probe.ok) return false;
        const attack = split(probe.value.attack.damage, (defender.upgrades ?? []).map((u) => u.id), w1);
        const probe2 = resolvePiracy({ attacker, defender, attack });
        if (!probe2.ok) return false;
        const returnFire = split(probe2.value.returnFire.damage, (attacker.upgrades ?? []).map((u) => u.id), w2);
        const r = resolvePiracy({ attacker, defender, attack, returnFire });
        if (!r.ok) return false;
        const v = r.value;
        for (const s of [v.attack, v.returnFire]) {
          if (s.damage < 0) return false;
          if (s.damage !== Math.max(0, s.attackValue.final - s.defenseValue.final)) return false;
          const onUpgrades = s.upgrades.reduce((a, u) => a + u.assigned, 0);
          if (onUpgrades + s.expense !== s.damage) return false;
          if (s.upgrades.some((u) => u.applied > u.assigned || u.applied < 0)) return false;
        }
        return (
          v.success === v.attack.attackValue.final > v.attack.defenseValue.final &&
          v.defenderExpense === v.attack.expense &&
          v.attackerExpense === v.returnFire.expense &&
          v.pirateCommitted === false &&
          registered(r.trace)
        );
      }),
      { numRuns: 300 },
    );
  });
});
