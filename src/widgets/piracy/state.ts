/**
 * The piracy tool's state (what is in the URL): every number is kept as the
 * text typed, so nothing typed is lost. The link reader is `link.ts`; reading
 * the text into engine input is `reading.ts` (and `enemy.ts`). Pure; no DOM.
 */
import type { PermanentType } from '../../engine/ccg/piracy/index.ts';
import { TEXT_LIMITS } from '../../engine/ccg/index.ts';
import { DAMAGE_LIMITS } from '../../engine/ccg/piracy/index.ts';

/**
 * The card types a captain controls in play: the engine's PERMANENT_TYPES,
 * repeated here so the page does not load the engine module before the fight
 * is worked out (a unit test keeps the two lists equal).
 */
export const CARD_TYPES: readonly PermanentType[] = ['ship', 'crew', 'gear', 'upgrade', 'connection'];

export type CondKind = 'always' | 'lower-initiative' | 'higher-initiative' | 'controls' | 'opponent-controls';
export const COND_KINDS: readonly CondKind[] = ['always', 'lower-initiative', 'higher-initiative', 'controls', 'opponent-controls'];

export interface ModRow {
  source: string;
  amount: string;
  when: CondKind;
  /** For the "controls" conditions: a card type ('' for any type) and/or a trait. */
  cardType: PermanentType | '';
  trait: string;
  /** The amount when the condition is not met ('' for nothing). */
  otherwise: string;
  /** Id of this side's upgrade that gives the modifier ('' for none). */
  card: string;
}

export interface CardRow {
  name: string;
  type: PermanentType;
  /** Traits, separated by commas. */
  traits: string;
}

export interface UpgradeRow {
  id: string;
  name: string;
  capacity: string;
  damage: string;
  /** Hardened (X) ('' for none). */
  hardened: string;
  /** Countermeasure traits, separated by commas. */
  countermeasure: string;
  traits: string;
}

export interface CriticalRow {
  from: string;
  value: string;
  traits: string;
}

export interface TriggerRow {
  source: string;
  text: string;
  replenish: boolean;
}

export interface SideState {
  name: string;
  ship: string;
  attack: string;
  defense: string;
  initiative: string;
  atk: ModRow[];
  def: ModRow[];
  cards: CardRow[];
  upgrades: UpgradeRow[];
  critical: CriticalRow[];
  triggers: TriggerRow[];
  /** Infamy tokens: for the attacker, before declaring as a pirate; for the defender, held now. */
  infamy: string;
  /** Defender only: did this captain conduct a piracy action of their own this round? */
  pirated: boolean;
}

export interface AssignState {
  /** Points on each upgrade of the side that is hit, by upgrade id ('' = 0). */
  points: Record<string, string>;
  /** Points on expense; '' puts the rest there. */
  expense: string;
}

export interface EnemyState {
  name: string;
  attack: string;
  defense: string;
  initiative: string;
  structure: string;
  damage: string;
  /** Round of the fight, counted by the "next round" button. */
  round: number;
}

export type Mode = 'piracy' | 'enemy';
export type Role = 'attacker' | 'defender';

export interface PiracyState {
  mode: Mode;
  /** The preset the situation was loaded from ('' for none). */
  preset: string;
  attacker: SideState;
  defender: SideState;
  attack: AssignState;
  returnFire: AssignState;
  /** Enemy-ship mode: the captain's role and the enemy. The captain's side is `attacker`. */
  role: Role;
  enemy: EnemyState;
  /** The Rules Reference edition cited, or both side by side; left out for the later edition (`edition/ui.tsx`). */
  edition?: 'earlier' | 'compare';
}

// ---------------------------------------------------------------- limits

export const MAX_TEXT = 200;
/** A name typed (a captain, a ship, a card, a source) and a trait: the engine's own limit, so the field keeps no more than the engine reads. */
export const MAX_NAME = TEXT_LIMITS.name;
/** Traits typed in one field, separated by commas: the engine's limit for such a text (`readTraits`, which splits it with `splitTraits`). */
export const MAX_TRAITS = TEXT_LIMITS.traits;
/** What a card does on a successful attack, in a few words: the engine's limit. */
export const MAX_EFFECT = TEXT_LIMITS.effect;
/** Rows of one list (modifiers, cards, upgrades, Critical, effects) and entries of one assignment: the engine's limit for a list. */
export const MAX_ROWS = DAMAGE_LIMITS.rows;
export const MAX_ROUND = 999;
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

// ---------------------------------------------------------------- clean state

export function blankMod(): ModRow {
  return { source: '', amount: '', when: 'always', cardType: '', trait: '', otherwise: '', card: '' };
}
export function blankCard(): CardRow {
  return { name: '', type: 'crew', traits: '' };
}
export function blankUpgrade(id: string): UpgradeRow {
  return { id, name: '', capacity: '1', damage: '0', hardened: '', countermeasure: '', traits: '' };
}
export function blankCritical(): CriticalRow {
  return { from: '', value: '1', traits: '' };
}
export function blankTrigger(): TriggerRow {
  return { source: '', text: '', replenish: false };
}

function blankSide(name: string, ship: string): SideState {
  return { name, ship, attack: '0', defense: '0', initiative: '0', atk: [], def: [], cards: [], upgrades: [], critical: [], triggers: [], infamy: '0', pirated: false };
}

export function blankEnemy(): EnemyState {
  return { name: 'Enemy ship', attack: '', defense: '', initiative: '', structure: '', damage: '0', round: 1 };
}

export function cleanState(): PiracyState {
  return {
    mode: 'piracy',
    preset: '',
    attacker: blankSide('Pirate', 'Pirate ship'),
    defender: blankSide('Defender', 'Target ship'),
    attack: { points: {}, expense: '' },
    returnFire: { points: {}, expense: '' },
    role: 'attacker',
    enemy: blankEnemy(),
  };
}

/** A new upgrade id not used on either side. */
export function freshUpgradeId(state: PiracyState): string {
  const used = new Set([...state.attacker.upgrades, ...state.defender.upgrades].map((u) => u.id));
  let n = used.size + 1;
  while (used.has(`u${n}`)) n += 1;
  return `u${n}`;
}
