/**
 * Reads a resolution check back from a link. It only checks the shape: known
 * kinds, bounded lists and lengths; anything else makes the link unreadable and
 * the tool starts clean. Never throws.
 */
import { readEditionSetting } from '../edition/link.ts';
import { isRecord } from '../../engine/core/validate.ts';
import type { Parsed } from '../kit/numbers.ts';
import { CAPABILITY_KEYS, CARD_TYPES, LEVELS, LIMITS, SKILL_KEYS, SPEC_KEYS, TOKEN_KEYS } from './state.ts';
import type { AdditionRow, CardRow, CardTypeKey, ContractRow, ControlledRow, CrewRow, PoolEntry, ReqRow, ResolveState, SimpleReqRow, SkillRow, SubplotRow } from './state.ts';

type R<T> = Parsed<T>;
const bad = (error: string): { ok: false; error: string } => ({ ok: false, error });
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

function text(v: unknown, what: string): R<string> {
  if (typeof v !== 'string') return bad(`${what} is not text.`);
  if (v.length > LIMITS.text) return bad(`${what} is longer than ${LIMITS.text} characters.`);
  return { ok: true, value: v };
}

function list<T>(v: unknown, what: string, max: number, each: (x: unknown, i: number) => R<T>): R<T[]> {
  if (!Array.isArray(v)) return bad(`${what} is not a list.`);
  if (v.length > max) return bad(`${what} holds more than ${max} entries.`);
  const out: T[] = [];
  for (let i = 0; i < v.length; i++) {
    const r = each(v[i], i);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return { ok: true, value: out };
}

function poolEntry(v: unknown, i: number): R<PoolEntry> {
  if (!isRecord(v) || !oneOf(TOKEN_KEYS, v.k)) return bad(`token kind ${i + 1} of the pool is not a token of the game.`);
  if (typeof v.n !== 'number' || !Number.isInteger(v.n) || v.n < 1 || v.n > LIMITS.perKind) {
    return bad(`the pool holds a count that is not a whole number from 1 to ${LIMITS.perKind}.`);
  }
  return { ok: true, value: { k: v.k, n: v.n } };
}

function skillRow(v: unknown): R<SkillRow> {
  if (!isRecord(v) || !oneOf(SKILL_KEYS, v.skill)) return bad('a crew skill is not a skill of the game.');
  if (!oneOf(LEVELS, v.level)) return bad('a crew skill level is neither trained nor expert.');
  const from = text(v.from ?? '', 'the source of a skill');
  if (!from.ok) return from;
  return { ok: true, value: { skill: v.skill, level: v.level, from: from.value } };
}

function crewRow(v: unknown, i: number): R<CrewRow> {
  if (!isRecord(v)) return bad(`crew member ${i + 1} is not described.`);
  const name = text(v.name, `the name of crew member ${i + 1}`);
  if (!name.ok) return name;
  const skills = list(v.skills, `the skills of crew member ${i + 1}`, LIMITS.skills, skillRow);
  if (!skills.ok) return skills;
  const jack = list(v.jack ?? [], 'a Jack-of-all-Trades declaration', LIMITS.jack, (x) =>
    x === '' || oneOf(SKILL_KEYS, x) ? { ok: true as const, value: x as string } : bad('a Jack-of-all-Trades choice is not a skill of the game.'),
  );
  if (!jack.ok) return jack;
  return { ok: true, value: { name: name.value, skills: skills.value, jack: jack.value } };
}

function cardType(v: unknown, allowAny: boolean): R<CardTypeKey | ''> {
  if (allowAny && v === '') return { ok: true, value: '' };
  return oneOf(CARD_TYPES, v) ? { ok: true, value: v } : bad('a card type is not one a requirement can name.');
}

/** The token chosen for a requirement: absent, or an id of the length a pool gives. */
function pinOf(v: Record<string, unknown>): R<{ pin?: string }> {
  if (v.pin === undefined) return { ok: true, value: {} };
  if (typeof v.pin !== 'string' || v.pin === '' || v.pin.length > LIMITS.tokenId) return bad('a requirement names a chosen token that is not a token id.');
  return { ok: true, value: { pin: v.pin } };
}

function simpleReq(v: unknown): R<SimpleReqRow> {
  if (!isRecord(v)) return bad('a requirement is not described.');
  switch (v.kind) {
    case 'token': {
      if (!oneOf(SPEC_KEYS, v.spec)) return bad('a requirement asks for a token that is not in the game.');
      const pin = pinOf(v);
      return pin.ok ? { ok: true, value: { kind: 'token', spec: v.spec, ...pin.value } } : pin;
    }
    case 'choice': {
      const options = list(v.options, 'a choice of tokens', LIMITS.options, (x) => (oneOf(SPEC_KEYS, x) ? { ok: true as const, value: x } : bad('a choice offers a token that is not in the game.')));
      if (!options.ok) return options;
      const pin = pinOf(v);
      return pin.ok ? { ok: true, value: { kind: 'choice', options: options.value, ...pin.value } } : pin;
    }
    case 'jettison':
    case 'control': {
      const t = cardType(v.cardType, true);
      if (!t.ok) return t;
      const trait = text(v.trait ?? '', 'a trait');
      if (!trait.ok) return trait;
      return { ok: true, value: { kind: v.kind, cardType: t.value, trait: trait.value } };
    }
    case 'expense': {
      const amount = text(v.amount, 'an expense');
      return amount.ok ? { ok: true, value: { kind: 'expense', amount: amount.value } } : amount;
    }
    default:
      return bad('a requirement is of an unknown kind.');
  }
}

function req(v: unknown): R<ReqRow> {
  if (isRecord(v) && v.kind === 'elective') {
    const options = list(v.options, 'an elective requirement', LIMITS.options, simpleReq);
    if (!options.ok) return options;
    if (v.pick === undefined) return { ok: true, value: { kind: 'elective', options: options.value } };
    if (typeof v.pick !== 'number' || !Number.isInteger(v.pick) || v.pick < 0 || v.pick >= options.value.length) {
      return bad('an elective requirement names an option it does not have.');
    }
    return { ok: true, value: { kind: 'elective', options: options.value, pick: v.pick } };
  }
  return simpleReq(v);
}

const reqs = (v: unknown, what: string) => list(v, `the requirements of ${what}`, LIMITS.reqs, req);

function subplot(v: unknown, i: number): R<SubplotRow> {
  if (!isRecord(v)) return bad(`subplot ${i + 1} is not described.`);
  const name = text(v.name, `the name of subplot ${i + 1}`);
  if (!name.ok) return name;
  const vp = text(v.vp, `the Victory Points of subplot ${i + 1}`);
  if (!vp.ok) return vp;
  if (typeof v.on !== 'boolean') return bad(`subplot ${i + 1} does not say whether it is tried.`);
  const r = reqs(v.reqs, `subplot ${i + 1}`);
  if (!r.ok) return r;
  return { ok: true, value: { name: name.value, vp: vp.value, on: v.on, reqs: r.value } };
}

function card(v: unknown, what: string): R<CardRow> {
  if (!isRecord(v)) return bad(`${what} is not described.`);
  const name = text(v.name, `the name of ${what}`);
  if (!name.ok) return name;
  const r = reqs(v.reqs, what);
  if (!r.ok) return r;
  const s = list(v.subplots, `the subplots of ${what}`, LIMITS.subplots, subplot);
  if (!s.ok) return s;
  return { ok: true, value: { name: name.value, reqs: r.value, subplots: s.value } };
}

function controlled(v: unknown, i: number): R<ControlledRow> {
  if (!isRecord(v)) return bad(`card ${i + 1} you control is not described.`);
  const name = text(v.name, `the name of card ${i + 1}`);
  if (!name.ok) return name;
  const t = cardType(v.type, false);
  if (!t.ok) return t;
  const traits = text(v.traits ?? '', 'the traits of a card');
  if (!traits.ok) return traits;
  return { ok: true, value: { name: name.value, type: t.value as CardTypeKey, traits: traits.value } };
}

function addition(v: unknown, i: number): R<AdditionRow> {
  if (!isRecord(v)) return bad(`added token ${i + 1} is not described.`);
  const name = text(v.name, 'the card that adds a token');
  if (!name.ok) return name;
  if (!oneOf(TOKEN_KEYS, v.token)) return bad('an added token is not a token of the game.');
  if (v.when !== 'start' && v.when !== 'subplots') return bad('an added token does not say when it is added.');
  return { ok: true, value: { name: name.value, token: v.token, when: v.when } };
}

/** Reads a state from a link. Never throws; a bad link gives a sentence saying why. */
export function parseResolveState(raw: unknown): Parsed<ResolveState> {
  try {
    return readState(raw);
  } catch {
    return bad('it is not a situation this tool wrote.');
  }
}

function readState(raw: unknown): Parsed<ResolveState> {
  if (!isRecord(raw)) return bad('it does not hold a resolution check.');
  const captain = text(raw.captain, 'the captain’s name');
  if (!captain.ok) return captain;
  if (raw.mode !== 'tokens' && raw.mode !== 'collect') return bad('it does not say how the pool is built.');
  const pool = list(raw.pool, 'the pool', LIMITS.poolKinds, poolEntry);
  if (!pool.ok) return pool;
  if (new Set(pool.value.map((e) => e.k)).size !== pool.value.length) return bad('the pool lists a token kind twice.');
  if (!isRecord(raw.ship)) return bad('it does not describe the ship.');
  const shipName = text(raw.ship.name, 'the ship’s name');
  if (!shipName.ok) return shipName;
  const caps = list(raw.ship.caps, 'the ship’s capabilities', LIMITS.caps, (x) =>
    oneOf(CAPABILITY_KEYS, x) ? { ok: true as const, value: x } : bad('the ship shows a capability that is not in the game.'),
  );
  if (!caps.ok) return caps;
  const crew = list(raw.crew, 'the crew', LIMITS.crew, crewRow);
  if (!crew.ok) return crew;
  const additions = list(raw.additions, 'the added tokens', LIMITS.additions, addition);
  if (!additions.ok) return additions;
  const cards = list(raw.cards, 'the cards you control', LIMITS.cards, controlled);
  if (!cards.ok) return cards;
  const complications = list(raw.complications, 'the complications', LIMITS.complications, (x, i) => card(x, `complication ${i + 1}`));
  if (!complications.ok) return complications;
  let contract: ContractRow | null = null;
  if (raw.contract !== null) {
    const c = card(raw.contract, 'the contract');
    if (!c.ok) return c;
    const vp = text(isRecord(raw.contract) ? raw.contract.vp : undefined, 'the contract’s Victory Points');
    if (!vp.ok) return vp;
    contract = { ...c.value, vp: vp.value };
  }
  if (typeof raw.stage3 !== 'boolean') return bad('it does not say whether the contract is tried.');
  const rivals = text(raw.rivals, 'the number of other captains');
  if (!rivals.ok) return rivals;
  const edition = readEditionSetting(raw.edition);
  if (!edition.ok) return bad(edition.error);
  return {
    ok: true,
    value: {
      captain: captain.value,
      mode: raw.mode,
      pool: pool.value,
      ship: { name: shipName.value, caps: caps.value },
      crew: crew.value,
      additions: additions.value,
      cards: cards.value,
      complications: complications.value,
      contract,
      stage3: raw.stage3,
      rivals: rivals.value,
      ...(edition.value ? { edition: edition.value } : {}),
    },
  };
}
