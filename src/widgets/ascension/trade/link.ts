/**
 * The trade and treaty checker's link reader, loaded only when a link holds
 * a state: every field read with the engine's readers, within the limits its
 * fields keep; a Blockade names a panel in the list. Pure.
 */
import { TRADE_ROUTES } from '../../../engine/ascension/economy/index.ts';
import { changedReader, linkReaders, linkSchema, type Reader } from '../shared/link.ts';
import { INITIAL, KINDS, MAX_PANELS, OWNERS, TRADE_READINGS, type TradeState } from './state.ts';

const { typed, pick, box, count, rows, fields, tuple, check } = linkReaders('ascension.a-8-9');
const REACH = ['none', 'system', 'panel'] as const;

const state = fields('The checker', {
  tab: pick('The tab', ['trade', 'treaty', 'losses'] as const, 'trade'),
  route: pick('The route', TRADE_ROUTES, 'within'),
  matches: box('The demand box', true),
  linked: box('The link box', true),
  presence: box('The presence box', true),
  ends: tuple('The linked panels', fields('A linked panel', { barFace: typed('A linked panel’s bar face'), owner: pick('A linked panel’s bar owner', OWNERS) }), 2, INITIAL.ends),
  systems: tuple('The systems', fields('A system', { societies: typed('A system’s Societies'), resources: typed('A system’s Resources') }), 2, INITIAL.systems),
  starportLevel: typed('The Starport level', '0'),
  revolt: pick('The Revolt', REACH, 'none'),
  blockade: pick('The Blockade', REACH, 'none'),
  roller: pick('The roller', ['asset', 'embassy'] as const, 'asset'),
  dice: typed('The dice', INITIAL.dice),
  level: typed('The Embassy level', '0'),
  cultural: box('The Cultural Embassy box'),
  yourTl: typed('Your Tech Level', INITIAL.yourTl),
  systemTl: typed('The system’s Tech Level', INITIAL.systemTl),
  noSociety: box('The no-Society box'),
  panels: rows(
    'The World Panels',
    fields('A World Panel', { kind: pick('A World Panel’s kind', ['society', 'resource'] as const), barFace: typed('A World Panel’s bar face'), owner: pick('A World Panel’s bar owner', OWNERS), revolt: box('A World Panel’s Revolt box') }),
    0,
    MAX_PANELS,
    INITIAL.panels,
  ),
  outposts: rows('The Outposts', fields('An Outpost', { kind: pick('An Outpost’s kind', KINDS), level: typed('An Outpost’s level'), owner: pick('An Outpost’s owner', OWNERS) }), 0, MAX_PANELS, []),
  hasTreaty: box('The Treaty box'),
  blockades: rows('The Blockades', count('A blockaded panel', 0, MAX_PANELS - 1), 0, MAX_PANELS, []),
  picks: rows('The picks', fields('A pick', { kind: pick('A pick’s kind', ['society', 'resource', 'outpost'] as const), index: count('A pick’s panel', 0, MAX_PANELS - 1) }), 0, 24, []),
  exact: box('The fractions box'),
  readings: changedReader(TRADE_READINGS),
}) as Reader<TradeState>;

export const TRADE_READER = check(
  check(state, (s) => s.panels.length + s.outposts.length <= MAX_PANELS, `The World Panels and Outposts are more than a system’s ${MAX_PANELS} slots.`),
  (s) => s.blockades.every((b) => b < s.panels.length),
  'A Blockade names a World Panel that is not in the list.',
);

export const TRADE_URL = linkSchema(TRADE_READER, 8000, 4);
