/**
 * Reads a resolution check back from a link, with the engine's readers and
 * the form's limits (`LIMITS`, the engine's own numbers): known kinds, bounded
 * lists and lengths. What a field holds as typed (a half-typed number, an
 * empty name) is kept; the check says what is wrong with it beside the field.
 * Anything else makes the link unreadable, with a sentence naming the field,
 * and the tool starts clean. Never throws.
 */
import { choice, flag, list, nullable, optional, refine, refuse, shape, text, uniqueBy, whole, type Reader } from '../../engine/ccg/index.ts';
import { editionField, linkParser, withoutUndefined as absent } from '../edition/link-reader.ts';
import { CAPABILITY_KEYS, CARD_TYPES, LEVELS, LIMITS, SKILL_KEYS, SPEC_KEYS, TOKEN_KEYS } from './state.ts';
import type { AdditionRow, CardRow, ContractRow, ControlledRow, CrewRow, PoolEntry, ReqRow, ResolveState, SimpleReqRow, SkillRow, SubplotRow } from './state.ts';

const name = (what: string) => text(what, 'ccg.cards', LIMITS.name);
const number = (what: string) => text(what, 'ccg.cards', LIMITS.number);

const poolEntry: Reader<PoolEntry> = shape('A token kind of the pool', { k: choice('A token kind', TOKEN_KEYS, 'ccg.token'), n: whole('A count of tokens', 1, LIMITS.perKind, 'ccg.resource-pool') }, 'ccg.resource-pool');

const skillRow: Reader<SkillRow> = shape(
  'A crew skill',
  { skill: choice('A skill', SKILL_KEYS, 'ccg.skills'), level: choice('A skill level', LEVELS, 'ccg.skill-levels'), from: optional(name('Where a skill comes from'), '') },
  'ccg.skills',
);

const crewRow: Reader<CrewRow> = shape(
  'A crew member',
  {
    name: name('The name of a crew member'),
    skills: list('The skills of a crew member', skillRow, 0, LIMITS.skills, 'ccg.skills'),
    jack: optional(list('The Jack-of-all-Trades picks', choice('A Jack-of-all-Trades pick', ['', ...SKILL_KEYS], 'ccg.jack-of-all-trades'), 0, LIMITS.jack, 'ccg.jack-of-all-trades'), []),
  },
  'ccg.crew',
);

const pin = optional(text('A chosen token', 'ccg.resource-pool', LIMITS.tokenId, 1), undefined);
const cardType = choice('A card type', CARD_TYPES, 'ccg.permanents');
const anyType = choice('A card type', ['', ...CARD_TYPES] as const, 'ccg.permanents');

const SIMPLE: Record<SimpleReqRow['kind'], Reader<SimpleReqRow>> = {
  token: shape('A token requirement', { kind: choice('The kind', ['token'] as const, 'ccg.contract'), spec: choice('A token', SPEC_KEYS, 'ccg.token'), pin }, 'ccg.token'),
  choice: shape(
    'A choice of tokens',
    { kind: choice('The kind', ['choice'] as const, 'ccg.contract'), options: list('A choice of tokens', choice('A token', SPEC_KEYS, 'ccg.token'), 0, LIMITS.options, 'ccg.token'), pin },
    'ccg.token',
  ),
  jettison: shape('A jettison requirement', { kind: choice('The kind', ['jettison'] as const, 'ccg.contract'), cardType: anyType, trait: optional(name('A trait'), '') }, 'ccg.jettison'),
  control: shape('A control requirement', { kind: choice('The kind', ['control'] as const, 'ccg.contract'), cardType: anyType, trait: optional(name('A trait'), '') }, 'ccg.control-vs-ownership'),
  expense: shape('An expense requirement', { kind: choice('The kind', ['expense'] as const, 'ccg.contract'), amount: number('An expense') }, 'ccg.expenses'),
};

const kindOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>).kind : undefined);

const simpleReq: Reader<SimpleReqRow> = (value, path) => {
  const kind = kindOf(value);
  if (typeof kind !== 'string' || !Object.prototype.hasOwnProperty.call(SIMPLE, kind)) return refuse('A requirement needs a kind: token, choice, jettison, control or expense.', 'ccg.contract', path);
  const r = SIMPLE[kind as SimpleReqRow['kind']](value, path);
  return r.ok ? { ...r, value: absent(r.value) } : r;
};

const elective = refine(
  shape('An elective requirement', { options: list('The options of an elective requirement', simpleReq, 0, LIMITS.options, 'ccg.subplot'), pick: optional(whole('The option taken', 0, LIMITS.options - 1, 'ccg.subplot'), undefined) }, 'ccg.subplot'),
  (r, path) => (r.pick !== undefined && r.pick >= r.options.length ? refuse('An elective requirement names an option it does not have.', 'ccg.subplot', `${path}.pick`) : null),
);

const req: Reader<ReqRow> = (value, path) => {
  if (kindOf(value) !== 'elective') return simpleReq(value, path);
  const r = elective(value, path);
  return r.ok ? { ...r, value: absent({ kind: 'elective' as const, ...r.value }) } : r;
};

const reqs = list('The requirements', req, 0, LIMITS.reqs, 'ccg.contract');

const subplot: Reader<SubplotRow> = shape('A subplot', { name: name('The name of a subplot'), vp: number('The Victory Points of a subplot'), on: flag('Whether a subplot is tried', 'ccg.subplot'), reqs }, 'ccg.subplot');

const cardFields = { name: name('The name of an adventure card'), reqs, subplots: list('The subplots', subplot, 0, LIMITS.subplots, 'ccg.subplot') };
const card: Reader<CardRow> = shape('An adventure card', cardFields, 'ccg.contract');
const contract: Reader<ContractRow> = shape('The contract', { ...cardFields, vp: number('The Victory Points of the contract') }, 'ccg.contract');

const controlled: Reader<ControlledRow> = shape('A card you control', { name: name('The name of a card'), type: cardType, traits: optional(text('The traits of a card', 'ccg.trait', LIMITS.traits), '') }, 'ccg.control-vs-ownership');

const addition: Reader<AdditionRow> = shape(
  'An added token',
  { name: name('The card that adds a token'), token: choice('An added token', TOKEN_KEYS, 'ccg.token'), when: choice('When a token is added', ['start', 'subplots'] as const, 'ccg.resource-pool') },
  'ccg.resource-pool',
);

/** The whole state, as the tool writes it. */
export const readResolveState: Reader<ResolveState> = (value, path) => {
  const r = shape(
    'A resolution check',
    {
      captain: name('The captain’s name'),
      mode: choice('How the pool is built', ['tokens', 'collect'] as const, 'ccg.resource-pool'),
      pool: uniqueBy(list('The pool', poolEntry, 0, LIMITS.poolKinds, 'ccg.resource-pool'), (e) => e.k, 'k', (k) => `The pool lists the token kind ${k} twice.`, 'ccg.resource-pool'),
      ship: shape('The ship', { name: name('The ship’s name'), caps: list('The ship’s capabilities', choice('A capability', CAPABILITY_KEYS, 'ccg.capabilities'), 0, LIMITS.caps, 'ccg.capabilities') }, 'ccg.ship'),
      crew: list('The crew', crewRow, 0, LIMITS.crew, 'ccg.crew'),
      additions: list('The added tokens', addition, 0, LIMITS.additions, 'ccg.resource-pool'),
      cards: list('The cards you control', controlled, 0, LIMITS.cards, 'ccg.control-vs-ownership'),
      complications: list('The complications', card, 0, LIMITS.complications, 'ccg.complication'),
      contract: nullable(contract),
      stage3: flag('Whether the contract is tried', 'ccg.round.resolution.stage-3'),
      rivals: number('The number of other captains'),
      edition: editionField,
    },
    'ccg.resource-pool',
  )(value, path);
  return r.ok ? { ...r, value: absent(r.value) } : r;
};

/** Reads a state from a link. Never throws; a bad link gives a sentence saying why. */
export const parseResolveState = linkParser(readResolveState);
