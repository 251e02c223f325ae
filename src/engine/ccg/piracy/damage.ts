/**
 * Structure damage on upgrades and wounds on crew, with the keywords that
 * change them: Hardened, Critical and Countermeasure for structure; Armor,
 * Armor Penetration and Reflec for wounds. Both follow one shape: protection
 * on the damaged card reduces the points from each source, and boosts carried
 * by the source reduce that protection. A card whose damage reaches its
 * capacity is jettisoned.
 */
import { ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';

/** Hardened (X) protecting an upgrade, from the upgrade itself or a card granting it. */
export interface HardenedSource {
  /** The card that carries the keyword. */
  from: string;
  value: number;
  /** Countermeasure (trait): Critical from a source with one of these traits is ignored. */
  countermeasure?: string[];
}

/** Armor (X) protecting a crew, from the crew itself or gear attached to it. */
export interface ArmorSource {
  from: string;
  value: number;
  /** Reflec: Armor Penetration from a source with the Laser trait is ignored. */
  reflec?: boolean;
}

/** Critical (X) or Armor Penetration (X) carried by the damaging source, one entry per card that supplies it. */
export interface DamageBoost {
  from: string;
  value: number;
  /** Id of the card in play that supplies it (an upgrade, say): once that card is jettisoned, the boost is gone. */
  card?: string;
  /** Traits of the card supplying the boost (Countermeasure and Reflec look at these). */
  traits?: string[];
}

export interface UpgradeState {
  id: string;
  name: string;
  /** Structure capacity: the upgrade is jettisoned when its structure damage reaches this. */
  structureCapacity: number;
  /** Structure damage already on the upgrade. */
  structure: number;
  hardened?: HardenedSource[];
  resilient?: boolean;
  traits?: string[];
}

export interface CrewState {
  id: string;
  name: string;
  /** Wound capacity: the crew is jettisoned when its wounds reach this. */
  woundCapacity: number;
  wounds: number;
  armor?: ArmorSource[];
  mechanical?: boolean;
  resilient?: boolean;
  traits?: string[];
}

/** Whatever inflicts structure damage: a card, an effect, or in piracy the attacking ship as a whole. */
export interface StructureSource {
  name: string;
  critical?: DamageBoost[];
}

/** Whatever inflicts wounds. */
export interface WoundSource {
  name: string;
  armorPenetration?: DamageBoost[];
}

export interface UpgradeDamage {
  /** Id of an upgrade attached to the side that is hit. */
  upgrade: string;
  points: number;
}

/**
 * Where the side that inflicts damage in a piracy action puts each point.
 * `expense` may be left out: whatever is not put on upgrades goes to expense.
 * Leaving the whole assignment out puts every point on expense.
 */
export interface DamageAssignment {
  upgrades?: UpgradeDamage[];
  expense?: number;
}

export interface DamageOutcome {
  /** The card damaged. */
  card: string;
  name: string;
  /** Points the source directed at the card. */
  assigned: number;
  /** Protection (Hardened or Armor) left after boosts, before it is applied. */
  protection: number;
  /** Points that land on the card: `assigned − protection`, never below 0. */
  applied: number;
  before: number;
  after: number;
  capacity: number;
  jettisoned: boolean;
}

const LASER = 'laser';

function sameTrait(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

interface ProtectionRules {
  protectionName: string; // 'Hardened'
  boostName: string; // 'Critical'
  damageWord: string; // 'structure damage'
  protectionRule: RuleId;
  boostRule: RuleId;
  ignoreRule: RuleId;
  /** Why this protection source ignores this boost, or null when it does not. */
  ignores: (p: { from: string; countermeasure?: string[]; reflec?: boolean }, b: DamageBoost) => string | null;
}

/**
 * Total protection left after the source's boosts. Boost points are spent on
 * the protection sources in the order listed, each point once (our reading
 * when a card has several sources of Hardened or Armor).
 */
function effectiveProtection(
  protections: readonly { from: string; value: number; countermeasure?: string[]; reflec?: boolean }[],
  boosts: readonly DamageBoost[],
  sourceName: string,
  r: ProtectionRules,
  trace: Step[],
): number {
  const left = boosts.map((b) => b.value);
  let total = 0;
  if (protections.filter((p) => p.value > 0).length > 1) {
    const sum = protections.reduce((a, p) => a + p.value, 0);
    trace.push(
      step(
        `The ${r.protectionName} of ${protections.map((p) => p.from).join(' and ')} add up to ${sum}; any ${r.boostName} is spent on them in that order, each point once.`,
        'ccg.note.protection-stacking',
      ),
    );
  }
  for (const p of protections) {
    let value = p.value;
    for (const [i, b] of boosts.entries()) {
      const remaining = left[i] ?? 0;
      if (remaining === 0 || value === 0) continue;
      const reason = r.ignores(p, b);
      if (reason !== null) {
        trace.push(step(`${r.protectionName} ${p.value} from ${p.from} ignores ${r.boostName} ${b.value} from ${b.from}: ${reason}.`, r.ignoreRule));
        continue;
      }
      const used = Math.min(value, remaining);
      value -= used;
      left[i] = remaining - used;
      trace.push(step(`${r.boostName} from ${b.from} (part of ${sourceName}) cuts ${r.protectionName} from ${p.from} by ${used}, to ${value}.`, r.boostRule));
    }
    total += value;
  }
  return total;
}

function applyToCard(
  card: { id: string; name: string },
  before: number,
  capacity: number,
  points: number,
  protection: number,
  sourceName: string,
  r: ProtectionRules,
  capacityRule: RuleId,
  trace: Step[],
): DamageOutcome {
  const applied = Math.max(0, points - protection);
  if (protection > 0 && points > 0) {
    trace.push(step(`${r.protectionName} ${protection} on ${card.name} reduces the ${points} ${r.damageWord} from ${sourceName} to ${applied}.`, r.protectionRule));
  }
  const after = before + applied;
  const jettisoned = after >= capacity;
  trace.push(step(`${card.name} takes ${applied} ${r.damageWord}: ${before} becomes ${after} of a capacity of ${capacity}.`, capacityRule));
  if (jettisoned) trace.push(step(`${card.name} has reached its capacity of ${capacity} and is jettisoned.`, 'ccg.jettison'));
  return { card: card.id, name: card.name, assigned: points, protection, applied, before, after, capacity, jettisoned };
}

const STRUCTURE_RULES: ProtectionRules = {
  protectionName: 'Hardened',
  boostName: 'Critical',
  damageWord: 'structure damage',
  protectionRule: 'ccg.keyword.hardened',
  boostRule: 'ccg.keyword.critical',
  ignoreRule: 'ccg.keyword.countermeasure',
  ignores: (p, b) => {
    const match = (p.countermeasure ?? []).find((t) => (b.traits ?? []).some((bt) => sameTrait(bt, t)));
    return match === undefined ? null : `its Countermeasure (${match}) matches the ${match} trait of ${b.from}`;
  },
};

const WOUND_RULES: ProtectionRules = {
  protectionName: 'Armor',
  boostName: 'Armor Penetration',
  damageWord: 'wounds',
  protectionRule: 'ccg.keyword.armor',
  boostRule: 'ccg.keyword.armor-penetration',
  ignoreRule: 'ccg.keyword.reflec',
  ignores: (p, b) => (p.reflec === true && (b.traits ?? []).some((t) => sameTrait(t, LASER)) ? `it has Reflec and ${b.from} has the Laser trait` : null),
};

/**
 * Inflict `points` of structure damage from one source on an upgrade already
 * read (`readUpgrade`). Hardened reduces the points from that source once;
 * Critical on the source reduces Hardened; Countermeasure lets Hardened ignore
 * Critical from a matching trait.
 */
export function structureDamage(upgrade: UpgradeState, points: number, source: StructureSource): CcgResult<DamageOutcome> {
  const critical = source.critical ?? [];
  const trace: Step[] = [];
  const protection = points === 0 ? 0 : effectiveProtection(upgrade.hardened ?? [], critical, source.name, STRUCTURE_RULES, trace);
  const outcome = applyToCard(upgrade, upgrade.structure, upgrade.structureCapacity, points, protection, source.name, STRUCTURE_RULES, 'ccg.structure', trace);
  return ok(outcome, trace);
}

/**
 * Inflict `points` wounds from one source on a crew already read
 * (`readCrew`). Armor reduces the wounds from that source; Armor Penetration
 * on the source reduces Armor; an Armor source with Reflec ignores Armor
 * Penetration from a Laser source.
 */
export function woundsOn(crew: CrewState, points: number, source: WoundSource): CcgResult<DamageOutcome> {
  const penetration = source.armorPenetration ?? [];
  const trace: Step[] = [];
  const protection = points === 0 ? 0 : effectiveProtection(crew.armor ?? [], penetration, source.name, WOUND_RULES, trace);
  const outcome = applyToCard(crew, crew.wounds, crew.woundCapacity, points, protection, source.name, WOUND_RULES, 'ccg.wound', trace);
  return ok(outcome, trace);
}
