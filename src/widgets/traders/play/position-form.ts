/**
 * The "start from a position" form as data: what each field holds (text as
 * typed, so nothing typed is lost), the position it describes for the
 * engine, and where each of the engine's refusals goes (its field path,
 * `position.crew.2.power`, to the field on screen). The rules of a position
 * are the engine's (`checkPosition`, run by the game's service); this file
 * only reads the fields. Pure; no DOM.
 */
import { ENCOUNTER_CARDS, ENCOUNTER_KEYS, GOODS_KEYS, HITS_TO_DESTROY, OFFICERS, RANKS, replacementPowers, WORLDS, type EncounterKey, type GoodsKey, type PositionPhase, type Rank, type World } from '../../../engine/traders/index.ts';
import { readMoneyOnHandText, readPriceText } from '../../../engine/traders/input/index.ts';
import { num } from '../../kit/form.ts';
import type { FieldProblem } from '../../kit/fields.tsx';

export interface RankFields {
  /** Who holds the rank aboard. */
  aboard: 'original' | 'replacement' | 'nobody';
  /** The one aboard: on his feet, or recuperating after first aid. */
  status: 'active' | 'recuperating';
  /** A replacement's power, as the select holds it. */
  power: string;
  /** The original, when he is not aboard: dead (or gone for good), or waiting in care on a world. */
  original: 'dead' | World;
}

export interface PositionFields {
  phase: PositionPhase;
  turn: string;
  stop: string;
  money: string;
  goods: GoodsKey | '';
  paid: string;
  /** Hits on the Beowulf, as the select holds them (0 up to one short of destroyed). */
  hits: string;
  crew: Record<Rank, RankFields>;
  /** Cards of each Encounter name in the discard, as the selects hold them. */
  discard: Record<EncounterKey, string>;
}

/** The fields the form shows an error beside. */
export type FieldKey = 'phase' | 'turn' | 'stop' | 'money' | 'goods' | 'paid' | 'hits' | 'crew' | `crew.${Rank}` | 'discard';

export const PHASE_OPTIONS: readonly { value: PositionPhase; label: string }[] = [
  { value: 'buy', label: 'Start of a turn: looking for a Patron to buy from' },
  { value: 'port', label: 'In port after buying: hire, repair, take off' },
  { value: 'sell', label: 'Just landed: looking for a Patron to sell to' },
];

/** The set-up at Regina, described: the form's starting point. */
export const CLEAN_FIELDS: PositionFields = {
  phase: 'buy',
  turn: '1',
  stop: '0',
  money: '0',
  goods: '',
  paid: '',
  hits: '0',
  crew: Object.fromEntries(RANKS.map((r) => [r, { aboard: 'original', status: 'active', power: String(OFFICERS[r].power), original: 'dead' }])) as Record<Rank, RankFields>,
  discard: Object.fromEntries(ENCOUNTER_KEYS.map((k) => [k, '0'])) as Record<EncounterKey, string>,
};

/** The powers a replacement of a rank can have (t-3-d-iii), as the engine's quality table gives them. */
export const powerOptions = (rank: Rank) => replacementPowers(rank).map(String);
/** The hits the Beowulf can carry and fly on: 0 up to one short of the hits that destroy it (t-4-e). */
export const HITS_OPTIONS = Array.from({ length: HITS_TO_DESTROY }, (_, i) => String(i));
export const discardOptions = (card: EncounterKey) => Array.from({ length: ENCOUNTER_CARDS[card].copies + 1 }, (_, i) => String(i));
export const GOODS_OPTIONS = GOODS_KEYS;
export const WORLD_OPTIONS = WORLDS;

export interface Described {
  /**
   * The position as the fields hold it, for the engine to read (`checkPosition`):
   * the turn and the stop as typed, the money and the price read from MC.
   */
  position: unknown;
  /** The rank of each officer in `position.crew`, in order (to place a refusal of `position.crew.2` beside its rank). */
  crewRanks: Rank[];
}

/**
 * The position the fields describe, or the message beside each field that
 * cannot be read as MC (the money, the price paid). Everything else, the
 * limits included, is the engine's to check: its refusal, with its rule,
 * goes beside the field `fieldOf` names.
 */
export function describe(f: PositionFields): { ok: true; value: Described } | { ok: false; errors: Partial<Record<FieldKey, FieldProblem>> } {
  const errors: Partial<Record<FieldKey, FieldProblem>> = {};
  const money = readMoneyOnHandText(f.money);
  if (!money.ok) errors.money = money;
  const paid = readPriceText(f.paid);
  if (f.goods !== '' && paid.ok && paid.value === null) errors.paid = 'Type what the lot cost, in MC.';
  if (f.goods !== '' && !paid.ok) errors.paid = paid;
  const crew: Record<string, unknown>[] = [];
  const crewRanks: Rank[] = [];
  for (const rank of RANKS) {
    const c = f.crew[rank];
    if (c.aboard !== 'nobody') {
      crew.push({ rank, status: c.status, ...(c.aboard === 'replacement' ? { replacement: true, power: num(c.power) } : {}) });
      crewRanks.push(rank);
    }
    if (c.aboard !== 'original' && c.original !== 'dead') {
      crew.push({ rank, status: 'care', careAt: c.original });
      crewRanks.push(rank);
    }
  }
  const discard = ENCOUNTER_KEYS.flatMap((k) => Array.from({ length: Number(f.discard[k]) || 0 }, () => k));
  if (!money.ok || errors.paid) return { ok: false, errors };
  const cargo = f.goods === '' ? null : { goods: f.goods, paid: (paid.ok && paid.value) || 0 };
  return { ok: true, value: { position: { phase: f.phase, turn: num(f.turn), stop: num(f.stop), money: money.value, cargo, beowulfHits: num(f.hits), crew, discard }, crewRanks } };
}

/** The field a refusal of the engine goes beside (`position.crew.2.power` → the rank of the third officer listed). */
export function fieldOf(path: string | undefined, crewRanks: readonly Rank[]): FieldKey | null {
  if (!path?.startsWith('position')) return null;
  const parts = path.split('.').slice(1);
  switch (parts[0]) {
    case 'phase':
    case 'turn':
    case 'stop':
    case 'money':
    case 'discard':
      return parts[0];
    case 'beowulfHits':
      return 'hits';
    case 'cargo':
      return parts[1] === 'paid' ? 'paid' : 'goods';
    case 'crew': {
      const rank = parts[1] === undefined ? undefined : crewRanks[Number(parts[1])];
      return rank ? `crew.${rank}` : 'crew';
    }
    default:
      return null;
  }
}
