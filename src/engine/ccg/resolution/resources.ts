/**
 * The Resource Pool and its collection in stage 1 of the Resource Phase:
 * capability tokens from the ship (and any other source the input names), skill
 * tokens from crew at the level each skill is held, the declared choices of
 * Jack-of-all-Trades, and tokens the captain explicitly rejects.
 *
 * Also the skill level table (gain a level, lose a level, suppressed, set),
 * kept here as data so the site renders the table from the same source.
 */
import { plural } from '../../core/text.ts';
import { isRecord, isText } from '../../core/validate.ts';
import { SKILLS } from '../cards/index.ts';
import type { Capability, Skill, SkillLevel } from '../cards/index.ts';
import { err, ok, step } from '../result.ts';
import type { CcgResult, Step } from '../result.ts';
import {
  describePoolToken,
  describeToken,
  isTokenSkill,
  sameToken,
  validateToken,
} from './tokens.ts';
import type { PoolToken, ResourceToken, TokenSkill } from './tokens.ts';

// ---------------------------------------------------------------------------
// Skill levels

/** A crew member's standing in one skill. */
export type SkillState = 'unskilled' | SkillLevel;
export const SKILL_STATES: readonly SkillState[] = ['unskilled', 'trained', 'expert'];

export type SkillLevelStep = 'gain' | 'lose' | 'suppress';
/** A change to a skill: one of the table's rows, or "set to this level". */
export type SkillLevelChange = SkillLevelStep | { set: SkillState };

export interface SkillLevelRow {
  change: SkillLevelStep;
  label: string;
  /** The level after the change, for each level before it. */
  result: Readonly<Record<SkillState, SkillState>>;
}

/** The skill level table: rows are changes, columns the level before the change. */
export const SKILL_LEVEL_TABLE: readonly SkillLevelRow[] = [
  { change: 'gain', label: 'Gain a level', result: { unskilled: 'trained', trained: 'expert', expert: 'expert' } },
  { change: 'lose', label: 'Lose a level', result: { unskilled: 'unskilled', trained: 'unskilled', expert: 'trained' } },
  { change: 'suppress', label: 'Suppressed', result: { unskilled: 'unskilled', trained: 'unskilled', expert: 'unskilled' } },
];

const isSkillState = (v: unknown): v is SkillState => v === 'unskilled' || v === 'trained' || v === 'expert';

/** The level a skill ends at after one change. */
export function applySkillChange(from: SkillState, change: SkillLevelChange): CcgResult<SkillState> {
  if (!isSkillState(from)) {
    return err(`A skill level is unskilled, trained or expert, not "${String(from)}".`, 'ccg.skill-levels', 'from');
  }
  if (typeof change === 'object' && change !== null) {
    if (!isSkillState(change.set)) {
      return err(`A skill can be set to unskilled, trained or expert, not "${String(change.set)}".`, 'ccg.skill-levels', 'change.set');
    }
    return ok(change.set, [step(`An effect sets the skill to ${change.set}, whatever it was (${from}).`, 'ccg.skill-levels')]);
  }
  const row = SKILL_LEVEL_TABLE.find((r) => r.change === change);
  if (!row) {
    return err(`A skill level change is gain, lose, suppress or set, not "${String(change)}".`, 'ccg.skill-levels', 'change');
  }
  const to = row.result[from];
  const text =
    from === to
      ? `${row.label}: a skill at ${from} stays ${to}.`
      : `${row.label}: the skill goes from ${from} to ${to}.`;
  return ok(to, [step(text, 'ccg.skill-levels')]);
}

// ---------------------------------------------------------------------------
// Inputs

/** A skill a crew member has from one source: printed on the card, gear, an effect. */
export interface SkillGrant {
  skill: Skill;
  level: SkillLevel;
  /** Where it comes from, for the trace ("native", "Body Pistol", "action until end of round"). */
  source?: string;
}

/** A change of level applied after all grants, in order (an effect that suppresses Tech, ...). */
export interface SkillChangeInput {
  skill: Skill;
  change: SkillLevelChange;
  source?: string;
}

export interface CrewInput {
  id: string;
  name: string;
  skills: SkillGrant[];
  changes?: SkillChangeInput[];
}

/** A card that shows capability icons: the ship, or an upgrade or other card the input says provides them. */
export interface CapabilitySource {
  id: string;
  name: string;
  capabilities: Capability[];
}

/** The skills a captain announces for one crew member's Jack-of-all-Trades. */
export interface JackDeclaration {
  crew: string;
  skills: Skill[];
}

/** One token the captain explicitly keeps out of the pool: a token of this kind from this source. */
export interface TokenRejection {
  source: string;
  token: ResourceToken;
}

export interface CollectInput {
  captain: string;
  ship: CapabilitySource;
  otherSources?: CapabilitySource[];
  crew?: CrewInput[];
  jack?: JackDeclaration[];
  reject?: TokenRejection[];
}

export interface ResourcePool {
  captain: string;
  tokens: PoolToken[];
}

/** A token added outside collection, e.g. by an event such as Consultant Call. */
export interface TokenAddition {
  source: string;
  sourceName: string;
  token: ResourceToken;
}

/** How a captain id reads in a sentence: "Captain Ahab" for the id "ahab". */
export function captainLabel(id: string): string {
  return `Captain ${id.charAt(0).toUpperCase()}${id.slice(1)}`;
}

// ---------------------------------------------------------------------------
// Crew skills

export type CrewSkills = Partial<Record<Skill, SkillLevel>>;

const skillName = (s: Skill): string => (s === 'jack' ? 'Jack-of-all-Trades' : s === 'starship-operations' ? 'Starship Operations' : s[0]!.toUpperCase() + s.slice(1));

/**
 * The level at which a crew member holds each skill. Grants combine to the higher
 * level (a crew member has a skill at one level only), then the changes apply in order.
 */
export function crewSkillLevels(crew: CrewInput, field = 'crew'): CcgResult<CrewSkills> {
  const r = computeCrewSkills(crew, field);
  return r.ok ? ok(r.value.levels, r.trace) : r;
}

interface ComputedSkills {
  levels: CrewSkills;
  /** Where the level held comes from, when a grant or change says so. */
  sources: Partial<Record<Skill, string>>;
}

function computeCrewSkills(crew: CrewInput, field: string): CcgResult<ComputedSkills> {
  const trace: Step[] = [];
  const levels: Partial<Record<Skill, SkillState>> = {};
  const sources: Partial<Record<Skill, string>> = {};
  if (!Array.isArray(crew.skills)) return err(`The skills of ${crew.name} must be a list.`, 'ccg.skills', `${field}.skills`);
  for (const [i, grant] of crew.skills.entries()) {
    const f = `${field}.skills.${i}`;
    if (!isRecord(grant) || typeof grant.skill !== 'string' || !(SKILLS as readonly string[]).includes(grant.skill)) {
      return err(`"${String(isRecord(grant) ? grant.skill : grant)}" is not a skill of the game.`, 'ccg.skills', `${f}.skill`);
    }
    if (grant.level !== 'trained' && grant.level !== 'expert') {
      return err(`${crew.name} can hold a skill at trained or expert, not "${String(grant.level)}".`, 'ccg.skill-levels', `${f}.level`);
    }
    if (grant.source !== undefined && typeof grant.source !== 'string') {
      return err('The source of a skill must be described in words.', 'ccg.skills', `${f}.source`);
    }
    const from = grant.source ? ` (${grant.source})` : '';
    const before = levels[grant.skill];
    if (before === 'expert' && grant.level === 'trained') {
      trace.push(step(`${crew.name} already has ${skillName(grant.skill)} at expert, so trained ${skillName(grant.skill)}${from} adds nothing.`, 'ccg.skill-levels'));
      continue;
    }
    if (before === 'trained' && grant.level === 'expert') {
      trace.push(step(`${crew.name} gains expert ${skillName(grant.skill)}${from} over trained; only the expert level remains.`, 'ccg.skill-levels'));
    } else if (before === grant.level) {
      trace.push(step(`${crew.name} has ${skillName(grant.skill)} at ${grant.level} again${from}; a skill is held at one level, so nothing changes.`, 'ccg.skill-levels'));
      continue;
    }
    levels[grant.skill] = grant.level;
    if (grant.source) sources[grant.skill] = grant.source;
    else delete sources[grant.skill];
  }
  for (const [i, c] of (crew.changes ?? []).entries()) {
    const f = `${field}.changes.${i}`;
    if (!isRecord(c) || typeof c.skill !== 'string' || !(SKILLS as readonly string[]).includes(c.skill)) {
      return err(`"${String(isRecord(c) ? c.skill : c)}" is not a skill of the game.`, 'ccg.skills', `${f}.skill`);
    }
    const r = applySkillChange(levels[c.skill] ?? 'unskilled', c.change);
    if (!r.ok) return { ...r, field: `${f}.change` };
    const by = c.source ? ` (${c.source})` : '';
    trace.push(step(`${crew.name}'s ${skillName(c.skill)}${by}: ${r.trace[0]?.text ?? ''}`, 'ccg.skill-levels'));
    levels[c.skill] = r.value;
    if (c.source) sources[c.skill] = c.source;
  }
  const held: CrewSkills = {};
  for (const s of SKILLS) {
    const l = levels[s];
    if (l === 'trained' || l === 'expert') held[s] = l;
  }
  return ok({ levels: held, sources }, trace);
}

// ---------------------------------------------------------------------------
// Collection

function validateSource(src: unknown, field: string): CcgResult<CapabilitySource> {
  if (!isRecord(src) || !isText(src.id) || !isText(src.name)) {
    return err(`The card at ${field} needs an id and a name.`, 'ccg.capabilities', field);
  }
  if (!Array.isArray(src.capabilities)) {
    return err(`The capabilities of ${src.name} must be a list.`, 'ccg.capabilities', `${field}.capabilities`);
  }
  for (const [i, c] of src.capabilities.entries()) {
    const t = validateToken({ kind: 'capability', capability: c }, `${field}.capabilities.${i}`);
    if (!t.ok) return { ...t, field: `${field}.capabilities.${i}` };
  }
  return ok(src as unknown as CapabilitySource);
}

class PoolBuilder {
  readonly tokens: PoolToken[] = [];
  private readonly used = new Set<string>();
  constructor(existing: readonly PoolToken[] = []) {
    for (const t of existing) {
      this.tokens.push(t);
      this.used.add(t.id);
    }
  }
  add(source: string, sourceName: string, token: ResourceToken): PoolToken {
    let n = 1;
    while (this.used.has(`${source}.${n}`)) n++;
    const t: PoolToken = { id: `${source}.${n}`, token, source, sourceName };
    this.used.add(t.id);
    this.tokens.push(t);
    return t;
  }
}

/**
 * Stage 1 of the Resource Phase for one captain: every token the captain is
 * entitled to enters the pool, less any the captain explicitly rejects.
 */
export function collectResources(input: CollectInput): CcgResult<ResourcePool> {
  if (!isRecord(input) || !isText(input.captain)) {
    return err('Name the captain who collects the tokens.', 'ccg.resource-pool', 'captain');
  }
  const trace: Step[] = [];
  const sources: { src: CapabilitySource; field: string }[] = [{ src: input.ship, field: 'ship' }];
  for (const [i, s] of (input.otherSources ?? []).entries()) sources.push({ src: s, field: `otherSources.${i}` });
  const ids = new Set<string>();
  for (const { src, field } of sources) {
    const v = validateSource(src, field);
    if (!v.ok) return v;
    if (ids.has(src.id)) return err(`Two cards share the id "${src.id}"; each card needs its own id.`, 'ccg.resource-pool', `${field}.id`);
    ids.add(src.id);
  }
  const crew = input.crew ?? [];
  if (!Array.isArray(crew)) return err('The crew must be a list.', 'ccg.crew', 'crew');
  const crewSkills: CrewSkills[] = [];
  const crewSources: Partial<Record<Skill, string>>[] = [];
  const crewTraces: Step[][] = [];
  for (const [i, c] of crew.entries()) {
    if (!isRecord(c) || !isText(c.id) || !isText(c.name)) {
      return err(`The crew member at crew.${i} needs an id and a name.`, 'ccg.crew', `crew.${i}`);
    }
    if (ids.has(c.id)) return err(`Two cards share the id "${c.id}"; each card needs its own id.`, 'ccg.resource-pool', `crew.${i}.id`);
    ids.add(c.id);
    const levels = computeCrewSkills(c, `crew.${i}`);
    if (!levels.ok) return levels;
    crewSkills.push(levels.value.levels);
    crewSources.push(levels.value.sources);
    crewTraces.push(levels.trace);
  }

  const jack = validateJackDeclarations(input.jack ?? [], crew, crewSkills);
  if (!jack.ok) return jack;

  const pool = new PoolBuilder();
  trace.push(step(`${captainLabel(input.captain)} collects resource tokens: the ship's capabilities first, then each crew member's skills.`, 'ccg.round.resource.stage-1'));
  for (const { src } of sources) {
    if (src.capabilities.length === 0) {
      trace.push(step(`${src.name} shows no capability icon, so it gives no capability token.`, 'ccg.capabilities'));
      continue;
    }
    const added = src.capabilities.map((c) => pool.add(src.id, src.name, { kind: 'capability', capability: c }));
    trace.push(
      step(
        `${src.name} shows ${plural(added.length, 'capability icon')}, so it gives ${added.map((t) => `a ${describeToken(t.token)} token`).join(' and ')}.`,
        'ccg.capabilities',
      ),
    );
  }
  for (const [i, c] of crew.entries()) {
    const levels = crewSkills[i] ?? {};
    trace.push(...(crewTraces[i] ?? []));
    const tokenSkills = SKILLS.filter((s): s is TokenSkill => isTokenSkill(s) && levels[s] !== undefined);
    for (const s of tokenSkills) {
      const level = levels[s]!;
      const t = pool.add(c.id, c.name, { kind: 'skill', skill: s, level });
      const from = crewSources[i]?.[s];
      trace.push(step(`${c.name} has ${skillName(s)} at ${level}${from ? ` (${from})` : ''}: a ${describeToken(t.token)} token.`, 'ccg.skills'));
    }
    const jackLevel = levels.jack;
    if (jackLevel !== undefined) {
      const declared = jack.value.get(c.id);
      if (!declared || declared.length === 0) {
        trace.push(
          step(
            `${c.name} has Jack-of-all-Trades at ${jackLevel}, but the captain declared no tokens for it, so it gives nothing this phase.`,
            'ccg.jack-of-all-trades',
          ),
        );
      } else {
        const added = declared.map((s) => pool.add(c.id, `${c.name} (Jack-of-all-Trades)`, { kind: 'skill', skill: s, level: 'trained' }));
        trace.push(
          step(
            `${c.name} has Jack-of-all-Trades at ${jackLevel}; the captain declares ${added.map((t) => `trained ${skillName((t.token as { skill: Skill }).skill)}`).join(' and ')}.`,
            'ccg.jack-of-all-trades',
          ),
        );
      }
    }
  }

  for (const [i, r] of (input.reject ?? []).entries()) {
    const f = `reject.${i}`;
    if (!isRecord(r) || !isText(r.source)) return err(`Rejection ${i + 1} must name the source of the token.`, 'ccg.round.resource.stage-1', `${f}.source`);
    const tok = validateToken(r.token, `${f}.token`);
    if (!tok.ok) return tok;
    const idx = pool.tokens.findIndex((t) => t.source === r.source && sameToken(t.token, tok.value));
    if (idx < 0) {
      return err(
        `There is no ${describeToken(tok.value)} token from "${r.source}" left to reject.`,
        'ccg.round.resource.stage-1',
        f,
      );
    }
    const [removed] = pool.tokens.splice(idx, 1);
    trace.push(step(`${captainLabel(input.captain)} explicitly rejects ${describePoolToken(removed!)}; it never enters the pool.`, 'ccg.round.resource.stage-1'));
  }

  trace.push(
    step(
      `${captainLabel(input.captain)}'s Resource Pool holds ${plural(pool.tokens.length, 'token')}${pool.tokens.length ? `: ${pool.tokens.map((t) => describeToken(t.token)).join(', ')}` : ''}.`,
      'ccg.resource-pool',
    ),
  );
  return ok({ captain: input.captain, tokens: pool.tokens }, trace);
}

/**
 * Checks the Jack-of-all-Trades declarations: the crew member exists and has
 * Jack-of-all-Trades; trained gives one token, expert up to two of different
 * skills; never Psionics, Jack-of-all-Trades itself, or a skill the crew member has.
 */
function validateJackDeclarations(
  decls: JackDeclaration[],
  crew: CrewInput[],
  crewSkills: CrewSkills[],
): CcgResult<Map<string, TokenSkill[]>> {
  const out = new Map<string, TokenSkill[]>();
  if (!Array.isArray(decls)) return err('The Jack-of-all-Trades declarations must be a list.', 'ccg.jack-of-all-trades', 'jack');
  for (const [i, d] of decls.entries()) {
    const f = `jack.${i}`;
    if (!isRecord(d) || !isText(d.crew)) return err(`Declaration ${i + 1} must name a crew member.`, 'ccg.jack-of-all-trades', `${f}.crew`);
    const ci = crew.findIndex((c) => c.id === d.crew);
    if (ci < 0) return err(`No crew member "${d.crew}" is in play to collect Jack-of-all-Trades tokens.`, 'ccg.jack-of-all-trades', `${f}.crew`);
    const c = crew[ci]!;
    const levels = crewSkills[ci] ?? {};
    const jack = levels.jack;
    if (jack === undefined) {
      return err(`${c.name} does not have Jack-of-all-Trades, so no tokens can be declared for it.`, 'ccg.jack-of-all-trades', `${f}.crew`);
    }
    if (out.has(c.id)) return err(`Jack-of-all-Trades tokens for ${c.name} are declared twice; declare them once.`, 'ccg.jack-of-all-trades', f);
    if (!Array.isArray(d.skills)) return err(`The declared skills for ${c.name} must be a list.`, 'ccg.jack-of-all-trades', `${f}.skills`);
    const max = jack === 'expert' ? 2 : 1;
    if (d.skills.length > max) {
      return err(
        jack === 'expert'
          ? `${c.name} has Jack-of-all-Trades at expert, which gives at most two tokens, not ${d.skills.length}.`
          : `${c.name} has Jack-of-all-Trades at trained, which gives one token, not ${d.skills.length}.`,
        'ccg.jack-of-all-trades',
        `${f}.skills`,
      );
    }
    const chosen: TokenSkill[] = [];
    for (const [j, s] of d.skills.entries()) {
      const sf = `${f}.skills.${j}`;
      if (s === 'jack') return err('Jack-of-all-Trades cannot give a Jack-of-all-Trades token: that skill has no token.', 'ccg.jack-of-all-trades', sf);
      if (s === 'psionics') return err('Jack-of-all-Trades never gives a Psionics token.', 'ccg.jack-of-all-trades', sf);
      if (typeof s !== 'string' || !isTokenSkill(s)) return err(`"${String(s)}" is not a skill of the game.`, 'ccg.jack-of-all-trades', sf);
      const has = levels[s];
      if (has !== undefined) {
        // The rule names a trained skill the crew member has; we read it as any level held.
        return err(
          `${c.name} already has ${skillName(s)} (at ${has}), so Jack-of-all-Trades cannot give a ${skillName(s)} token.`,
          has === 'expert' ? 'ccg.note.jack-held-skills' : 'ccg.jack-of-all-trades',
          sf,
        );
      }
      if (chosen.includes(s)) {
        return err(`The two Jack-of-all-Trades tokens of ${c.name} must be of two different skills; ${skillName(s)} is named twice.`, 'ccg.jack-of-all-trades', sf);
      }
      chosen.push(s);
    }
    out.set(c.id, chosen);
  }
  return ok(out);
}

// ---------------------------------------------------------------------------
// Pool helpers

/** Checks a pool read from a form or a URL: a captain, tokens with unique ids and known kinds. */
export function validatePool(pool: unknown, field = 'pool'): CcgResult<ResourcePool> {
  if (!isRecord(pool) || !isText(pool.captain)) return err('The Resource Pool must name its captain.', 'ccg.resource-pool', `${field}.captain`);
  if (!Array.isArray(pool.tokens)) return err('The Resource Pool must hold a list of tokens.', 'ccg.resource-pool', `${field}.tokens`);
  const seen = new Set<string>();
  for (const [i, t] of pool.tokens.entries()) {
    const f = `${field}.tokens.${i}`;
    if (!isRecord(t) || !isText(t.id)) return err(`Token ${i + 1} of the pool needs an id.`, 'ccg.resource-pool', `${f}.id`);
    if (seen.has(t.id)) return err(`Two tokens of the pool share the id "${t.id}".`, 'ccg.resource-pool', `${f}.id`);
    seen.add(t.id);
    const v = validateToken(t.token, `${f}.token`);
    if (!v.ok) return v;
    if (!isText(t.source) || typeof t.sourceName !== 'string') {
      return err(`Token ${t.id} must say which card provided it.`, 'ccg.resource-pool', `${f}.source`);
    }
  }
  return ok(pool as unknown as ResourcePool);
}

/** Adds tokens to a pool outside collection (an event that grants a token, for instance). */
export function addTokens(pool: ResourcePool, additions: TokenAddition[]): CcgResult<ResourcePool> {
  const v = validatePool(pool);
  if (!v.ok) return v;
  if (!Array.isArray(additions)) return err('The tokens to add must be a list.', 'ccg.resource-pool', 'additions');
  const builder = new PoolBuilder(pool.tokens);
  const trace: Step[] = [];
  for (const [i, a] of additions.entries()) {
    const f = `additions.${i}`;
    if (!isRecord(a) || !isText(a.source)) return err(`Addition ${i + 1} must name the card that provides the token.`, 'ccg.resource-pool', `${f}.source`);
    const tok = validateToken(a.token, `${f}.token`);
    if (!tok.ok) return tok;
    const t = builder.add(a.source, isText(a.sourceName) ? a.sourceName : a.source, tok.value);
    trace.push(step(`${t.sourceName} adds a ${describeToken(t.token)} token to ${captainLabel(pool.captain)}'s Resource Pool.`, 'ccg.resource-pool'));
  }
  return ok({ captain: pool.captain, tokens: builder.tokens }, trace);
}

/** Stage 5 of the Resolution Phase: every token still in the pool is discarded. */
export function discardRemainingTokens(pool: ResourcePool): CcgResult<ResourcePool> {
  const v = validatePool(pool);
  if (!v.ok) return v;
  const n = pool.tokens.length;
  const text =
    n === 0
      ? `${captainLabel(pool.captain)}'s Resource Pool is already empty.`
      : `${captainLabel(pool.captain)} discards the ${plural(n, 'token')} left in the Resource Pool (${pool.tokens.map((t) => describeToken(t.token)).join(', ')}); tokens do not carry over to the next round.`;
  return ok({ captain: pool.captain, tokens: [] }, [step(text, 'ccg.round.resolution.stage-5'), step('A discarded token leaves the game.', 'ccg.discard-token')]);
}
