/**
 * A described position as a short text for links: seven parts joined by `_`,
 * numbers in base 36.
 *
 *     s3_4_1kw_1_a1jk_0a4o1a3o2c2ov3d1o_20000000
 *     │  │ │   │ │    │                └ the discard: cards of each Encounter name, in deck-list order (empty: none)
 *     │  │ │   │ │    └ the crew: rank (0-3), status (a active, r recuperating, c care, d dead),
 *     │  │ │   │ │      power + 1 (0-5), o original or n replacement, and for care the world (s-z: Regina to Alell)
 *     │  │ │   │ └ the cargo: goods (0-a, merchandise order) then the price paid; "-" for none
 *     │  │ │   └ hits on the Beowulf
 *     │  │ └ money on hand, in units of 1,000 Cr
 *     │  └ the stop
 *     └ the step (b buy, p port, s sell) and the turn
 *
 * Reading checks the shape only; the rules of the position are checked by
 * `checkPosition`. Never throws; sizes are capped by the pattern.
 */
import { err, ok, type TradersResult } from '../rules/index.ts';
import { ENCOUNTER_KEYS, GOODS_KEYS, OFFICERS, RANKS, WORLDS, type EncounterKey } from '../tables/index.ts';
import { POSITION_PHASES, POSITION_STATUSES, type OfficerPosition, type Position } from './types.ts';

const PHASE_LETTERS = ['b', 'p', 's'] as const;
const STATUS_LETTERS = ['a', 'r', 'c', 'd'] as const;

/** The whole code: anything else is refused before it is taken apart. */
const CODE = /^[bps][0-9a-z]{1,2}_[0-9a-z]{1,3}_[0-9a-z]{1,4}_[0-2]_(-|[0-9a][0-9a-z]{1,4})_((?:[0-3][arcd][0-5][on][s-z]?){1,8})_([0-4]{8})?$/;
const OFFICER = /([0-3])([arcd])([0-5])([on])([s-z]?)/g;
/** The letters that name the worlds where an officer waits in care, in the order of WORLDS. */
const WORLD_LETTERS = 'stuvwxyz';

/** The position as its code (the parts a position leaves out are written at their defaults). */
export function encodePosition(p: Position): string {
  const b36 = (n: number) => n.toString(36);
  const cargo = p.cargo ? `${GOODS_KEYS.indexOf(p.cargo.goods).toString(36)}${b36(p.cargo.paid)}` : '-';
  const crew = p.crew
    .map((o) => `${RANKS.indexOf(o.rank)}${STATUS_LETTERS[POSITION_STATUSES.indexOf(o.status)]}${(o.power ?? OFFICERS[o.rank].power) + 1}${o.replacement ? 'n' : 'o'}${o.careAt ? WORLD_LETTERS.charAt(WORLDS.indexOf(o.careAt)) : ''}`)
    .join('');
  const discard = p.discard && p.discard.length > 0 ? ENCOUNTER_KEYS.map((k) => p.discard!.filter((c) => c === k).length).join('') : '';
  return [`${PHASE_LETTERS[POSITION_PHASES.indexOf(p.phase)]}${b36(p.turn)}`, b36(p.stop), b36(p.money), String(p.beowulfHits ?? 0), cargo, crew, discard].join('_');
}

/** A position from its code, in shape only (the rules are `checkPosition`'s); the refusal says what is wrong with the text. */
export function decodePosition(text: unknown): TradersResult<Position> {
  if (typeof text !== 'string' || !CODE.test(text)) return err('This is not a described position (it may have been cut short when it was copied).', 'traders.t-0-turn', 'position');
  const [head, stop, money, hits, cargo, crew, discard] = text.split('_') as [string, string, string, string, string, string, string];
  const n = (s: string) => parseInt(s, 36);
  // The pattern lets through only the eleven goods (0 to a).
  const goods = cargo === '-' ? undefined : GOODS_KEYS[n(cargo.charAt(0))];
  const officers: OfficerPosition[] = [...crew.matchAll(OFFICER)].map((m) => ({
    rank: RANKS[Number(m[1])]!,
    status: POSITION_STATUSES[STATUS_LETTERS.indexOf(m[2] as (typeof STATUS_LETTERS)[number])]!,
    power: Number(m[3]) - 1,
    replacement: m[4] === 'n',
    ...(m[5] ? { careAt: WORLDS[WORLD_LETTERS.indexOf(m[5])]! } : {}),
  }));
  const cards: EncounterKey[] = discard === '' ? [] : ENCOUNTER_KEYS.flatMap((k, i) => Array.from({ length: Number(discard.charAt(i)) }, () => k));
  return ok({
    phase: POSITION_PHASES[PHASE_LETTERS.indexOf(head.charAt(0) as (typeof PHASE_LETTERS)[number])]!,
    turn: n(head.slice(1)),
    stop: n(stop),
    money: n(money),
    beowulfHits: Number(hits),
    cargo: goods ? { goods, paid: n(cargo.slice(1)) } : null,
    crew: officers,
    discard: cards,
  });
}
