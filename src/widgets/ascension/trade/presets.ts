/**
 * The checker's examples. The rulebook works no trade or Treaty through in
 * numbers, so these are ours, each labelled so; the Treaty ones are the
 * figures our tests check (bars 1 and 2 against a level-2 Factory: Power 4
 * against Trade power 3, enough only under the "at least" reading).
 */
import { INITIAL, type TradeState } from './state.ts';

export interface TradeExample {
  id: string;
  label: string;
  source: string;
  state: TradeState;
}

const at = (patch: Partial<TradeState>): TradeState => ({ ...INITIAL, ...patch });

export const TRADE_EXAMPLES: readonly TradeExample[] = [
  {
    id: 'within',
    label: 'Trade within a system',
    source: 'Our example: a system of one Society and two Resources, a Diplomat with two Trade dice at equal Tech Levels; neither panel carries a bar yet.',
    state: INITIAL,
  },
  {
    id: 'between',
    label: 'Trade between two systems',
    source: 'Our example: 3 + 2 World Panels, a TL 9 Diplomat with two dice against a TL 11 system.',
    state: at({ route: 'between', systems: [{ societies: '2', resources: '1' }, { societies: '1', resources: '1' }], yourTl: '9', systemTl: '11' }),
  },
  {
    id: 'tier2',
    label: 'Tier 2 at a level-0 Starport',
    source: 'Our example: your tier-1 bar on the World Panel, traded up through a Starport that is not powered: tier 2 needs a Starport of level 1 or more.',
    state: at({ route: 'starport', ends: [{ barFace: '1', owner: 'you' }, { barFace: '0', owner: 'none' }], starportLevel: '0' }),
  },
  {
    id: 'treaty-at-least',
    label: 'Treaty: bars 1 and 2, Factory 2',
    source: 'Our example: bars of 1 and 2 on the two World Panels (Trade power 3) against your Factory at level 2 (Power 4); a Diplomat rolls one Treaty die.',
    state: at({
      tab: 'treaty',
      dice: '1',
      panels: [
        { kind: 'society', barFace: '1', owner: 'you', revolt: false },
        { kind: 'resource', barFace: '2', owner: 'opponent', revolt: false },
      ],
      outposts: [{ kind: 'factory', level: '2', owner: 'you' }],
    }),
  },
  {
    id: 'treaty-embassy',
    label: 'Treaty by an Embassy',
    source: 'Our example: bars of 1, 2 and 1 (Trade power 4) matched by a Factory at level 2; an Embassy at level 2 attempts the Treaty with one die.',
    state: at({ tab: 'treaty', roller: 'embassy', level: '2' }),
  },
  {
    id: 'revolt',
    label: 'A Revolt at the end of the turn',
    source: 'Our example: the Society carrying your bar of 1 revolts; the bar goes, and it returns to your supply.',
    state: at({
      tab: 'losses',
      panels: [
        { kind: 'society', barFace: '1', owner: 'you', revolt: true },
        { kind: 'society', barFace: '2', owner: 'opponent', revolt: false },
        { kind: 'resource', barFace: '1', owner: 'you', revolt: false },
      ],
    }),
  },
  {
    id: 'blockade',
    label: 'A Blockade on a bare panel',
    source: 'Our example: a ship blockades a Resource without a bar, so the loss falls on another World Panel and you pick which.',
    state: at({
      tab: 'losses',
      panels: [
        { kind: 'society', barFace: '2', owner: 'you', revolt: false },
        { kind: 'resource', barFace: '0', owner: 'none', revolt: false },
        { kind: 'resource', barFace: '1', owner: 'opponent', revolt: false },
      ],
      blockades: [1],
    }),
  },
];
