/**
 * The space combat resolver's link reader, loaded only when a link holds a
 * state: the setup's fields checked for type and length, each move for its
 * shape and the ships it names. The engine replays the moves when the tool
 * shows the battle, and says where a move the rules refuse stands. Pure.
 */
import { urlSchema } from '../../kit/url-state.ts';
import { Bad, bool, list, oneOf, parsed, record, text } from '../shared/parse.ts';
import { parseChanged } from '../shared/readings.ts';
import { INITIAL, MAX_MOVES, MAX_SHIPS, RATINGS, SPACE_READINGS, type Move, type SpaceState } from './state.ts';

const F = 12;

function move(v: unknown, ships: number, i: number): Move {
  const bad = (): never => {
    throw new Bad(`move ${i + 1} is not one this tool writes`);
  };
  if (!Array.isArray(v) || v.length < 2 || v.length > 14) bad();
  const m = v as unknown[];
  const ship = (x: unknown, none = false) => (Number.isInteger(x) && ((x as number) >= 0 || (none && x === -1)) && (x as number) < ships ? (x as number) : bad());
  const small = (x: unknown, max: number) => (Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max ? (x as number) : bad());
  const flag = (x: unknown) => (x === 0 || x === 1 ? x : bad());
  switch (m[0]) {
    case 'S':
      return m.length === 4 ? ['S', ship(m[1]), ship(m[2], true), flag(m[3])] : bad();
    case 'M':
      return m.length === 3 ? ['M', ship(m[1]), ship(m[2], true)] : bad();
    case 'P':
    case 'B':
      return m.length === 4 ? [m[0], ship(m[1]), ship(m[2], true), small(m[3], 9999)] : bad();
    case 'D':
      return m.length >= 2 ? ['D', ship(m[1]), ...m.slice(2).map((k) => small(k, 99))] : bad();
    case 'I':
      return m.length === 3 ? ['I', ship(m[1]), small(m[2], 9999)] : bad();
    case 'C':
      return m.length === 3 ? ['C', ship(m[1]), flag(m[2])] : bad();
    case 'R':
      return m.length === 3 && ['a', 'd', 'n'].includes(m[1] as string) && ['c', 'f'].includes(m[2] as string) ? ['R', m[1] as string, m[2] as string] : bad();
    case 'W':
      return m.length === 2 && ['a', 'd'].includes(m[1] as string) ? ['W', m[1] as string] : bad();
    case 'T':
      return m.length === 3 && [1, 0, -1].includes(m[2] as number) ? ['T', ship(m[1]), m[2] as number] : bad();
    default:
      return bad();
  }
}

export const parseSpaceState = parsed((raw): SpaceState => {
  const o = record(raw, ['system', 'startRange', 'maxRange', 'blockaded', 'ships', 'moves', 'exact', 'readings'], 'its battle');
  const readings = parseChanged(o.readings, SPACE_READINGS);
  if (!readings.ok) throw new Bad(readings.error.replace(/\.$/, ''));
  const ships = list(o.ships ?? INITIAL.ships, 2, MAX_SHIPS, 'its list of ships', (x) => {
    const r = record(x, ['id', 'side', 'initiative', 'damage', 'disabled', 'r'], 'a ship');
    const rr = record(r.r, RATINGS, 'a ship’s ratings');
    return {
      id: text(r.id, 'a ship’s name', 40),
      side: oneOf(r.side, ['attacker', 'defender'] as const, 'a ship’s side'),
      initiative: text(r.initiative, 'a ship’s Initiative', F),
      damage: text(r.damage, 'a ship’s damage', F, '0'),
      disabled: bool(r.disabled, 'a ship’s Disabled box'),
      r: Object.fromEntries(RATINGS.map((k) => [k, text(rr[k], 'a ship’s ratings', F)])) as SpaceState['ships'][number]['r'],
    };
  });
  const blockaded = list(o.blockaded ?? [], 0, 2, 'its blockades', (x) => oneOf(x, ['attacker', 'defender'] as const, 'a blockaded side'));
  if (new Set(blockaded).size !== blockaded.length) throw new Bad('its blockades are damaged');
  return {
    system: oneOf(o.system, ['smart', 'standard'] as const, 'its combat system', 'smart'),
    startRange: text(o.startRange, 'the starting range', F, INITIAL.startRange),
    maxRange: text(o.maxRange, 'the board’s bands', F, INITIAL.maxRange),
    blockaded,
    ships,
    moves: list(o.moves ?? [], 0, MAX_MOVES, 'its list of moves', (m, i) => move(m, ships.length, i)),
    exact: bool(o.exact, 'the fractions box'),
    readings: readings.value,
  };
});

/** The longest link: eight ships with every field full, then the moves at their longest. */
export const SPACE_URL = urlSchema(parseSpaceState, { maxLength: 60_000, maxDepth: 5 });
