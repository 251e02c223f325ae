/** The Budget and victory calculator's link reader: every field read with the engine's readers, within the limits its fields keep. Pure. */
import { changedReader, linkReaders, linkSchema, type Reader } from '../shared/link.ts';
import { BUDGET_READINGS, HELD_MAX, INITIAL, MAX_BARS, MAX_SYSTEMS, NAME_MAX, UNDER, type BarRow, type BudgetState, type PlayerRow } from './state.ts';

const { typed, words, pick, box, rows, fields, tuple } = linkReaders('ascension.a-5-0');

const bar: Reader<BarRow> = fields('A bar', { face: pick('A bar’s face', ['1', '2'] as const), under: pick('A bar’s place', UNDER), smuggled: box('A bar’s smuggling box') });

const player: Reader<PlayerRow> = fields('A player', {
  name: words('A player’s name', NAME_MAX),
  tls: tuple('A player’s Tech Levels', typed('A Tech Level'), 3),
  systems: rows('A player’s systems', fields('A system', { treaty: box('A system’s Treaty box'), bars: rows('A system’s bars', bar, 0, MAX_BARS, []) }), 0, MAX_SYSTEMS, []),
}) as Reader<PlayerRow>;

export const BUDGET_READER = fields('The calculator', {
  tab: pick('The tab', ['budget', 'victory'] as const, 'budget'),
  panels: tuple('The panel Budgets', typed('A panel Budget'), 3, INITIAL.panels),
  bars: rows('The bars', bar, 0, MAX_BARS, []),
  agents: typed('The smuggling Agents', '0'),
  held: words('The card costs', HELD_MAX, ''),
  buying: typed('The card to buy', ''),
  players: tuple('The players', player, 2, INITIAL.players),
  readings: changedReader(BUDGET_READINGS),
}) as Reader<BudgetState>;

/**
 * Depth 7: state → players → a player → systems → a system → bars → a bar. The
 * length limit holds the longest state the reader accepts (two players with
 * every list full come to about 63,000 characters; the link round-trip property
 * test checks it).
 */
export const BUDGET_URL = linkSchema(BUDGET_READER, 100_000, 8);
