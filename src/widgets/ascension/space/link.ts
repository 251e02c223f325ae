/**
 * The space combat resolver's link reader, loaded only when a link holds a
 * state: the setup's fields read with the engine's readers, within the
 * limits its fields keep, and each move in the short form this tool writes,
 * naming ships of the list. The engine replays the moves when the tool shows
 * the battle, and says where a move the rules refuse stands. Pure.
 */
import { changedReader, choice, linkReaders, linkSchema, refuse, tuple, type Reader } from '../shared/link.ts';
import { INITIAL, MAX_DAMAGE, MAX_KILLS, MAX_MOVES, MAX_SHIPS, NAME_MAX, RATINGS, SPACE_READINGS, type Move, type SpaceState } from './state.ts';

const RULE = 'ascension.a-9-1';
const { typed, words, pick, box, count, rows, fields, check } = linkReaders(RULE);

const ship = count('A ship of a result', 0, MAX_SHIPS - 1);
const target = count('A result’s target', -1, MAX_SHIPS - 1);
const yes = choice('A result’s outcome', [0, 1] as const, RULE);
const damage = count('The damage of a result', 0, MAX_DAMAGE);
const kills = count('The missiles killed', 0, MAX_KILLS);
const tag = <T extends string>(...t: T[]) => choice('A result’s kind', t, RULE);
const code = <T extends unknown[]>(items: { [K in keyof T]: Reader<T[K]> }) => tuple<T>('A result', items, RULE) as unknown as Reader<Move>;

/** Each kind of result, by its first letter (see `Move` in state.ts). */
const MOVES: Readonly<Record<string, Reader<Move>>> = {
  S: code([tag('S'), ship, target, yes]),
  M: code([tag('M'), ship, target]),
  P: code([tag('P'), ship, target, damage]),
  B: code([tag('B'), ship, target, damage]),
  I: code([tag('I'), ship, damage]),
  C: code([tag('C'), ship, yes]),
  R: code([tag('R'), choice('The Range winner', ['a', 'd', 'n'] as const, RULE), choice('The Range move', ['c', 'f'] as const, RULE)]),
  W: code([tag('W'), choice('The side withdrawing', ['a', 'd'] as const, RULE)]),
  T: code([tag('T'), ship, choice('The Stealth outcome', [1, 0, -1] as const, RULE)]),
  // Point Defense: the ship, then the missiles killed of each volley coming in.
  D: (v, path) => {
    if (!Array.isArray(v) || v.length < 2 || v.length > 14) return refuse('A Point Defense result must be a list of 2 to 14.', RULE, path);
    const head = code([tag('D'), ship])(v.slice(0, 2), path);
    if (!head.ok) return head;
    for (let i = 2; i < v.length; i++) {
      const r = kills(v[i], path === '' ? String(i) : `${path}.${i}`);
      if (!r.ok) return r;
    }
    return { ok: true, value: v as Move, trace: [] };
  },
};

const move: Reader<Move> = (v, path) => {
  const read = Array.isArray(v) && typeof v[0] === 'string' ? MOVES[v[0]] : undefined;
  return read ? read(v, path) : refuse('A result is not one this tool writes.', RULE, path);
};

/** The places of the ships a result names (a target of -1 is none). */
const shipsOf = (m: Move): number[] => {
  const kind = String(m[0]);
  const named = 'SMPB'.includes(kind) ? [m[1], m[2]] : 'DICT'.includes(kind) ? [m[1]] : [];
  return (named as number[]).filter((i) => i >= 0);
};

const state = fields('The battle', {
  system: pick('The combat system', ['smart', 'standard'] as const, 'smart'),
  startRange: typed('The starting range', INITIAL.startRange),
  maxRange: typed('The board’s bands', INITIAL.maxRange),
  blockaded: check(rows('The blockades', pick('A blockaded side', ['attacker', 'defender'] as const), 0, 2, []), (b) => new Set(b).size === b.length, 'A side is blockaded twice.'),
  ships: rows(
    'The ships',
    fields('A ship', {
      id: words('A ship’s name', NAME_MAX),
      side: pick('A ship’s side', ['attacker', 'defender'] as const),
      initiative: typed('A ship’s Initiative'),
      damage: typed('A ship’s damage', '0'),
      disabled: box('A ship’s Disabled box'),
      r: fields('A ship’s ratings', Object.fromEntries(RATINGS.map((k) => [k, typed(`A ship’s ${k}`)]))),
    }),
    2,
    MAX_SHIPS,
    INITIAL.ships,
  ),
  moves: rows('The results', move, 0, MAX_MOVES, []),
  exact: box('The fractions box'),
  readings: changedReader(SPACE_READINGS),
}) as Reader<SpaceState>;

export const SPACE_READER = check(state, (s) => s.moves.every((m) => shipsOf(m).every((i) => i < s.ships.length)), 'A result names a ship that is not in the list.');

/** The longest link: eight ships with every field full, then the moves at their longest. */
export const SPACE_URL = linkSchema(SPACE_READER, 60_000, 5);
