/**
 * The bridge from the piracy tool's state to the engine: the fields handed
 * over as typed, in the shape the engine reads (`toPiracyInput`;
 * `toEnemyInput` is in `enemy.ts`). Nothing is checked here: the numbers go
 * as `num` gives them, the traits of a card as the text of their field (the
 * engine splits it at commas, `splitTraits`), the points of an assignment one
 * entry per upgrade of the side that is hit. The engine's readers read all of
 * it, and each refusal, with its rule, is shown beside its field at the
 * engine's own dotted path (`refusals.ts`).
 */
import { num, opt, type Refusal } from '../kit/form.ts';
import type { CombatantInput, PiracyInput, PiracySideInput, UpgradeInput } from '../../engine/ccg/piracy/index.ts';
import type { AssignState, ModRow, PiracyState, SideState } from './state.ts';

/** Messages for fields, keyed by the engine's dotted paths ("attacker.ship.attack"): an engine refusal with its rule. */
export type FieldErrors = Record<string, Refusal>;

/** An upgrade as the form hands it to the engine: its id and name, everything else as typed. */
export type UpgradeFromForm = UpgradeInput & { id: string; name: string; traits: string };

/** Text as typed, spaces at its ends and runs of spaces inside made one. */
const typed = (textValue: string): string => textValue.trim().replace(/\s+/g, ' ');

/** The modifier rows as the engine takes them, numbers as typed: `readModifier` reads them. */
function modifiersFrom(mods: readonly ModRow[]): Record<string, unknown>[] {
  return mods.map((m) => {
    const out: Record<string, unknown> = { source: typed(m.source), amount: num(m.amount) };
    if (m.card !== '') out.card = m.card;
    if (m.when !== 'always') {
      if (m.when === 'lower-initiative') out.when = { kind: 'opponent-lower-initiative' };
      else if (m.when === 'higher-initiative') out.when = { kind: 'opponent-higher-initiative' };
      else out.when = { kind: m.when, ...(m.cardType === '' ? {} : { cardType: m.cardType }), ...(typed(m.trait) === '' ? {} : { trait: typed(m.trait) }) };
      const otherwise = opt(m.otherwise);
      if (otherwise !== undefined) out.otherwise = otherwise;
    }
    return out;
  });
}

/** A side as the engine takes it (`readCombatant` reads it): names, values and each card's traits as typed. */
export function combatantFrom(s: SideState, captain: string): CombatantInput & { controls: Record<string, unknown>[] } {
  return {
    captain,
    name: typed(s.name),
    ship: { id: `${captain}-ship`, name: typed(s.ship), attack: num(s.attack), defense: num(s.defense), initiative: num(s.initiative) },
    controls: s.cards.map((c, i) => ({ id: `${captain}-card-${i + 1}`, name: typed(c.name), type: c.type, traits: c.traits })),
    attackModifiers: modifiersFrom(s.atk),
    defenseModifiers: modifiersFrom(s.def),
  };
}

/** The upgrades as the engine takes them (`readUpgrade` reads each): a Hardened source when Hardened or Countermeasure is typed. */
export function upgradesFrom(s: SideState): UpgradeFromForm[] {
  return s.upgrades.map((u): UpgradeFromForm => {
    const name = typed(u.name);
    const hardened = u.hardened.trim() !== '' || u.countermeasure.trim() !== '';
    return {
      id: u.id,
      name,
      structureCapacity: num(u.capacity),
      structure: num(u.damage),
      traits: u.traits,
      ...(hardened ? { hardened: [{ from: name, value: opt(u.hardened), countermeasure: u.countermeasure }] } : {}),
    };
  });
}

/** The upgrade of this side a Critical row names (same name), whose jettisoning takes the Critical with it. */
function upgradeNamed(s: SideState, name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return key === '' ? undefined : s.upgrades.find((u) => u.name.trim().toLowerCase() === key)?.id;
}

function sideFrom(s: SideState, role: 'attacker' | 'defender'): PiracySideInput {
  return {
    ...combatantFrom(s, role),
    upgrades: upgradesFrom(s),
    critical: s.critical.map((b) => {
      const card = upgradeNamed(s, b.from);
      return { from: typed(b.from), value: num(b.value), traits: b.traits, ...(card ? { card } : {}) };
    }),
    onSuccess: s.triggers.map((t) => ({ source: typed(t.source), text: typed(t.text), replenish: t.replenish })),
  };
}

/**
 * The assignment as engine input: one entry per upgrade of the side that is
 * hit, in its order (so field `attack.upgrades.<i>.points` is that upgrade's;
 * an empty field is 0), then any entry naming an upgrade that is not there,
 * for the engine to refuse. Empty expense is left out: the rest goes there.
 */
function assignmentFrom(a: AssignState, target: SideState): { upgrades: { upgrade: string; points: unknown }[]; expense?: unknown } {
  const ids = target.upgrades.map((u) => u.id);
  const stale = Object.keys(a.points).filter((k) => !ids.includes(k) && (a.points[k] ?? '').trim() !== '' && (a.points[k] ?? '').trim() !== '0');
  const upgrades = [...ids, ...stale].map((id) => ({ upgrade: id, points: opt(a.points[id] ?? '') ?? 0 }));
  const expense = opt(a.expense);
  return expense === undefined ? { upgrades } : { upgrades, expense };
}

/** The whole piracy action as the engine takes it (`resolvePiracy` reads it). */
export function toPiracyInput(s: PiracyState): PiracyInput {
  return {
    attacker: sideFrom(s.attacker, 'attacker'),
    defender: sideFrom(s.defender, 'defender'),
    attack: assignmentFrom(s.attack, s.defender),
    returnFire: assignmentFrom(s.returnFire, s.attacker),
  };
}
