/** The trade and treaty checker's link reader, loaded only when a link holds a state. Pure. */
import { urlSchema } from '../../kit/url-state.ts';
import { Bad, bool, list, oneOf, parsed, record, text } from '../shared/parse.ts';
import { parseChanged } from '../shared/readings.ts';
import { INITIAL, KINDS, MAX_PANELS, OWNERS, TRADE_READINGS, type TradeState } from './state.ts';

const F = 12;
const REACH = ['none', 'system', 'panel'] as const;

const index = (x: unknown, max: number): number => {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= max) throw new Bad('a panel it names is not there');
  return x as number;
};

export const parseTradeState = parsed((raw): TradeState => {
  const o = record(
    raw,
    ['tab', 'route', 'matches', 'linked', 'presence', 'ends', 'systems', 'starportLevel', 'revolt', 'blockade', 'roller', 'dice', 'level', 'cultural', 'yourTl', 'systemTl', 'noSociety', 'panels', 'outposts', 'hasTreaty', 'blockades', 'picks', 'exact', 'readings'],
    'its checker state',
  );
  const readings = parseChanged(o.readings, TRADE_READINGS);
  if (!readings.ok) throw new Bad(readings.error.replace(/\.$/, ''));
  const panels = list(o.panels ?? INITIAL.panels, 0, MAX_PANELS, 'its World Panels', (x) => {
    const r = record(x, ['kind', 'barFace', 'owner', 'revolt'], 'a World Panel');
    return { kind: oneOf(r.kind, ['society', 'resource'] as const, 'a World Panel'), barFace: text(r.barFace, 'a World Panel', F), owner: oneOf(r.owner, OWNERS, 'a World Panel'), revolt: bool(r.revolt, 'a World Panel') };
  });
  const outposts = list(o.outposts ?? [], 0, MAX_PANELS, 'its Outposts', (x) => {
    const r = record(x, ['kind', 'level', 'owner'], 'an Outpost');
    return { kind: oneOf(r.kind, KINDS, 'an Outpost'), level: text(r.level, 'an Outpost', F), owner: oneOf(r.owner, OWNERS, 'an Outpost') };
  });
  const end = (x: unknown) => {
    const r = record(x, ['barFace', 'owner'], 'a linked panel');
    return { barFace: text(r.barFace, 'a linked panel', F), owner: oneOf(r.owner, OWNERS, 'a linked panel') };
  };
  const count = (x: unknown) => {
    const r = record(x, ['societies', 'resources'], 'a system');
    return { societies: text(r.societies, 'a system', F), resources: text(r.resources, 'a system', F) };
  };
  return {
    tab: oneOf(o.tab, ['trade', 'treaty', 'losses'] as const, 'its tab', 'trade'),
    route: oneOf(o.route, ['within', 'between', 'starport'] as const, 'its route', 'within'),
    matches: bool(o.matches, 'its demand box', true),
    linked: bool(o.linked, 'its link box', true),
    presence: bool(o.presence, 'its presence box', true),
    ends: list(o.ends ?? INITIAL.ends, 2, 2, 'its linked panels', end) as TradeState['ends'],
    systems: list(o.systems ?? INITIAL.systems, 2, 2, 'its systems', count) as TradeState['systems'],
    starportLevel: text(o.starportLevel, 'the Starport level', F, '0'),
    revolt: oneOf(o.revolt, REACH, 'its Revolt', 'none'),
    blockade: oneOf(o.blockade, REACH, 'its Blockade', 'none'),
    roller: oneOf(o.roller, ['asset', 'embassy'] as const, 'its roller', 'asset'),
    dice: text(o.dice, 'the dice', F, INITIAL.dice),
    level: text(o.level, 'the Embassy level', F, '0'),
    cultural: bool(o.cultural, 'the Cultural Embassy box'),
    yourTl: text(o.yourTl, 'your Tech Level', F, INITIAL.yourTl),
    systemTl: text(o.systemTl, 'the system Tech Level', F, INITIAL.systemTl),
    noSociety: bool(o.noSociety, 'the no-Society box'),
    panels,
    outposts,
    hasTreaty: bool(o.hasTreaty, 'the Treaty box'),
    blockades: list(o.blockades ?? [], 0, MAX_PANELS, 'its Blockades', (x) => index(x, panels.length)),
    picks: list(o.picks ?? [], 0, 24, 'its picks', (x) => {
      const r = record(x, ['kind', 'index'], 'a pick');
      return { kind: oneOf(r.kind, ['society', 'resource', 'outpost'] as const, 'a pick'), index: index(r.index, MAX_PANELS) };
    }),
    exact: bool(o.exact, 'the fractions box'),
    readings: readings.value,
  };
});

export const TRADE_URL = urlSchema(parseTradeState, { maxLength: 8000, maxDepth: 4 });
