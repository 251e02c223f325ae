/**
 * The trade and treaty checker's questions put to the engine: a Trade
 * Agreement at tier 1 and at tier 2 (`tradeCheck`), a Treaty (`treatyCheck`),
 * and the end-of-turn losses of Revolts and Blockades (`endOfTurnLosses`).
 * The forms as engine input, refusals mapped back to the forms' fields, the
 * answers as text. Pure; runs in a worker.
 */
import { endOfTurnLosses, TRADE_ROUTE_SHAPES, tradeCheck, treatyCheck } from '../../../engine/ascension/economy/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import { chanceText, type ChanceText } from '../../kit/chance.ts';
import { num, solveAll, type Refusals, type Unchecked } from '../../kit/form.ts';
import { changedReadingsOf, readingsOf, type ChangedReading } from '../shared/readings.ts';
import { TRADE_READINGS, type PanelRef, type TradeState } from './state.ts';

export interface Requirement {
  met: boolean;
  text: string;
  rule: string;
}
export interface FluxText {
  pass: ChanceText;
  target: number;
  dice: number;
}
export interface TierAnswer {
  tier: 1 | 2;
  open: boolean;
  requirements: Requirement[];
  flux: FluxText | null;
  trace: TraceStep[];
}
export interface TreatyAnswer {
  power: number;
  tradePower: number;
  eligible: boolean;
  requirements: Requirement[];
  flux: FluxText | null;
  trace: TraceStep[];
}
export interface LossAnswer {
  losses: { cause: 'revolt' | 'blockade'; panel: string; from: number; to: number; returnedTo: 'you' | 'opponent' | null }[];
  needsPick: { cause: 'revolt' | 'blockade'; candidates: { ref: PanelRef; name: string }[] } | null;
  trace: TraceStep[];
}

type Ok =
  | { ok: true; tab: 'trade'; tiers: [TierAnswer, TierAnswer] }
  | { ok: true; tab: 'treaty'; treaty: TreatyAnswer }
  | { ok: true; tab: 'losses'; losses: LossAnswer };
export type TradeAnswer = (Ok | Unchecked) & { readings: ChangedReading[] };

const fluxText = (f: { pass: import('../../../engine/core/dice/index.ts').Fraction; target: { used: number }; dice: number } | null): FluxText | null =>
  f ? { pass: chanceText(f.pass), target: f.target.used, dice: f.dice } : null;

function roller(s: TradeState): unknown {
  return s.roller === 'asset' ? { kind: 'asset', dice: num(s.dice) } : { kind: 'embassy', level: num(s.level), cultural: s.cultural };
}
const cleanRoller = (s: TradeState) => (s.roller === 'asset' ? { kind: 'asset', dice: 1 } : { kind: 'embassy', level: 0, cultural: false });
const owner = (o: string) => (o === 'none' ? null : o);

export function tradeInput(s: TradeState, tier: 1 | 2): Record<string, unknown> {
  const shape = TRADE_ROUTE_SHAPES[s.route];
  return {
    route: s.route,
    tier,
    matches: s.matches,
    linked: s.linked,
    presence: s.presence,
    ends: s.ends.slice(0, shape.ends).map((e) => ({ barFace: num(e.barFace), owner: e.owner })),
    systems: s.systems.slice(0, shape.systems).map((x) => ({ societies: num(x.societies), resources: num(x.resources) })),
    roller: roller(s),
    yourTl: num(s.yourTl),
    systemTl: s.noSociety ? null : num(s.systemTl),
    starportLevel: num(s.starportLevel),
    revolt: s.revolt,
    blockade: s.blockade,
  };
}

function trade(s: TradeState, tier: 1 | 2) {
  const readings = readingsOf(s.readings);
  const clean = { ...tradeInput(s, tier), ends: [{ barFace: 0, owner: 'none' }], systems: [{ societies: 1, resources: 1 }], roller: cleanRoller(s), yourTl: 10, systemTl: 10, starportLevel: 0 };
  return solveAll((i) => tradeCheck(i, readings), tradeInput(s, tier), clean);
}

export function treatyInput(s: TradeState): Record<string, unknown> {
  return {
    worldPanels: s.panels.map((p) => ({ kind: p.kind, barFace: num(p.barFace), owner: owner(p.owner) })),
    outposts: s.outposts.map((o) => ({ kind: o.kind, level: num(o.level), owner: o.owner })),
    revolt: s.panels.some((p) => p.kind === 'society' && p.revolt),
    treaty: s.hasTreaty,
    roller: s.presence ? roller(s) : null,
    yourTl: num(s.yourTl),
    systemTl: s.noSociety ? null : num(s.systemTl),
  };
}

/** Places in the form of the engine's Societies and Resources (the form lists them together). */
function places(s: TradeState) {
  const society = s.panels.flatMap((p, i) => (p.kind === 'society' ? [i] : []));
  const resource = s.panels.flatMap((p, i) => (p.kind === 'resource' ? [i] : []));
  return { society, resource };
}

export function lossInput(s: TradeState): Record<string, unknown> {
  const at = places(s);
  const ref = (i: number): PanelRef => {
    const kind = s.panels[i]!.kind;
    return { kind, index: at[kind].indexOf(i) };
  };
  return {
    societies: at.society.map((i) => ({ barFace: num(s.panels[i]!.barFace), owner: s.panels[i]!.owner, revolt: s.panels[i]!.revolt })),
    resources: at.resource.map((i) => ({ barFace: num(s.panels[i]!.barFace), owner: s.panels[i]!.owner })),
    outposts: s.outposts.map((o) => ({ kind: o.kind, level: num(o.level), owner: o.owner })),
    blockades: s.blockades.filter((i) => i < s.panels.length).map(ref),
    picks: s.picks,
  };
}

/** "World Panel 2 (Society)" for an engine panel reference. */
export function panelName(s: TradeState, r: PanelRef): string {
  if (r.kind === 'outpost') return `Outpost ${r.index + 1} (${s.outposts[r.index]?.kind ?? 'Outpost'})`;
  const i = places(s)[r.kind][r.index] ?? 0;
  return `World Panel ${i + 1} (${r.kind === 'society' ? 'Society' : 'Resource'})`;
}

/** The engine's `societies.1.barFace` is the form's `panels.3.barFace`. */
function formFields(s: TradeState, fields: Refusals): Refusals {
  const at = places(s);
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => {
      const m = /^(societies|resources)\.(\d+)(\..*)?$/.exec(k);
      if (!m) return [k.replace(/^worldPanels\./, 'panels.'), v];
      const list = m[1] === 'societies' ? at.society : at.resource;
      return [`panels.${list[Number(m[2])] ?? 0}${m[3] ?? ''}`, v];
    }),
  );
}

function solve(s: TradeState): Ok | Unchecked {
  const readings = readingsOf(s.readings);
  if (s.tab === 'trade') {
    const tiers = ([1, 2] as const).map((tier) => trade(s, tier));
    const [one, two] = tiers;
    if (!one!.ok) return one!;
    if (!two!.ok) return two!;
    const answer = (tier: 1 | 2, r: typeof one & { ok: true }): TierAnswer => ({ tier, open: r.value.open, requirements: r.value.requirements, flux: fluxText(r.value.flux), trace: r.trace });
    return { ok: true, tab: 'trade', tiers: [answer(1, one as typeof one & { ok: true }), answer(2, two as typeof one & { ok: true })] };
  }
  if (s.tab === 'treaty') {
    const clean = { worldPanels: [{ kind: 'society', barFace: 0, owner: null }], outposts: [{ kind: 'defense', level: 0, owner: 'you' }], roller: s.presence ? cleanRoller(s) : null, yourTl: 10, systemTl: 10 };
    const r = solveAll((i) => treatyCheck(i, readings), treatyInput(s), clean);
    if (!r.ok) return { ...r, fields: formFields(s, r.fields) };
    const v = r.value;
    return { ok: true, tab: 'treaty', treaty: { power: v.power, tradePower: v.tradePower, eligible: v.eligible, requirements: v.requirements, flux: fluxText(v.flux), trace: r.trace } };
  }
  const clean = { societies: [{ barFace: 0, owner: 'none', revolt: false }], resources: [{ barFace: 0, owner: 'none' }], outposts: [{ kind: 'defense', level: 0, owner: 'none' }], blockades: [], picks: [] };
  const r = solveAll((i) => endOfTurnLosses(i, readings), lossInput(s), clean);
  if (!r.ok) return { ...r, fields: formFields(s, r.fields) };
  const v = r.value;
  return {
    ok: true,
    tab: 'losses',
    losses: {
      losses: v.losses.map((l) => ({ cause: l.cause, panel: panelName(s, l.panel), from: l.from, to: l.to, returnedTo: l.returnedTo })),
      needsPick: v.needsPick ? { cause: v.needsPick.cause, candidates: v.needsPick.candidates.map((ref) => ({ ref, name: panelName(s, ref) })) } : null,
      trace: r.trace,
    },
  };
}

export function computeTrade(s: TradeState): TradeAnswer {
  return { ...solve(s), readings: changedReadingsOf(TRADE_READINGS, s.readings) };
}
