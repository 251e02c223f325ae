/**
 * Resource tokens: what a captain collects in the Resource Phase and discards to
 * meet requirements. Two kinds exist: capability tokens (one per capability icon)
 * and skill tokens (a skill at trained or expert). Jack-of-all-Trades has no token
 * of its own, so `TokenSkill` leaves it out.
 *
 * Also here: what a requirement asks for (`TokenSpec`), whether a token pays it,
 * and the flexibility measure the solver uses to keep the most useful tokens.
 */
import {
  ADVANCED_CAPABILITIES,
  BASIC_CAPABILITIES,
  ICONS,
  SKILLS,
  SKILL_LEVELS,
  isSkill,
} from '../cards/index.ts';
import type { AdvancedCapability, BasicCapability, Capability, Skill, SkillLevel } from '../cards/index.ts';

/** Every skill that has tokens: all skills except Jack-of-all-Trades. */
export type TokenSkill = Exclude<Skill, 'jack'>;
export const TOKEN_SKILLS: readonly TokenSkill[] = SKILLS.filter((s): s is TokenSkill => s !== 'jack');

export interface CapabilityToken {
  kind: 'capability';
  capability: Capability;
}

export interface SkillToken {
  kind: 'skill';
  skill: TokenSkill;
  level: SkillLevel;
}

export type ResourceToken = CapabilityToken | SkillToken;

/**
 * What a requirement icon asks for. A capability requirement shows a basic
 * capability (an advanced token pays either of its parts); a skill requirement
 * shows a skill at a level.
 */
export type TokenSpec =
  | { kind: 'capability'; capability: BasicCapability }
  | { kind: 'skill'; skill: TokenSkill; level: SkillLevel };

/** A token in a captain's Resource Pool: the token, an id unique in the pool, and where it came from. */
export interface PoolToken {
  id: string;
  token: ResourceToken;
  /** Id of the card (or effect) that provided the token. */
  source: string;
  /** Name of that card or effect, for the trace. */
  sourceName: string;
}

const ICON_LABELS: ReadonlyMap<string, string> = new Map(ICONS.map((i) => [i.id, i.label]));
const label = (id: string): string => ICON_LABELS.get(id) ?? id;

export function isAdvancedCapability(c: string): c is AdvancedCapability {
  return Object.prototype.hasOwnProperty.call(ADVANCED_CAPABILITIES, c);
}

export function isBasicCapability(c: string): c is BasicCapability {
  return (BASIC_CAPABILITIES as readonly string[]).includes(c);
}

export function isTokenSkill(s: string): s is TokenSkill {
  return isSkill(s) && s !== 'jack';
}

/** The basic capabilities a capability counts as: itself, or the two parts of an advanced one. */
export function capabilityParts(c: Capability): readonly BasicCapability[] {
  return isAdvancedCapability(c) ? ADVANCED_CAPABILITIES[c] : [c];
}

/** Whether a token counts as a basic capability (for effects that refer to that capability). */
export function tokenCountsAs(token: ResourceToken, capability: BasicCapability): boolean {
  return token.kind === 'capability' && capabilityParts(token.capability).includes(capability);
}

/**
 * Whether discarding this token meets a requirement for `spec`. An advanced
 * capability pays either part; an expert skill token pays a trained or an expert
 * requirement of its skill, a trained token only a trained one.
 */
export function tokenPays(token: ResourceToken, spec: TokenSpec): boolean {
  if (token.kind === 'capability') {
    return spec.kind === 'capability' && capabilityParts(token.capability).includes(spec.capability);
  }
  if (spec.kind !== 'skill' || spec.skill !== token.skill) return false;
  return token.level === 'expert' || spec.level === 'trained';
}

/** Every requirement a single token could be asked for, in a fixed order. */
export const ALL_TOKEN_SPECS: readonly TokenSpec[] = [
  ...BASIC_CAPABILITIES.map((capability): TokenSpec => ({ kind: 'capability', capability })),
  ...TOKEN_SKILLS.flatMap((skill) => SKILL_LEVELS.map((level): TokenSpec => ({ kind: 'skill', skill, level }))),
];

/**
 * Flexibility of a token: how many different token requirements it can pay.
 * A basic capability or a trained skill pays 1; an advanced capability (either
 * part) or an expert skill (trained or expert) pays 2. The solver spends the
 * least flexible tokens it can, so the pool it leaves has the greatest total.
 */
export function tokenFlexibility(token: ResourceToken): number {
  if (token.kind === 'capability') return capabilityParts(token.capability).length;
  return token.level === 'expert' ? 2 : 1;
}

/** Total flexibility of a pool: the measure the solver maximises for what is left. */
export function poolFlexibility(tokens: readonly PoolToken[]): number {
  return tokens.reduce((sum, t) => sum + tokenFlexibility(t.token), 0);
}

/** A plain name: "Cargo/Passenger", "trained Medical", "expert Tech". */
export function describeToken(token: ResourceToken): string {
  return token.kind === 'capability' ? label(token.capability) : `${token.level} ${label(token.skill)}`;
}

/** A plain name for what a requirement asks: "a Survey token", "a trained or expert Admin token". */
export function describeSpec(spec: TokenSpec): string {
  if (spec.kind === 'capability') return `a ${label(spec.capability)} token`;
  return spec.level === 'trained' ? `a trained or expert ${label(spec.skill)} token` : `an expert ${label(spec.skill)} token`;
}

/** Short form of a spec for lists: "Survey", "trained Admin". */
export function specName(spec: TokenSpec): string {
  return spec.kind === 'capability' ? label(spec.capability) : `${spec.level} ${label(spec.skill)}`;
}

/** A token of a pool as a reader knows it: its kind and the card it came from (never its id, which only tells tokens apart). */
export function describePoolToken(t: PoolToken): string {
  return `${describeToken(t.token)} (from ${t.sourceName})`;
}

/** Tokens of a pool in words, alike ones counted together: "30 Cargo tokens (from the pool as entered)". */
export function describePoolTokens(list: readonly PoolToken[]): string[] {
  const groups = new Map<string, { t: PoolToken; n: number }>();
  for (const t of list) {
    const k = `${describeToken(t.token)}|${t.sourceName}`;
    const g = groups.get(k);
    if (g) g.n++;
    else groups.set(k, { t, n: 1 });
  }
  return [...groups.values()].map(({ t, n }) => (n === 1 ? describePoolToken(t) : `${n} ${describeToken(t.token)} tokens (from ${t.sourceName})`));
}

export function sameToken(a: ResourceToken, b: ResourceToken): boolean {
  if (a.kind === 'capability') return b.kind === 'capability' && a.capability === b.capability;
  return b.kind === 'skill' && a.skill === b.skill && a.level === b.level;
}


/**
 * Tokens of one kind are interchangeable, and a kind that pays k of the token
 * requirements never has more than k of its tokens spent, so only the first k
 * (in pool order) take part in the matching. A large pool (30 of a kind) then
 * costs no more than a small one. The maximum matching keeps its size, and a
 * shortfall's witness never reaches a trimmed kind (a spare token of it would
 * be an augmenting path), so the reasons given are those of the whole pool.
 */
const kinds = new WeakMap<ResourceToken, string>();
export function kindKey(t: ResourceToken): string {
  let k = kinds.get(t);
  if (k === undefined) kinds.set(t, (k = t.kind === 'capability' ? t.capability : `${t.skill}:${t.level}`));
  return k;
}

export function interchangeableTrimmed(free: readonly PoolToken[], specs: readonly (readonly TokenSpec[])[]): PoolToken[] {
  const room = new Map<string, number>();
  const out: PoolToken[] = [];
  for (const t of free) {
    const kind = kindKey(t.token);
    let left = room.get(kind);
    if (left === undefined) {
      left = specs.filter((ss) => ss.some((s) => tokenPays(t.token, s))).length;
    }
    if (left > 0) out.push(t);
    room.set(kind, Math.max(0, left - 1));
  }
  return out;
}
