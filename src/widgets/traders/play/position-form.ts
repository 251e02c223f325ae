/**
 * The "start from a position" form as data: what each field holds (text as
 * typed, so nothing typed is lost), the position it describes for the
 * engine, and where each of the engine's refusals goes (its field path,
 * `position.crew.2.power`, to the field on screen). The rules of a position
 * are the engine's (`checkPosition`, run by the game's service); this file
 * only reads the fields. Pure; no DOM.
 */
import { ENCOUNTER_CARDS, ENCOUNTER_KEYS, GOODS_KEYS, OFFICERS, RANKS, WORLDS, type EncounterKey, type GoodsKey, type OfficerPosition, type Position, type PositionPhase, type Rank, type World } from '../../../engine/traders/index.ts';
import { parseWhole, type Parsed } from '../../kit/numbers.ts';
import { parsePrice } from '../shared/price.ts';

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
  hits: '0' | '1' | '2';
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

/** The powers a replacement of a rank can have (t-3-d-iii). */
export const powerOptions = (rank: Rank) => [-1, 0, 1].map((d) => String(OFFICERS[rank].power + d));
export const discardOptions = (card: EncounterKey) => Array.from({ length: ENCOUNTER_CARDS[card].copies + 1 }, (_, i) => String(i));
export const GOODS_OPTIONS = GOODS_KEYS;
export const WORLD_OPTIONS = WORLDS;

/** The largest money a position holds, in MC as typed (below the 73 MC that wins). */
const MONEY_PATTERN = /^(\d{1,2})(?:[.,](\d{0,3}))?\s*(?:mc)?$/i;

function parseMoney(text: string): Parsed<number> {
  const m = MONEY_PATTERN.exec(text.trim());
  if (!m) return { ok: false, error: 'Type the money in MC, such as 1.25 (below 73).' };
  const units = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
  return units < 73_000 ? { ok: true, value: units } : { ok: false, error: 'Money on hand is below 73 MC: 73 MC wins the game.' };
}

export interface Described {
  position: Position;
  /** The rank of each officer in `position.crew`, in order (to place a refusal of `position.crew.2` beside its rank). */
  crewRanks: Rank[];
}

/** The position the fields describe, or the message beside each field that cannot be read. */
export function describe(f: PositionFields): { ok: true; value: Described } | { ok: false; errors: Partial<Record<FieldKey, string>> } {
  const errors: Partial<Record<FieldKey, string>> = {};
  const turn = parseWhole(f.turn, { min: 1, max: 500, label: 'the turn' });
  if (!turn.ok) errors.turn = turn.error;
  const stop = parseWhole(f.stop, { min: 0, max: 1000, label: 'the stop' });
  if (!stop.ok) errors.stop = stop.error;
  const money = parseMoney(f.money);
  if (!money.ok) errors.money = money.error;
  const paid = parsePrice(f.paid);
  if (f.goods !== '' && (!paid.ok || paid.value === null)) errors.paid = paid.ok ? 'Type what the lot cost, in MC.' : paid.error;
  const crew: OfficerPosition[] = [];
  const crewRanks: Rank[] = [];
  for (const rank of RANKS) {
    const c = f.crew[rank];
    if (c.aboard !== 'nobody') {
      crew.push({ rank, status: c.status, ...(c.aboard === 'replacement' ? { replacement: true, power: Number(c.power) } : {}) });
      crewRanks.push(rank);
    }
    if (c.aboard !== 'original' && c.original !== 'dead') {
      crew.push({ rank, status: 'care', careAt: c.original });
      crewRanks.push(rank);
    }
  }
  const discard = ENCOUNTER_KEYS.flatMap((k) => Array.from({ length: Number(f.discard[k]) || 0 }, () => k));
  if (!turn.ok || !stop.ok || !money.ok || errors.paid) return { ok: false, errors };
  const cargo = f.goods === '' ? null : { goods: f.goods, paid: (paid.ok && paid.value) || 0 };
  return { ok: true, value: { position: { phase: f.phase, turn: turn.value, stop: stop.value, money: money.value, cargo, beowulfHits: Number(f.hits), crew, discard }, crewRanks } };
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
