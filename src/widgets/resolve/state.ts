/**
 * The resolution check's state (what the URL holds), its vocabulary and its
 * blank rows. Pure, no DOM. Everything a person types is kept as typed (numbers
 * as text), so a half-typed value is never lost; the tool validates it beside
 * the field. The link reader is `link.ts`.
 */

import { RESOLUTION_LIMITS, TEXT_LIMITS } from '../../engine/ccg/index.ts';

// ---------------------------------------------------------------------------
// Vocabulary (kept here as plain lists so the page's first code needs no engine module; a unit test holds them to the engine's)

export const CAPABILITY_KEYS = [
  'cargo',
  'military',
  'passenger',
  'survey',
  'cargo-passenger',
  'military-passenger',
  'military-survey',
  'passenger-survey',
] as const;
export type CapabilityKey = (typeof CAPABILITY_KEYS)[number];
export const BASIC_KEYS = ['cargo', 'military', 'passenger', 'survey'] as const;

/** Skills with tokens (Jack-of-all-Trades has none). */
export const TOKEN_SKILL_KEYS = ['admin', 'combat', 'medical', 'psionics', 'science', 'social', 'starship-operations', 'tech', 'underworld'] as const;
export type TokenSkillKey = (typeof TOKEN_SKILL_KEYS)[number];
/** Skills a crew member can hold. */
export const SKILL_KEYS = ['admin', 'combat', 'jack', 'medical', 'psionics', 'science', 'social', 'starship-operations', 'tech', 'underworld'] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];
export const LEVELS = ['trained', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

/** A token kind: a capability id, or "skill:level". */
export type TokenKey = string;
export const TOKEN_KEYS: readonly TokenKey[] = [
  ...CAPABILITY_KEYS,
  ...LEVELS.flatMap((l) => TOKEN_SKILL_KEYS.map((s) => `${s}:${l}`)),
];
/** What a requirement icon can show: a basic capability or a skill at a level. */
export const SPEC_KEYS: readonly TokenKey[] = [...BASIC_KEYS, ...TOKEN_SKILL_KEYS.flatMap((s) => LEVELS.map((l) => `${s}:${l}`))];

export const CARD_TYPES = ['crew', 'gear', 'upgrade', 'connection', 'ship'] as const;
export type CardTypeKey = (typeof CARD_TYPES)[number];

// ---------------------------------------------------------------------------
// State

export interface PoolEntry {
  k: TokenKey;
  n: number;
}

export interface SkillRow {
  skill: SkillKey;
  level: Level;
  /** Where it comes from: blank for the card itself, else a gear card or an effect. */
  from: string;
}

export interface CrewRow {
  name: string;
  skills: SkillRow[];
  /** Jack-of-all-Trades declarations: '' while not chosen. */
  jack: string[];
}

export interface ShipRow {
  name: string;
  caps: CapabilityKey[];
}

/**
 * A token requirement may name the token the captain discards for it (its id in
 * the pool); left out, the check chooses.
 */
export type SimpleReqRow =
  | { kind: 'token'; spec: TokenKey; pin?: string }
  | { kind: 'choice'; options: TokenKey[]; pin?: string }
  | { kind: 'jettison'; cardType: CardTypeKey | ''; trait: string }
  | { kind: 'expense'; amount: string }
  | { kind: 'control'; cardType: CardTypeKey | ''; trait: string };
/** An elective requirement may name the option the captain takes (its index, from 0). */
export type ReqRow = SimpleReqRow | { kind: 'elective'; options: SimpleReqRow[]; pick?: number };
export type ReqKind = ReqRow['kind'];

export interface SubplotRow {
  name: string;
  vp: string;
  /** Whether the captain tries it. */
  on: boolean;
  reqs: ReqRow[];
}

export interface CardRow {
  name: string;
  reqs: ReqRow[];
  subplots: SubplotRow[];
}

export interface ContractRow extends CardRow {
  vp: string;
}

export interface ControlledRow {
  name: string;
  type: CardTypeKey;
  /** Comma-separated traits, as typed. */
  traits: string;
}

export type AdditionWhen = 'start' | 'subplots';
export interface AdditionRow {
  name: string;
  token: TokenKey;
  /** Before everything, or after the contract and before its subplots (Consultant Call). */
  when: AdditionWhen;
}

export type PoolMode = 'tokens' | 'collect';

export interface ResolveState {
  captain: string;
  mode: PoolMode;
  pool: PoolEntry[];
  ship: ShipRow;
  crew: CrewRow[];
  additions: AdditionRow[];
  cards: ControlledRow[];
  complications: CardRow[];
  contract: ContractRow | null;
  /** Whether stage 3 is tried after the complications (Kirk's example stops after stage 2). */
  stage3: boolean;
  /** Other captains who also complete the same contract, as typed. */
  rivals: string;
  /** The Rules Reference edition cited, or both side by side; left out for the later edition (`edition/ui.tsx`). */
  edition?: 'earlier' | 'compare';
}

/**
 * The form's limits: the engine's own (`engine/ccg/limits.ts`), so a field,
 * the link reader (`link.ts`) and the engine's reader refuse at one number.
 */
export const LIMITS = {
  /** A name typed in the form (a captain, a card, a subplot, a trait, where a skill comes from). */
  name: TEXT_LIMITS.name,
  /** The traits of a card, typed in one field. */
  traits: TEXT_LIMITS.traits,
  /** A number typed as text (Victory Points, Credits, other captains). */
  number: TEXT_LIMITS.number,
  poolKinds: TOKEN_KEYS.length,
  perKind: RESOLUTION_LIMITS.tokensPerKind,
  caps: RESOLUTION_LIMITS.capabilities,
  crew: RESOLUTION_LIMITS.crew,
  skills: RESOLUTION_LIMITS.skills,
  jack: RESOLUTION_LIMITS.jackPicks,
  additions: RESOLUTION_LIMITS.additions,
  cards: RESOLUTION_LIMITS.cards,
  complications: RESOLUTION_LIMITS.complications,
  subplots: RESOLUTION_LIMITS.subplots,
  reqs: RESOLUTION_LIMITS.requirements,
  options: RESOLUTION_LIMITS.options,
  tokenId: TEXT_LIMITS.id,
  vp: RESOLUTION_LIMITS.vp,
  expense: RESOLUTION_LIMITS.expense,
  rivals: RESOLUTION_LIMITS.rivals,
} as const;

export function cleanState(): ResolveState {
  return {
    captain: 'Jamison',
    mode: 'tokens',
    pool: [],
    ship: { name: 'Ship', caps: [] },
    crew: [],
    additions: [],
    cards: [],
    complications: [],
    contract: null,
    stage3: true,
    rivals: '0',
  };
}

export const newSubplot = (): SubplotRow => ({ name: 'Subplot', vp: '1', on: true, reqs: [] });
export const newComplication = (): CardRow => ({ name: 'Complication', reqs: [], subplots: [] });
export const newContract = (): ContractRow => ({ name: 'Contract', vp: '2', reqs: [], subplots: [] });

export function newRequirement(kind: ReqKind): ReqRow {
  switch (kind) {
    case 'token':
      return { kind, spec: 'cargo' };
    case 'choice':
      return { kind, options: ['admin:trained', 'social:trained'] };
    case 'jettison':
      return { kind, cardType: 'crew', trait: '' };
    case 'expense':
      return { kind, amount: '1' };
    case 'control':
      return { kind, cardType: 'crew', trait: '' };
    case 'elective':
      return { kind, options: [{ kind: 'token', spec: 'cargo' }, { kind: 'expense', amount: '1' }] };
  }
}

/**
 * How many fields the adventure cards of a situation take: a requirement, and each option of a choice or an elective.
 * (Here, not with the card editor, so the tool's first code can tell whether to fold without loading the editor.)
 */
export function cardFields(cards: readonly CardRow[]): number {
  const ofReqs = (reqs: readonly ReqRow[]) => reqs.reduce((n, r) => n + 1 + (r.kind === 'choice' || r.kind === 'elective' ? r.options.length : 0), 0);
  return cards.reduce((n, c) => n + ofReqs(c.reqs) + c.subplots.reduce((m, s) => m + 2 + ofReqs(s.reqs), 0), 0);
}

/** Above this many fields, a situation opens with its cards folded. */
export const FOLD_ABOVE = 40;

/** Whether a situation that arrives whole (a link, an example, Reset) opens with its cards folded. */
export const foldsCards = (s: ResolveState): boolean => cardFields([...s.complications, ...(s.contract ? [s.contract] : [])]) > FOLD_ABOVE;

/** Every token the captain has named for a requirement. */
export function pinsOf(s: ResolveState): Set<string> {
  const out = new Set<string>();
  const visit = (reqs: ResolveState['complications'][number]['reqs']) => {
    for (const r of reqs) if (r.kind !== 'elective' && 'pin' in r && r.pin !== undefined) out.add(r.pin);
  };
  for (const c of [...s.complications, ...(s.contract ? [s.contract] : [])]) {
    visit(c.reqs);
    for (const sp of c.subplots) visit(sp.reqs);
  }
  return out;
}
