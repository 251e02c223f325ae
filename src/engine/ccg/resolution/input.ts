/**
 * What the Resource and Resolution Phases read at their edge: tokens, pools,
 * requirements, the cards a captain controls, subplots and adventure cards,
 * the captain's choices, crew and the cards that show capabilities. Every
 * entry point of this folder reads its input once with these; the stages
 * inside take the typed values and never check them again. A refusal names
 * its rule and the dotted path of the field.
 */
import { ADVANCED_CAPABILITIES, BASIC_CAPABILITIES, SKILLS, SKILL_LEVELS } from '../cards/index.ts';
import type { Capability, Skill } from '../cards/index.ts';
import { RESOLUTION_LIMITS as L, TEXT_LIMITS as T } from '../limits.ts';
import { choice, list, name, optional, pathTo, record, refine, refuse, shape, shown, text, uniqueBy, whole, type Reader } from '../readers.ts';
import type { RuleId } from '../rules.ts';
import { ok } from '../result.ts';
import type { ControlledCard, Pin, Requirement, RequirementCardType, RequirementGroup, SimpleRequirement } from './requirements.ts';
import { REQUIREMENT_CARD_TYPES } from './requirements.ts';
import type { AdventureCardInput, CapabilitySource, ContractInput, CrewInput, JackDeclaration, ResourcePool, SkillChangeInput, SkillGrant, SkillLevelChange, SubplotInput, TokenAddition, TokenRejection } from './types.ts';
import type { PoolToken, ResourceToken, TokenSkill, TokenSpec } from './tokens.ts';

/** Optional fields stay absent (undefined) when left out. */
const maybe = <X>(reader: Reader<X>): Reader<X | undefined> => optional<X | undefined>(reader, undefined);

const CAPABILITIES: readonly Capability[] = [...BASIC_CAPABILITIES, ...(Object.keys(ADVANCED_CAPABILITIES) as Capability[])];
const TOKEN_SKILLS = SKILLS.filter((s): s is TokenSkill => s !== 'jack');
const own = (o: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined);

// ---------------------------------------------------------------------------
// Tokens

/** A resource token: a capability, or a skill (not Jack-of-all-Trades) at trained or expert. */
export const readToken: Reader<ResourceToken> = (value, path) =>
  record<ResourceToken>(`The token at ${path || 'the top'} must be an object with a kind.`, 'ccg.token', (token) => {
    const kind = own(token, 'kind');
    if (kind === 'capability') {
      const c = own(token, 'capability');
      if (!(CAPABILITIES as readonly unknown[]).includes(c)) {
        return refuse(`${shown(c)} is not a capability; capability tokens are Cargo, Military, Passenger, Survey or one of the four advanced pairs.`, 'ccg.capabilities', pathTo(path, 'capability'));
      }
      return ok({ kind: 'capability', capability: c as Capability });
    }
    if (kind === 'skill') {
      const s = own(token, 'skill');
      if (s === 'jack') return refuse('Jack-of-all-Trades has no token of its own; it lets a crew member collect tokens of other skills.', 'ccg.jack-of-all-trades', pathTo(path, 'skill'));
      if (!(TOKEN_SKILLS as readonly unknown[]).includes(s)) return refuse(`${shown(s)} is not a skill of the game.`, 'ccg.skills', pathTo(path, 'skill'));
      const level = own(token, 'level');
      if (level !== 'trained' && level !== 'expert') return refuse(`A skill token is trained or expert, not ${shown(level)}.`, 'ccg.skill-levels', pathTo(path, 'level'));
      return ok({ kind: 'skill', skill: s as TokenSkill, level });
    }
    return refuse(`The token at ${path || 'the top'} must be of kind "capability" or "skill".`, 'ccg.token', pathTo(path, 'kind'));
  })(value, path);

/** What a requirement icon shows: a basic capability, or a skill at a level. */
export const readSpec: Reader<TokenSpec> = (value, path) => {
  const t = readToken(value, path);
  if (!t.ok) return t;
  const token = t.value;
  if (token.kind === 'capability' && !(BASIC_CAPABILITIES as readonly string[]).includes(token.capability)) {
    return refuse(`A requirement shows a basic capability; ${token.capability} is an advanced capability, which only tokens carry.`, 'ccg.capabilities', pathTo(path, 'capability'));
  }
  return ok(token as TokenSpec);
};

/** A token in a pool: an id, the token, and the card it came from. */
export const readPoolToken: Reader<PoolToken> = shape(
  'A token of the pool',
  {
    id: name('A token id', 'ccg.resource-pool', T.id),
    token: readToken,
    source: name('The card a token came from', 'ccg.resource-pool', T.id),
    sourceName: optional(text('The name of the card a token came from', 'ccg.resource-pool', T.name), ''),
  },
  'ccg.resource-pool',
);

/** A Resource Pool: its captain, and tokens with ids of their own. */
export const readPool: Reader<ResourcePool> = shape(
  'The Resource Pool',
  {
    captain: name('The captain of a Resource Pool', 'ccg.resource-pool', T.name),
    tokens: uniqueBy(list('The tokens of the pool', readPoolToken, 0, L.poolTokens, 'ccg.resource-pool'), (t) => t.id, 'id', (id) => `Two tokens of the pool share the id "${id}".`, 'ccg.resource-pool'),
  },
  'ccg.resource-pool',
);

// ---------------------------------------------------------------------------
// Requirements

const cardType = (rule: RuleId): Reader<RequirementCardType | undefined> => maybe(choice('The card type', REQUIREMENT_CARD_TYPES, rule));
const trait = maybe(name('A trait', 'ccg.trait', T.name));
const label = maybe(name('A requirement label', 'ccg.contract', T.name));

const tokenRequirement = shape('A token requirement', { kind: choice('The kind', ['token'] as const, 'ccg.contract'), token: readSpec, label }, 'ccg.token');
const choiceRequirement = shape(
  'A choice of tokens',
  { kind: choice('The kind', ['choice'] as const, 'ccg.contract'), options: list('A choice of tokens', readSpec, 1, L.options, 'ccg.token'), label },
  'ccg.token',
);
const jettisonRequirement = refine(
  shape('A jettison requirement', { kind: choice('The kind', ['jettison'] as const, 'ccg.contract'), cardType: cardType('ccg.jettison'), trait, label }, 'ccg.jettison'),
  (r, path) =>
    r.cardType === 'ship' ? refuse('A ship never leaves play while its captain is in the game, so it cannot be jettisoned to meet a requirement.', 'ccg.ship', pathTo(path, 'cardType')) : null,
);
const controlRequirement = refine(
  shape('A control requirement', { kind: choice('The kind', ['control'] as const, 'ccg.contract'), cardType: cardType('ccg.control-vs-ownership'), trait, label }, 'ccg.control-vs-ownership'),
  (r, path) => (r.cardType === undefined && r.trait === undefined ? refuse('A requirement to control a card must name a card type or a trait.', 'ccg.control-vs-ownership', path) : null),
);
const expenseRequirement = shape(
  'An expense requirement',
  { kind: choice('The kind', ['expense'] as const, 'ccg.contract'), amount: whole('An expense', 1, L.expense, 'ccg.expenses'), label },
  'ccg.expenses',
);

const SIMPLE: Record<SimpleRequirement['kind'], Reader<SimpleRequirement>> = {
  token: tokenRequirement,
  choice: choiceRequirement,
  jettison: jettisonRequirement,
  control: controlRequirement,
  expense: expenseRequirement,
};

/** A requirement that is not elective: one of `SIMPLE`, by its kind. */
const simple = (value: Record<string, unknown>, path: string) => {
  const kind = own(value, 'kind');
  if (kind === 'elective') return refuse('An elective requirement cannot hold another elective requirement.', 'ccg.subplot', pathTo(path, 'kind'));
  if (!(Object.keys(SIMPLE) as unknown[]).includes(kind)) {
    return refuse(`A requirement's kind is token, choice, jettison, expense, control or elective, not ${shown(kind)}.`, 'ccg.contract', pathTo(path, 'kind'));
  }
  return SIMPLE[kind as SimpleRequirement['kind']](value, path);
};

/** An object with a kind, or the refusal that says so (`the top` for the root). */
const requirementOf = <T>(read: (value: Record<string, unknown>, path: string) => ReturnType<Reader<T>>): Reader<T> => (value, path) =>
  record(`The requirement at ${path || 'the top'} must be an object with a kind.`, 'ccg.contract', read)(value, path);

const readSimple: Reader<SimpleRequirement> = requirementOf(simple);

const readElective = shape(
  'An elective requirement',
  { options: list('An elective requirement (at least two requirements to choose from)', readSimple, 2, L.options, 'ccg.subplot'), label },
  'ccg.subplot',
);

/** One requirement of a card or subplot; an elective one offers two or more simple ones. */
export const readRequirement: Reader<Requirement> = requirementOf<Requirement>((value, path) => {
  if (own(value, 'kind') !== 'elective') return simple(value, path);
  const r = readElective(value, path);
  return r.ok ? ok({ kind: 'elective', ...r.value }) : r;
});

export const readRequirements: Reader<Requirement[]> = list('The requirements', readRequirement, 0, L.requirements, 'ccg.contract');

/** A named list of requirements met together (kept in reserve, or a card's own). */
export const readGroup: Reader<RequirementGroup> = shape(
  'A group of requirements',
  { id: name('A group id', 'ccg.resource-pool', T.id), name: name('A group name', 'ccg.resource-pool', T.name), requirements: readRequirements },
  'ccg.resource-pool',
);

/** Groups kept in reserve while a card is met; their ids are their own. */
export const readReserve: Reader<RequirementGroup[]> = uniqueBy(
  list('The requirements kept in reserve', readGroup, 0, L.reserve, 'ccg.resource-pool'),
  (g) => g.id,
  'id',
  (id) => `The group id "${id}" is used twice.`,
  'ccg.resource-pool',
);

// ---------------------------------------------------------------------------
// Cards in play

/** A card the captain controls, as far as requirements care. */
export const readControlledCard: Reader<ControlledCard> = shape(
  'A card in play',
  {
    id: name('A card id', 'ccg.control-vs-ownership', T.id),
    name: name('A card name', 'ccg.control-vs-ownership', T.name),
    type: choice('A card that stays in play', REQUIREMENT_CARD_TYPES, 'ccg.permanents'),
    traits: maybe(list('The traits of a card', name('A trait', 'ccg.trait', T.name), 0, L.traits, 'ccg.trait')),
  },
  'ccg.control-vs-ownership',
);

export const readCards: Reader<ControlledCard[]> = uniqueBy(
  list('The cards in play', readControlledCard, 0, L.cards, 'ccg.control-vs-ownership'),
  (c) => c.id,
  'id',
  (id) => `Two cards share the id "${id}".`,
  'ccg.control-vs-ownership',
);

/** Two cards of a list that share an id, when a list put together from two sources is not read again. */
export function duplicateCard(cards: readonly ControlledCard[], field = 'cards') {
  const seen = new Set<string>();
  for (const [i, c] of cards.entries()) {
    if (seen.has(c.id)) return refuse(`Two cards share the id "${c.id}".`, 'ccg.control-vs-ownership', `${field}.${i}.id`);
    seen.add(c.id);
  }
  return null;
}

// ---------------------------------------------------------------------------
// Subplots, adventure cards and the captain's choices

export const readSubplot: Reader<SubplotInput> = shape(
  'A subplot',
  {
    id: name('A subplot id', 'ccg.subplot', T.id),
    name: name('A subplot name', 'ccg.subplot', T.name),
    requirements: readRequirements,
    vp: whole('The Victory Points of a subplot', 0, L.vp, 'ccg.victory-points'),
    award: maybe(name('A subplot award', 'ccg.subplot', T.traits)),
  },
  'ccg.subplot',
);

/** A card's subplots, with ids of their own ("main" is the card's own). */
export const readSubplots: Reader<SubplotInput[]> = refine(list('The subplots', readSubplot, 0, L.subplots, 'ccg.subplot'), (list, path) => {
  const ids = new Set(['main']);
  for (const [i, s] of list.entries()) {
    if (ids.has(s.id)) return refuse(`The subplot id "${s.id}" is used twice (or is the reserved id "main").`, 'ccg.subplot', pathTo(pathTo(path, i), 'id'));
    ids.add(s.id);
  }
  return null;
});

/** A complication or contract: an id, a name, its requirements and subplots (the owner when known). */
export function readAdventureCard(kind: 'contract' | 'complication'): Reader<AdventureCardInput> {
  const rule: RuleId = kind === 'contract' ? 'ccg.contract' : 'ccg.complication';
  return shape(
    `The ${kind}`,
    {
      id: name(`The id of the ${kind}`, rule, T.id),
      name: name(`The name of the ${kind}`, rule, T.name),
      owner: maybe(name('The owner of an adventure card', 'ccg.adventure-deck', T.name)),
      requirements: readRequirements,
      subplots: optional(readSubplots, []),
    },
    rule,
  );
}

/** A contract, with the Victory Points it awards. */
export const readContractCard: Reader<ContractInput> = (value, path) => {
  const card = readAdventureCard('contract')(value, path);
  if (!card.ok) return card;
  // The card read, so `value` is an object.
  const vp = whole('The Victory Points of a contract', 0, L.vp, 'ccg.victory-points')(own(value as Record<string, unknown>, 'vp'), pathTo(path, 'vp'));
  return vp.ok ? ok({ ...card.value, vp: vp.value }) : vp;
};

/** A captain's choice: which token pays a requirement, which card is jettisoned, which option is taken. */
export const readPin: Reader<Pin> = shape(
  'A choice',
  {
    group: maybe(name('The group a choice names', 'ccg.subplot', T.id)),
    requirement: whole('The requirement a choice names', 0, L.requirements - 1, 'ccg.resource-pool'),
    option: maybe(whole('The option a choice names', 0, L.options - 1, 'ccg.subplot')),
    token: maybe(name('The token a choice names', 'ccg.resource-pool', T.id)),
    card: maybe(name('The card a choice names', 'ccg.jettison', T.id)),
  },
  'ccg.resource-pool',
);

export const readPins: Reader<Pin[]> = list('The captain’s choices', readPin, 0, L.pins, 'ccg.resource-pool');

/** The subplot ids a captain tries (each once); all of them when left out. */
export const readTried: Reader<string[] | undefined> = maybe(
  refine(list('The subplots to try', name('A subplot id', 'ccg.subplot', T.id), 0, L.subplots, 'ccg.subplot'), (ids, path) => {
    const i = ids.findIndex((id, j) => ids.indexOf(id) !== j);
    return i < 0 ? null : refuse(`Subplot "${ids[i]}" is tried twice; each subplot is tried once.`, 'ccg.subplot', pathTo(path, i));
  }),
);

// ---------------------------------------------------------------------------
// Collection: the ship, other cards with capability icons, crew

export const readCapabilitySource: Reader<CapabilitySource> = shape(
  'A card with capability icons',
  {
    id: name('A card id', 'ccg.capabilities', T.id),
    name: name('A card name', 'ccg.capabilities', T.name),
    capabilities: list('The capability icons of a card', choice('A capability icon', CAPABILITIES, 'ccg.capabilities'), 0, L.capabilities, 'ccg.capabilities'),
  },
  'ccg.capabilities',
);

const skill = (what: string): Reader<Skill> => choice(what, SKILLS, 'ccg.skills');
/** Where a skill comes from, for the trace (blank for the card itself). */
const source = maybe(text('Where a skill comes from', 'ccg.skills', T.name));

const readGrant: Reader<SkillGrant> = shape('A skill', { skill: skill('A skill'), level: choice('A skill level', SKILL_LEVELS, 'ccg.skill-levels'), source }, 'ccg.skills');

/** A change of skill level: gain, lose, suppress, or set to a level. */
export const readSkillLevelChange: Reader<SkillLevelChange> = (v, p) => {
  if (v === 'gain' || v === 'lose' || v === 'suppress') return ok(v);
  return record<SkillLevelChange>(`A skill level change is gain, lose, suppress or set, not ${shown(v)}.`, 'ccg.skill-levels', (change) => {
    const set = own(change, 'set');
    if (set === 'unskilled' || set === 'trained' || set === 'expert') return ok({ set });
    return refuse(`A skill can be set to unskilled, trained or expert, not ${shown(set)}.`, 'ccg.skill-levels', pathTo(p, 'set'));
  })(v, p);
};

const readSkillChange: Reader<SkillChangeInput> = shape('A change of skill level', { skill: skill('A skill'), change: readSkillLevelChange, source }, 'ccg.skill-levels');

export const readCrewMember: Reader<CrewInput> = shape(
  'A crew member',
  {
    id: name('A crew member id', 'ccg.crew', T.id),
    name: name('A crew member name', 'ccg.crew', T.name),
    skills: list('The skills of a crew member', readGrant, 0, L.skills, 'ccg.skills'),
    changes: maybe(list('The skill changes of a crew member', readSkillChange, 0, L.skills, 'ccg.skill-levels')),
  },
  'ccg.crew',
);

export const readCrew: Reader<CrewInput[]> = list('The crew', readCrewMember, 0, L.crew, 'ccg.crew');

/** The skills a captain declares for one crew member's Jack-of-all-Trades (the rules are checked on collection). */
export const readJackDeclaration: Reader<JackDeclaration> = shape(
  'A Jack-of-all-Trades declaration',
  {
    crew: name('The crew member of a declaration', 'ccg.jack-of-all-trades', T.id),
    // As many as there are skills: how many a crew member may declare is a rule, checked on collection.
    skills: list('The declared skills', skill('A declared skill'), 0, SKILLS.length, 'ccg.jack-of-all-trades'),
  },
  'ccg.jack-of-all-trades',
);

export const readRejection: Reader<TokenRejection> = shape(
  'A rejected token',
  { source: name('The card a rejected token comes from', 'ccg.round.resource.stage-1', T.id), token: readToken },
  'ccg.round.resource.stage-1',
);

export const readAddition: Reader<TokenAddition> = shape(
  'An added token',
  {
    source: name('The card that adds a token', 'ccg.resource-pool', T.id),
    sourceName: optional(text('The name of the card that adds a token', 'ccg.resource-pool', T.name), ''),
    token: readToken,
  },
  'ccg.resource-pool',
);
