/**
 * The Resource Pool and its collection in stage 1 of the Resource Phase:
 * capability tokens from the ship (and any other source the input names), skill
 * tokens from crew at the level each skill is held, the declared choices of
 * Jack-of-all-Trades, and tokens the captain explicitly rejects.
 *
 * The skill level table (gain a level, lose a level, suppressed, set) and the
 * level each grant and change leaves are in `skill-levels.ts`; here each step
 * is traced.
 */
import { plural } from '../../core/text.ts';
import { SKILLS } from '../cards/index.ts';
import type { Skill, SkillLevel } from '../cards/index.ts';
import { RESOLUTION_LIMITS as L, TEXT_LIMITS as T } from '../limits.ts';
import { choice, list, name, optional, read, shape, type Reader } from '../readers.ts';
import { err, ok, step } from '../result.ts';
import type { CcgResult, Step } from '../result.ts';
import { readAddition, readCapabilitySource, readCrew, readCrewMember, readJackDeclaration, readPool, readRejection, readSkillLevelChange } from './input.ts';
import { describePoolToken, describeToken, isTokenSkill, sameToken } from './tokens.ts';
import type { PoolToken, ResourceToken, TokenSkill } from './tokens.ts';
import type { CapabilitySource, CollectInput, CrewInput, JackDeclaration, ResourcePool, SkillLevelChange, SkillState, TokenAddition } from './types.ts';
import { SKILL_LEVEL_TABLE, levelAfterChange, levelAfterGrant } from './skill-levels.ts';

// ---------------------------------------------------------------------------
// Skill levels

export const SKILL_STATES: readonly SkillState[] = ['unskilled', 'trained', 'expert'];


const readSkillState = choice('A skill level', SKILL_STATES, 'ccg.skill-levels');

/** The level a skill ends at after one change. */
export function applySkillChange(from: SkillState, change: SkillLevelChange): CcgResult<SkillState> {
  const f = readSkillState(from, 'from');
  if (!f.ok) return f;
  const c = readSkillLevelChange(change, 'change');
  if (!c.ok) return c;
  const r = skillAfter(f.value, c.value);
  return ok(r.value, r.trace);
}

/** A change of level applied to a checked level. */
function skillAfter(from: SkillState, change: SkillLevelChange): { value: SkillState; trace: Step[] } {
  const to = levelAfterChange(from, change);
  if (typeof change === 'object') return { value: to, trace: [step(`An effect sets the skill to ${change.set}, whatever it was (${from}).`, 'ccg.skill-levels')] };
  const row = SKILL_LEVEL_TABLE.find((r) => r.change === change)!;
  const text =
    from === to
      ? `${row.label}: a skill at ${from} stays ${to}.`
      : `${row.label}: the skill goes from ${from} to ${to}.`;
  return { value: to, trace: [step(text, 'ccg.skill-levels')] };
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
  const c = readCrewMember(crew, field);
  if (!c.ok) return c;
  const r = computeCrewSkills(c.value);
  return ok(r.value.levels, r.trace);
}

interface ComputedSkills {
  levels: CrewSkills;
  /** Where the level held comes from, when a grant or change says so. */
  sources: Partial<Record<Skill, string>>;
}

function computeCrewSkills(crew: CrewInput): { value: ComputedSkills; trace: Step[] } {
  const trace: Step[] = [];
  const levels: Partial<Record<Skill, SkillState>> = {};
  const sources: Partial<Record<Skill, string>> = {};
  for (const grant of crew.skills) {
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
    levels[grant.skill] = levelAfterGrant(before ?? 'unskilled', grant.level);
    if (grant.source) sources[grant.skill] = grant.source;
    else delete sources[grant.skill];
  }
  for (const c of crew.changes ?? []) {
    const r = skillAfter(levels[c.skill] ?? 'unskilled', c.change);
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
  return { value: { levels: held, sources }, trace };
}

// ---------------------------------------------------------------------------
// Collection

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
  const r = read(readCollectInput, input);
  return r.ok ? collectFrom(r.value) : r;
}

/** What collection reads: the captain, the ship and other cards with capability icons, crew, declarations and rejections. */
export const readCollectInput: Reader<CollectInput> = shape(
  'What a captain collects from',
  {
    captain: name('The captain who collects the tokens', 'ccg.resource-pool', T.name),
    ship: readCapabilitySource,
    otherSources: optional(list('The other cards with capability icons', readCapabilitySource, 0, L.otherSources, 'ccg.capabilities'), undefined),
    crew: optional(readCrew, undefined),
    jack: optional(list('The Jack-of-all-Trades declarations', readJackDeclaration, 0, L.crew, 'ccg.jack-of-all-trades'), undefined),
    reject: optional(list('The rejected tokens', readRejection, 0, L.additions, 'ccg.round.resource.stage-1'), undefined),
  },
  'ccg.resource-pool',
);

/** Collection from checked input (the game machine's own state, or what `collectResources` read). */
export function collectFrom(input: CollectInput): CcgResult<ResourcePool> {
  const trace: Step[] = [];
  const sources: { src: CapabilitySource; field: string }[] = [{ src: input.ship, field: 'ship' }];
  for (const [i, s] of (input.otherSources ?? []).entries()) sources.push({ src: s, field: `otherSources.${i}` });
  const ids = new Set<string>();
  for (const { src, field } of sources) {
    if (ids.has(src.id)) return err(`Two cards share the id "${src.id}"; each card needs its own id.`, 'ccg.resource-pool', `${field}.id`);
    ids.add(src.id);
  }
  const crew = input.crew ?? [];
  const crewSkills: CrewSkills[] = [];
  const crewSources: Partial<Record<Skill, string>>[] = [];
  const crewTraces: Step[][] = [];
  for (const [i, c] of crew.entries()) {
    if (ids.has(c.id)) return err(`Two cards share the id "${c.id}"; each card needs its own id.`, 'ccg.resource-pool', `crew.${i}.id`);
    ids.add(c.id);
    const levels = computeCrewSkills(c);
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
    const tok = { value: r.token };
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
  for (const [i, d] of decls.entries()) {
    const f = `jack.${i}`;
    const ci = crew.findIndex((c) => c.id === d.crew);
    if (ci < 0) return err(`No crew member "${d.crew}" is in play to collect Jack-of-all-Trades tokens.`, 'ccg.jack-of-all-trades', `${f}.crew`);
    const c = crew[ci]!;
    const levels = crewSkills[ci] ?? {};
    const jack = levels.jack;
    if (jack === undefined) {
      return err(`${c.name} does not have Jack-of-all-Trades, so no tokens can be declared for it.`, 'ccg.jack-of-all-trades', `${f}.crew`);
    }
    if (out.has(c.id)) return err(`Jack-of-all-Trades tokens for ${c.name} are declared twice; declare them once.`, 'ccg.jack-of-all-trades', f);
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
      if (!isTokenSkill(s)) return err(`"${s}" is not a skill of the game.`, 'ccg.jack-of-all-trades', sf);
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

/** Adds tokens to a pool outside collection (an event that grants a token, for instance). */
export function addTokens(pool: ResourcePool, additions: TokenAddition[]): CcgResult<ResourcePool> {
  const p = readPool(pool, 'pool');
  if (!p.ok) return p;
  const a = readAdditions(additions, 'additions');
  return a.ok ? addToPool(p.value, a.value) : a;
}

export const readAdditions = list('The tokens to add', readAddition, 0, L.additions, 'ccg.resource-pool');

/** Tokens added to a checked pool. */
export function addToPool(pool: ResourcePool, additions: readonly TokenAddition[]): CcgResult<ResourcePool> {
  const builder = new PoolBuilder(pool.tokens);
  const trace: Step[] = [];
  for (const a of additions) {
    const t = builder.add(a.source, a.sourceName || a.source, a.token);
    trace.push(step(`${t.sourceName} adds a ${describeToken(t.token)} token to ${captainLabel(pool.captain)}'s Resource Pool.`, 'ccg.resource-pool'));
  }
  return ok({ captain: pool.captain, tokens: builder.tokens }, trace);
}

/** Stage 5 of the Resolution Phase: every token still in the pool is discarded. */
export function discardRemainingTokens(pool: ResourcePool): CcgResult<ResourcePool> {
  const p = readPool(pool, 'pool');
  return p.ok ? discardPool(p.value) : p;
}

/** Stage 5 for a checked pool (the game machine's own). */
export function discardPool(pool: ResourcePool): CcgResult<ResourcePool> {
  const n = pool.tokens.length;
  const text =
    n === 0
      ? `${captainLabel(pool.captain)}'s Resource Pool is already empty.`
      : `${captainLabel(pool.captain)} discards the ${plural(n, 'token')} left in the Resource Pool (${pool.tokens.map((t) => describeToken(t.token)).join(', ')}); tokens do not carry over to the next round.`;
  return ok({ captain: pool.captain, tokens: [] }, [step(text, 'ccg.round.resolution.stage-5'), step('A discarded token leaves the game.', 'ccg.discard-token')]);
}
