import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { AssignEditor } from '../../src/widgets/piracy/AssignEditor.tsx';
import { SideEditor } from '../../src/widgets/piracy/SideEditor.tsx';
import { DAMAGE_LIMITS } from '../../src/engine/ccg/piracy/limits.ts';
import { CARD_TYPES, cleanState, COND_KINDS, freshUpgradeId, MAX_EFFECT, MAX_NAME, MAX_ROUND, MAX_ROWS, MAX_TEXT, MAX_TRAITS, type ModRow, type PiracyState, type SideState } from '../../src/widgets/piracy/state.ts';
import { parsePiracyState, PIRACY_LINK } from '../../src/widgets/piracy/link.ts';
import { readUrlState, stateHash } from '../../src/widgets/kit/url-state.ts';
import { limitNote, limitText, linkRefusal } from '../../src/widgets/kit/link-limits.tsx';
import { toPiracyInput } from '../../src/widgets/piracy/reading.ts';
import { FightResults, runFight } from '../../src/widgets/piracy/Fight.tsx';
import { PiracyVerdict, piracyLine } from '../../src/widgets/piracy/Verdict.tsx';
import FightSnapshot from '../../src/widgets/piracy/FightSnapshot.tsx';
import { RuleLinks } from '../../src/widgets/kit/RuleLink.tsx';
import { toolStart } from '../../src/widgets/piracy/preset-page.ts';
import { runEnemy } from '../../src/widgets/piracy/EnemyFight.tsx';
import { stateFromEnemyPreset, toEnemyInput } from '../../src/widgets/piracy/enemy.ts';
import { presetInfo, presetState, stateFromPiracyPreset } from '../../src/widgets/piracy/presets.ts';
import { PRESET_BUTTONS } from '../../src/widgets/piracy/PiracyTool.tsx';
import { decodeState, encodeState } from '../../src/widgets/kit/url-codec.ts';
import { HARDENED_SKIRMISH, NYMERIA_VS_AHAB, PIRACY_PRESETS, SAKAI_VS_TYLOR } from '../../src/engine/ccg/examples/piracy.ts';
import { ENEMY_SHIP_PRESETS, RAIDER_CONTRACT } from '../../src/engine/ccg/examples/enemy-ship.ts';
import { resolvePiracy } from '../../src/engine/ccg/piracy/piracy.ts';
import { PERMANENT_TYPES } from '../../src/engine/ccg/piracy/ship-values.ts';
import { fightEnemyShip } from '../../src/engine/ccg/piracy/enemy-ship.ts';

const roundTrip = (s: PiracyState) => {
  const decoded = decodeState(encodeState(s));
  if (!decoded.ok) throw new Error(decoded.error);
  return parsePiracyState(decoded.value);
};

const allPresetStates = [...PIRACY_PRESETS.map(stateFromPiracyPreset), ...ENEMY_SHIP_PRESETS.map(stateFromEnemyPreset)];

describe('piracy tool state: round trip', () => {
  it('reads back the clean state and every preset exactly', () => {
    for (const s of [cleanState(), ...allPresetStates]) {
      expect(roundTrip(s)).toEqual({ ok: true, value: s });
    }
  });

  it('keeps typed text that is not valid yet (nothing typed is lost)', () => {
    const s = cleanState();
    s.attacker.attack = 'abc';
    s.defender.name = '   ';
    s.attack.expense = '-3';
    const back = roundTrip(s);
    expect(back.ok && back.value.attacker.attack).toBe('abc');
    expect(back.ok && back.value.attack.expense).toBe('-3');
  });

  it('gives new upgrades ids no side uses yet', () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    const id = freshUpgradeId(s);
    expect([...s.attacker.upgrades, ...s.defender.upgrades].map((u) => u.id)).not.toContain(id);
  });
});

describe('piracy tool presets', () => {
  it('offers a button for every piracy preset of the engine, with its title', () => {
    expect(PRESET_BUTTONS.map(([id]) => id)).toEqual(PIRACY_PRESETS.map((p) => p.id));
    for (const [id, title] of PRESET_BUTTONS) {
      expect(presetInfo(id)?.title).toBe(title);
      expect(presetState(id)?.preset).toBe(id);
    }
    expect(presetState('no-such-preset')).toBeUndefined();
  });

  it('gives a preset’s note alone (an example page passes it to the tool as a prop, so it is small): id, title, source, stand-ins', () => {
    for (const p of PIRACY_PRESETS) expect(presetInfo(p.id)).toStrictEqual({ id: p.id, title: p.title, source: p.source, standIns: p.standIns });
    expect(presetInfo('no-such-preset')).toBeUndefined();
  });

  it('offers the engine’s card types', () => {
    expect(CARD_TYPES).toEqual(PERMANENT_TYPES);
  });
});

describe('piracy tool state: to engine input', () => {
  it('turns each piracy preset back into input the engine resolves to the same numbers as the preset itself', () => {
    for (const p of PIRACY_PRESETS) {
      const input = toPiracyInput(stateFromPiracyPreset(p));
      expect(runFight(stateFromPiracyPreset(p), input).errors).toEqual({});
      const mine = resolvePiracy(input);
      const theirs = resolvePiracy(p.input);
      if (!mine.ok || !theirs.ok) throw new Error('expected both to resolve');
      expect(mine.value.attack.damage).toBe(theirs.value.attack.damage);
      expect(mine.value.defenderExpense).toBe(theirs.value.defenderExpense);
      expect(mine.value.attackerExpense).toBe(theirs.value.attackerExpense);
      expect(mine.value.jettisoned).toEqual(theirs.value.jettisoned);
      expect(mine.value.success).toBe(theirs.value.success);
    }
  });

  it('gives the book numbers for Sakai (3 vs 2, expense 1) and Nymeria (4 vs 0, expense 4, return 1 vs 1)', () => {
    const sakai = resolvePiracy(toPiracyInput(stateFromPiracyPreset(SAKAI_VS_TYLOR)));
    expect(sakai.ok && [sakai.value.attack.attackValue.final, sakai.value.attack.defenseValue.final, sakai.value.defenderExpense]).toEqual([3, 2, 1]);
    const nym = resolvePiracy(toPiracyInput(stateFromPiracyPreset(NYMERIA_VS_AHAB)));
    expect(nym.ok && [nym.value.attack.damage, nym.value.defenderExpense, nym.value.returnFire.attackValue.final, nym.value.returnFire.defenseValue.final, nym.value.returnFire.damage]).toEqual([4, 4, 1, 1, 0]);
  });

  it('a Critical row named like one of the side’s upgrades is tied to that upgrade; any other name is not', () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    const up = s.attacker.upgrades[0]!;
    s.attacker.critical = [
      { from: ` ${up.name.toUpperCase()} `, value: '1', traits: '' },
      { from: 'Boarding Action', value: '1', traits: '' },
    ];
    const critical = toPiracyInput(s).attacker.critical ?? [];
    expect(critical[0]).toMatchObject({ card: up.id });
    expect(critical[1]).not.toHaveProperty('card');
  });

  it('turns the enemy-ship preset into the same fight', () => {
    const s = stateFromEnemyPreset(RAIDER_CONTRACT);
    expect(runEnemy(s).errors).toEqual({});
    const r = fightEnemyShip(toEnemyInput(s));
    expect(r.ok && r.value).toMatchObject({ enemyDamageAfter: 2, captainExpense: 1, destroyed: false });
  });

  it('reports bad fields by the engine’s own paths, ship values and modifiers by the engine’s readers with their rules', () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.attacker.attack = 'x';
    s.defender.upgrades[0]!.capacity = '0';
    s.defender.atk[0]!.amount = '';
    // Names, ship values, modifiers and the upgrade's numbers are the engine's to read: the form hands them over as typed.
    const run = runFight(s, toPiracyInput(s));
    expect(run.errors).toMatchObject({
      'attacker.ship.attack': { rule: 'ccg.attack-value', error: expect.stringMatching(/^The native Attack Value of .+ must be a whole number from 0 to 99\.$/) },
      'defender.attackModifiers.0.amount': { rule: 'ccg.modifier', error: expect.stringMatching(/^The Attack Value modifier from .+ must be a whole number from -99 to 99\.$/) },
      'defender.upgrades.0.structureCapacity': { rule: 'ccg.structure' },
    });
    expect(run.base).toMatchObject({ ok: false, field: 'attacker.ship.attack' });
  });

  it('every bad name, ship value and modifier of a side shows its engine refusal and rule at once', () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.attacker.name = ' ';
    s.attacker.ship = 'S'.repeat(61);
    s.defender.defense = '100';
    s.defender.initiative = '1.5';
    s.defender.cards.push({ name: '', type: 'crew', traits: '' });
    s.attacker.def.push({ source: 'Screens', amount: '1', when: 'lower-initiative', cardType: '', trait: '', otherwise: 'lots', card: '' });
    const run = runFight(s, toPiracyInput(s));
    const at = `defender.controls.${s.defender.cards.length - 1}.name`;
    expect(run.errors).toMatchObject({
      'attacker.name': { rule: 'ccg.ship', error: "The captain's name must not be empty." },
      'attacker.ship.name': { rule: 'ccg.ship', error: "The ship's name must be at most 60 characters long." },
      'defender.ship.defense': { rule: 'ccg.defense-value', error: expect.stringMatching(/from 0 to 99/) },
      [at]: { rule: 'ccg.permanents', error: expect.stringMatching(/must not be empty/) },
      [`attacker.defenseModifiers.${s.attacker.def.length - 1}.otherwise`]: { rule: 'ccg.modifier', error: expect.stringMatching(/^The amount otherwise of the modifier from Screens must be a whole number/) },
    });
    // One field, one message: the defender's ship stops at its first bad value, as the engine's reader does.
    expect(run.errors['defender.ship.initiative']).toBeUndefined();
    expect(run.base).toMatchObject({ ok: false, field: 'attacker.name', rule: 'ccg.ship' });
  });

  it("reads the effects of a successful attack with the engine's reader: an effect with no words is refused beside its field, with its rule", () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.attacker.triggers = [{ source: 'Smuggler', text: '  ', replenish: false }];
    const run = runFight(s, toPiracyInput(s));
    expect(run.errors['attacker.onSuccess.0.text']).toEqual({ rule: 'ccg.piracy', error: 'What Smuggler does on a successful attack must not be empty.' });
    expect(run.base).toMatchObject({ ok: false, field: 'attacker.onSuccess.0.text', rule: 'ccg.piracy' });
  });

  it("reads the upgrades and Critical with the engine's readers: every refusal beside its field at once, each with its rule", () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.defender.upgrades[0]!.capacity = '0';
    s.defender.upgrades[1]!.hardened = 'lots';
    s.attacker.critical[0]!.value = '100';
    const run = runFight(s, toPiracyInput(s));
    expect(run.errors).toMatchObject({
      'defender.upgrades.0.structureCapacity': { rule: 'ccg.structure', error: expect.stringMatching(/^The structure capacity of .+ must be a whole number from 1 to 99\.$/) },
      'defender.upgrades.1.hardened.0.value': { rule: 'ccg.keyword.hardened' },
      'attacker.critical.0.value': { rule: 'ccg.keyword.critical', error: expect.stringMatching(/from 0 to 99/) },
    });
    // The first of them is the engine's answer: no fight is worked out from cards it refuses.
    expect(run.base).toMatchObject({ ok: false, field: 'attacker.critical.0.value' });
    expect(run.withAttack).toBeUndefined();
  });

  it("reads the points of each assignment with the engine's reader: every bad point beside its field at once, each with its rule", () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.attack.points = { 'mora-plating': 'two', 'mora-turret': '1.5' };
    const run = runFight(s, toPiracyInput(s));
    const refused = { rule: 'ccg.piracy', error: 'Points assigned to an upgrade must be a whole number from 0 to 99.' };
    expect(run.errors['attack.upgrades.0.points']).toEqual(refused);
    expect(run.errors['attack.upgrades.1.points']).toEqual(refused);
    // The attack itself is worked out; the assignment waits for its fields, and says why.
    expect(run.base?.ok).toBe(true);
    expect(run.withAttack).toMatchObject({ ok: false, rule: 'ccg.piracy', field: 'attack.upgrades.0.points' });
    expect(run.full).toBeUndefined();
    // Past the one limit of the field's + button (DAMAGE_LIMITS.value), and the expense of the return fire the same way.
    s.attack.points = { 'mora-plating': String(DAMAGE_LIMITS.value + 1) };
    expect(runFight(s, toPiracyInput(s)).errors['attack.upgrades.0.points']).toEqual(refused);
    s.attack = { points: {}, expense: '' };
    s.returnFire.expense = 'lots';
    expect(runFight(s, toPiracyInput(s)).errors['returnFire.expense']).toEqual({ rule: 'ccg.piracy', error: 'Points assigned to expense must be a whole number from 0 to 99.' });
  });

  it("reads the traits typed in one field with the engine's reader: each refusal beside its field, with its rule", () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    const long = 'L'.repeat(MAX_NAME + 1);
    s.defender.cards.push({ name: 'Jo', type: 'crew', traits: `Marine, ${long}` });
    s.attacker.upgrades[0]!.traits = `Missile,${'x,'.repeat(MAX_ROWS)}`;
    s.attacker.critical[0]!.traits = long;
    s.defender.upgrades[1]!.hardened = '';
    s.defender.upgrades[1]!.countermeasure = 'Laser';
    const run = runFight(s, toPiracyInput(s));
    expect(run.errors).toMatchObject({
      [`defender.controls.${s.defender.cards.length - 1}.traits`]: { rule: 'ccg.trait', error: `The traits of Jo are separated by commas, and each must be at most ${MAX_NAME} characters: “${'L'.repeat(24)}…” has ${MAX_NAME + 1}.` },
      'attacker.upgrades.0.traits': { rule: 'ccg.trait', error: `The traits of Missile Rack must be at most ${MAX_ROWS}, separated by commas; ${MAX_ROWS + 1} are given.` },
      'attacker.critical.0.traits': { rule: 'ccg.keyword.critical', error: expect.stringMatching(/^The traits of Missile Rack are separated by commas, and each must be at most 60 characters/) },
      'defender.upgrades.1.hardened.0.value': { rule: 'ccg.keyword.countermeasure', error: 'Countermeasure only changes Hardened: give Laser Turret a Hardened value too.' },
    });
    expect(run.base).toMatchObject({ ok: false });
    // Split as the engine splits them: spaces and empty entries do not count.
    const t = stateFromPiracyPreset(HARDENED_SKIRMISH);
    t.defender.upgrades[0]!.countermeasure = ' Missile ,, Heavy   Weapon ';
    const read = runFight(t, toPiracyInput(t));
    expect(read.errors).toEqual({});
    expect(read.upgrades.defender[0]!.hardened).toEqual([{ from: 'Ablative Plating', value: 2, countermeasure: ['Missile', 'Heavy Weapon'] }]);
  });

  it('enemy mode: an upgrade’s traits are refused beside the upgrade’s own field, with their rule', () => {
    const s = stateFromEnemyPreset(RAIDER_CONTRACT);
    s.attacker.upgrades.push({ id: 'u9', name: 'Rack', capacity: '2', damage: '0', hardened: '', countermeasure: '', traits: 'T'.repeat(MAX_NAME + 1) });
    const run = runEnemy(s);
    expect(run.errors[`captain.upgrades.${s.attacker.upgrades.length - 1}.traits`]).toMatchObject({ rule: 'ccg.trait', error: expect.stringMatching(/^The traits of Rack are separated by commas, and each must be at most 60 characters/) });
    expect(run.result).toMatchObject({ ok: false, rule: 'ccg.trait' });
  });

  it('a refused point is drawn beside its field with its rule (the assignment editor)', () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.attack.points = { 'mora-turret': 'two' };
    const run = runFight(s, toPiracyInput(s));
    const html = render(
      h(AssignEditor, { path: 'attack', damage: 1, assign: s.attack, targets: s.defender.upgrades, who: 'Vex', targetName: 'Mora', errors: run.errors, onChange: () => {} }),
    );
    // The kit's number field, its − and + on the input's line, and its message named by the input (aria-describedby).
    const field = /<div class="field short"><label for="([^"]+)">Points on Laser Turret<\/label><span class="field-line"><input id="\1"[^>]*aria-describedby="\1-error".*?<\/span><span class="field-error" id="\1-error">(.*?)<\/span><\/div>/s.exec(html);
    expect(field?.[2]).toContain('Points assigned to an upgrade must be a whole number from 0 to 99.');
    expect(field?.[2]).toMatch(/<span class="trace-rule">Rule: <span class="rule-link">ccg\.piracy<\/span><\/span>$/);
  });

  it('every field of traits keeps the one limit of the link reader and the engine (TEXT_LIMITS.traits), a card’s too', () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.defender.cards = [{ name: 'Jo', type: 'crew', traits: 'Marine' }];
    const html = render(h(SideEditor, { side: s.defender, prefix: 'defender', errors: {}, onChange: () => {}, newUpgradeId: () => 'u9', show: { upgrades: true, critical: true, triggers: true } }));
    const limits = [...html.matchAll(/<label for="([^"]+)">([^<]*[Tt]raits[^<]*)<\/label>.*?<input id="\1"[^>]*maxlength="(\d+)"/gs)].map((m) => [m[2], Number(m[3])]);
    expect(limits.map(([label]) => label).sort()).toEqual(['Countermeasure (traits)', 'Countermeasure (traits)', 'Traits', 'Traits', 'Traits']);
    for (const [, max] of limits) expect(max).toBe(MAX_TRAITS);
    // And the link keeps a card's traits at that length.
    s.defender.cards[0]!.traits = 't'.repeat(MAX_TRAITS);
    expect(linkRefusal(s, PIRACY_LINK)).toBeUndefined();
  });

  it("an engine refusal beside a field keeps its rule", () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.attack.expense = '99';
    const run = runFight(s, toPiracyInput(s));
    expect(run.errors['attack.expense']).toMatchObject({ rule: 'ccg.piracy', error: expect.stringMatching(/every point must be placed/) });
  });

  it('an empty expense field means "the rest"; a stale upgrade id is passed on for the engine to refuse', () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.attack = { points: { 'mora-turret': '2', gone: '1' }, expense: '' };
    const input = toPiracyInput(s);
    expect(input.attack).toEqual({ upgrades: [{ upgrade: 'mora-plating', points: 0 }, { upgrade: 'mora-turret', points: 2 }, { upgrade: 'gone', points: 1 }] });
    const out = resolvePiracy(input);
    expect(!out.ok && out.field).toBe('attack.upgrades.2.upgrade');
  });

  it('enemy mode: the captain’s side and the enemy are read by the engine, each refusal beside its field with its rule', () => {
    const s = stateFromEnemyPreset(RAIDER_CONTRACT);
    s.attacker.attack = '100';
    s.attacker.ship = '';
    let run = runEnemy(s);
    expect(run.errors).toMatchObject({ 'captain.ship.name': { rule: 'ccg.ship', error: "The ship's name must not be empty." } });
    expect(run.result).toMatchObject({ ok: false, field: 'captain.ship.name' });
    s.attacker.ship = 'Scout';
    run = runEnemy(s);
    expect(run.errors['captain.ship.attack']).toEqual({ rule: 'ccg.attack-value', error: 'The native Attack Value of Scout must be a whole number from 0 to 99.' });
    s.attacker.attack = '2';
    s.enemy.structure = 'four';
    run = runEnemy(s);
    expect(run.errors['enemy.structure']).toMatchObject({ rule: 'ccg.structure', error: expect.stringMatching(/must be a whole number from 0 to 99/) });
    s.enemy.structure = '4';
    s.enemy.damage = '4';
    expect(runEnemy(s).errors['enemy.damage']).toMatchObject({ rule: 'ccg.enemy-ship', error: expect.stringMatching(/already has 4 damage against a structure of 4/) });
  });

  it('needs a type or a trait for a "controls" condition, and reads blank enemy values as not printed', () => {
    const s = cleanState();
    s.attacker.atk.push({ source: 'Tactics', amount: '1', when: 'controls', cardType: '', trait: ' ', otherwise: '', card: '' });
    expect(runFight(s, toPiracyInput(s)).errors['attacker.attackModifiers.0.when']).toEqual({ rule: 'ccg.modifier', error: 'A "controls" condition must name a card type, a trait, or both.' });
    s.mode = 'enemy';
    s.attacker.atk = [];
    expect(runEnemy(s).errors).toEqual({});
    expect(toEnemyInput(s).enemy).toEqual({ name: 'Enemy ship', damage: 0 });
  });
});

describe('piracy tool state: hostile links', () => {
  it('refuses wrong shapes with a sentence', () => {
    const bad: unknown[] = [
      null,
      42,
      'text',
      [],
      {},
      { ...cleanState(), mode: 'war' },
      { ...cleanState(), attacker: { ...cleanState().attacker, attack: 3 } },
      { ...cleanState(), extra: 1 },
      { ...cleanState(), enemy: { ...cleanState().enemy, round: 1e12 } },
      { ...cleanState(), attacker: { ...cleanState().attacker, name: 'x'.repeat(5000) } },
      { ...cleanState(), attacker: { ...cleanState().attacker, atk: Array.from({ length: 500 }, () => ({})) } },
      { ...cleanState(), attack: { points: { '<script>': '1' }, expense: '' } },
    ];
    for (const raw of bad) {
      const r = parsePiracyState(raw);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('refuses duplicate upgrade ids and modifiers naming an upgrade that is not on the ship', () => {
    const s = stateFromPiracyPreset(HARDENED_SKIRMISH);
    s.attacker.upgrades[0]!.id = 'mora-plating';
    s.attacker.atk[0]!.card = 'mora-plating';
    expect(parsePiracyState(JSON.parse(JSON.stringify(s)))).toEqual({ ok: false, error: 'Two upgrades in it share one id.' });
    const t = stateFromPiracyPreset(HARDENED_SKIRMISH);
    t.attacker.atk[0]!.card = 'mora-turret';
    expect(parsePiracyState(JSON.parse(JSON.stringify(t)))).toEqual({ ok: false, error: 'A modifier in it names an upgrade that is not on that ship.' });
  });

  it('keeps markup in names as plain text (rendering never uses it as HTML)', () => {
    const s = cleanState();
    s.attacker.name = '<img src=x onerror=alert(1)>';
    const back = roundTrip(s);
    expect(back.ok && back.value.attacker.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('never throws on arbitrary JSON, and answers a state or a message', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (raw) => {
        const r = parsePiracyState(raw);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on mutated states: wrong types, huge numbers, <script>, deep nesting', () => {
    const nasty = fc.oneof(
      fc.constant('<script>alert(1)</script>'),
      fc.constant(1e308),
      fc.constant(-0),
      fc.constant(Number.MAX_SAFE_INTEGER),
      fc.constant(null),
      fc.constant('99999999999999999999'),
      fc.string(),
      fc.jsonValue({ maxDepth: 4 }),
      fc.constant(JSON.parse('['.repeat(200) + ']'.repeat(200))),
    );
    const paths = ['mode', 'attacker', 'attacker.attack', 'attacker.atk', 'defender.upgrades', 'attack.points', 'attack.expense', 'enemy.round', 'role', 'preset'];
    fc.assert(
      fc.property(fc.constantFrom(...allPresetStates), fc.constantFrom(...paths), nasty, (s, path, value) => {
        const raw = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
        const keys = path.split('.');
        let at: Record<string, unknown> = raw;
        for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
        at[keys[keys.length - 1]!] = value;
        const r = parsePiracyState(raw);
        if (r.ok) {
          // Whatever is accepted can be read into engine input without throwing.
          expect(() => toPiracyInput(r.value)).not.toThrow();
          expect(() => toEnemyInput(r.value)).not.toThrow();
        } else {
          expect(r.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary strings decoded as links', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const decoded = decodeState(text);
        if (decoded.ok) expect(typeof parsePiracyState(decoded.value).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('accepts any typed text in the fields of an accepted state, and the engine never throws on it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allPresetStates), fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (s, t1, t2) => {
        const c = structuredClone(s);
        c.attacker.attack = t1;
        c.defender.defense = t2;
        c.attack.expense = t1;
        const parsed = parsePiracyState(JSON.parse(JSON.stringify(c)));
        expect(parsed.ok).toBe(true);
        expect(() => runFight(c, toPiracyInput(c))).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});

describe('the link limits, enforced where the person types or adds (issue 14, point 5)', () => {
  /** Any text up to `max` UTF-16 units, control characters and lone surrogates included. */
  const text = (max: number) => fc.string({ unit: 'binary', maxLength: max }).map((t) => t.slice(0, max));
  /** A side whose upgrades have the ids the tool gives (`<prefix>1`, …), rows up to `rows` per list. */
  const side = (prefix: string, max: number, rows: number): fc.Arbitrary<SideState> =>
    fc.nat({ max: rows }).chain((n) => {
      const ids = Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
      const T = text(max);
      // Names and traits have the engine's own, shorter limits (MAX_NAME, MAX_TRAITS).
      const N = text(Math.min(max, MAX_NAME));
      const L = text(Math.min(max, MAX_TRAITS));
      const mod = fc.record({ source: N, amount: T, when: fc.constantFrom(...COND_KINDS), cardType: fc.constantFrom<ModRow['cardType']>('', ...CARD_TYPES), trait: N, otherwise: T, card: fc.constantFrom('', ...ids) });
      return fc.record({
        name: N,
        ship: N,
        attack: T,
        defense: T,
        initiative: T,
        atk: fc.array(mod, { maxLength: rows }),
        def: fc.array(mod, { maxLength: rows }),
        cards: fc.array(fc.record({ name: N, type: fc.constantFrom(...CARD_TYPES), traits: L }), { maxLength: rows }),
        upgrades: fc.tuple(...ids.map((id) => fc.record({ id: fc.constant(id), name: N, capacity: T, damage: T, hardened: T, countermeasure: L, traits: L }))),
        critical: fc.array(fc.record({ from: N, value: T, traits: L }), { maxLength: rows }),
        triggers: fc.array(fc.record({ source: N, text: text(Math.min(max, MAX_EFFECT)), replenish: fc.boolean() }), { maxLength: rows }),
        infamy: T,
        pirated: fc.boolean(),
      });
    });
  const points = (max: number, rows: number) => fc.record({ points: fc.dictionary(fc.stringMatching(/^u[0-9]{1,3}$/), text(max), { maxKeys: rows }), expense: text(max) });
  const state = (max: number, rows: number): fc.Arbitrary<PiracyState> =>
    fc.record({
      mode: fc.constantFrom<PiracyState['mode']>('piracy', 'enemy'),
      preset: fc.constantFrom('', 'sakai-vs-tylor'),
      attacker: side('a', max, rows),
      defender: side('d', max, rows),
      attack: points(max, rows),
      returnFire: points(max, rows),
      role: fc.constantFrom<PiracyState['role']>('attacker', 'defender'),
      enemy: fc.record({ name: text(Math.min(max, MAX_NAME)), attack: text(max), defense: text(max), initiative: text(max), structure: text(max), damage: text(max), round: fc.integer({ min: 1, max: MAX_ROUND }) }),
    });
  const viaLink = (s: PiracyState) => readUrlState(`#${stateHash(s)}`, PIRACY_LINK);
  /** Every list full and every text at its limit: far more than a link holds. */
  const bulkiest = (): PiracyState => {
    const s = cleanState();
    const long = 'x'.repeat(MAX_TEXT);
    const named = 'x'.repeat(MAX_NAME);
    const mod: ModRow = { source: named, amount: long, when: COND_KINDS[0]!, cardType: '', trait: named, otherwise: long, card: '' };
    for (const side of [s.attacker, s.defender]) {
      side.name = named;
      side.atk = Array.from({ length: MAX_ROWS }, () => ({ ...mod }));
      side.def = Array.from({ length: MAX_ROWS }, () => ({ ...mod }));
    }
    return s;
  };

  it('state → link → state for the states a person makes (short texts, a few rows)', () => {
    fc.assert(
      fc.property(state(24, 3), (s) => {
        expect(linkRefusal(s, PIRACY_LINK)).toBeUndefined();
        expect(viaLink(s)).toEqual({ ok: true, value: s });
      }),
      { numRuns: 200 },
    );
  });

  it('within the per-field limits (a name 60 characters, other text 200, 20 rows), a state the tool keeps reopens the same, and one it would not keep is refused for its length', () => {
    let kept = 0;
    let refused = 0;
    fc.assert(
      fc.property(state(MAX_TEXT, MAX_ROWS), (s) => {
        const why = linkRefusal(s, PIRACY_LINK);
        if (why === undefined) {
          kept++;
          expect(viaLink(s)).toEqual({ ok: true, value: s });
        } else {
          refused++;
          expect(why).toBe('it is too long to be a link made by this tool.');
        }
      }),
      // The two ends are always tried, so both outcomes are exercised on every run, whatever the seed.
      { numRuns: 60, examples: [[cleanState()], [bulkiest()]] },
    );
    expect(kept).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(linkRefusal(bulkiest(), PIRACY_LINK)).toBe('it is too long to be a link made by this tool.');
  });

  it('a name stops at the engine’s 60 characters as typed, and says so; the link keeps no more', () => {
    expect(MAX_NAME).toBe(60);
    expect(limitText('n'.repeat(250), MAX_NAME)).toHaveLength(MAX_NAME);
    expect(limitText('Sakai', MAX_NAME)).toBe('Sakai');
    expect(limitNote('n'.repeat(MAX_NAME), MAX_NAME)).toBe('At most 60 characters: the most a link to this tool keeps.');
    expect(limitNote('Sakai', MAX_NAME, 'A hint')).toBe('A hint');
    const s = cleanState();
    s.attacker.name = 'n'.repeat(MAX_NAME + 1);
    expect(linkRefusal(s, PIRACY_LINK)).toMatch(/^A captain’s name must be at most 60 characters long\.$/);
    // A name at the limit is one the engine reads: no refusal beside the field.
    s.attacker.name = 'n'.repeat(MAX_NAME);
    expect(linkRefusal(s, PIRACY_LINK)).toBeUndefined();
    // What a card does on a successful attack keeps the engine's 160.
    const t = cleanState();
    t.attacker.triggers = [{ source: 'Card', text: 'n'.repeat(MAX_EFFECT), replenish: false }];
    expect(MAX_EFFECT).toBe(160);
    expect(linkRefusal(t, PIRACY_LINK)).toBeUndefined();
    t.attacker.triggers[0]!.text += 'n';
    expect(linkRefusal(t, PIRACY_LINK)).toMatch(/at most 160 characters long/);
  });
});

describe('toolStart: the first answer a page gives the island (preset-page.ts)', () => {
  const picked = (state: PiracyState) => {
    const { base, full, errors, status } = runFight(state, toPiracyInput(state));
    return { base, full, errors, status };
  };
  it('gives what the tool shows of the engine’s run of the state it starts from, clean or with a preset and its note', () => {
    const clean = toolStart();
    expect(clean.initial).toBeUndefined();
    expect(clean.seed).toEqual(picked(cleanState()));
    const sakai = toolStart('sakai-vs-tylor');
    expect(sakai.initial).toEqual(presetState('sakai-vs-tylor'));
    expect(sakai.note).toEqual(presetInfo('sakai-vs-tylor'));
    expect(sakai.seed).toEqual(picked(presetState('sakai-vs-tylor')!));
    expect(sakai.seed.full?.ok && sakai.seed.full.value.defenderExpense).toBe(1);
  });
  it('travels in the HTML as JSON and draws the same verdict as the whole run', () => {
    const { initial, seed } = toolStart('sakai-vs-tylor');
    const state = initial!;
    const back = JSON.parse(JSON.stringify(seed)) as typeof seed;
    const whole = runFight(state, toPiracyInput(state));
    expect(render(h(PiracyVerdict, { state, run: back }))).toBe(render(h(PiracyVerdict, { state, run: whole })));
    expect(piracyLine(state, back)).toBe(piracyLine(state, whole));
    expect(render(h(PiracyVerdict, { state, run: back }))).toContain('The piracy action succeeds');
  });
  it('the page draws the results the tool draws live (FightSnapshot), its rule links resolved', () => {
    const state = presetState('sakai-vs-tylor')!;
    const rules = (id: string) => ({ href: `/ccg/rule/${id}/`, title: `Title of ${id}`, page: 'p' });
    const drawn = render(h(FightSnapshot, { initial: state, rules }));
    expect(drawn).toContain('Tylor must meet one expense of 1');
    expect(drawn).toContain('href="/ccg/rule/ccg.note.piracy-one-expense/"');
    expect(drawn).toBe(render(h(RuleLinks.Provider, { value: { resolve: rules, pending: false } }, h(FightResults, { state, run: runFight(state, toPiracyInput(state)), edit: () => undefined }))));
  });
  it('refuses an unknown preset when the page is built', () => {
    expect(() => toolStart('no-such-preset')).toThrow(/no piracy preset "no-such-preset"/);
  });
});
