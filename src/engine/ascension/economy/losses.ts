/**
 * End-of-turn losses in one system (M18): each active Revolt takes 1 from
 * its Society's bar; once that is gone, from another Society, then a
 * Resource, then the Outposts, in that order (AM-20: Trade and Power name
 * the same bar). Each standing Blockade takes 1 Trade: from its own panel
 * first, then from another World Panel of the system (AM-21). A bar brought
 * to nothing returns to its owner. Where several panels qualify, the player
 * picks; the picks come in with the input, and a missing one is asked for.
 */
import { BOUNDS, choice, flag, guarded, list, optional, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { OUTPOST_KINDS } from './outpost-kinds.ts';

const owner = optional(choice('The bar\'s owner', ['you', 'opponent', 'none'] as const, 'ascension.a-4-1'), 'none');
const face = optional(whole('Its bar face (0: no bar)', 0, 2, 'ascension.AM-12'), 0);
const panelRef = shape(
  'A panel',
  { kind: choice('Its kind', ['society', 'resource', 'outpost'] as const, 'ascension.a-2-1'), index: whole('Its number', 0, BOUNDS.panelsPerSystem - 1, 'ascension.a-2-1') },
  'ascension.a-2-1',
);
export type PanelRef = ReaderValue<typeof panelRef>;

const readLosses = shape(
  'A system at the end of the turn',
  {
    societies: list('The Societies', shape('A Society', { barFace: face, owner, revolt: optional(flag('In revolt', 'ascension.a-8-9-revolts'), false) }, 'ascension.a-2-1'), 0, BOUNDS.panelsPerSystem, 'ascension.a-2-1'),
    resources: optional(list('The Resources', shape('A Resource', { barFace: face, owner }, 'ascension.a-2-1'), 0, BOUNDS.panelsPerSystem, 'ascension.a-2-1'), []),
    outposts: optional(
      list('The Outposts', shape('An Outpost', { kind: choice('Its kind', OUTPOST_KINDS, 'ascension.a-4-2-outposts'), level: whole('Its level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts'), owner }, 'ascension.a-4-2'), 0, BOUNDS.panelsPerSystem, 'ascension.a-4-2'),
      [],
    ),
    blockades: optional(list('Blockading ships\' panels', panelRef, 0, BOUNDS.panelsPerSystem, 'ascension.a-8-2'), []),
    picks: optional(list('Your picks, in order', panelRef, 0, 24, 'ascension.AM-20'), []),
  },
  'ascension.a-8-9-revolts',
);
export type LossInput = ReaderValue<typeof readLosses>;

export interface Loss {
  cause: 'revolt' | 'blockade';
  panel: PanelRef;
  from: number;
  to: number;
  /** Whose bar went back to its owner's supply, when it reached nothing. */
  returnedTo: 'you' | 'opponent' | null;
}

export interface LossReport {
  losses: Loss[];
  /** A pick the player still has to make, with the panels that qualify; null when every loss is settled. */
  needsPick: { cause: 'revolt' | 'blockade'; candidates: PanelRef[] } | null;
  /** How many of the picks given were used, in order. */
  picksUsed: number;
}

type Holder = { level: number; owner: 'you' | 'opponent' | 'none' };

export function endOfTurnLosses(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<LossReport> {
  return guarded<LossReport>('ascension.a-8-9-revolts', () => {
    const r = read(readLosses, input);
    return r.ok ? solveLosses(r.value, readings) : r;
  });
}

/** The losses of one system from checked input (the turn tracker builds it from its own state). */
export function solveLosses(v: LossInput, readings: Readings = DEFAULT_READINGS): AscensionResult<LossReport> {
  if (v.societies.length + v.resources.length + v.outposts.length > BOUNDS.panelsPerSystem) return err('A system has six panel slots.', 'ascension.a-2-1', 'outposts');
  const panels: Record<PanelRef['kind'], Holder[]> = {
    society: v.societies.map((s) => ({ level: s.barFace, owner: s.owner })),
    resource: v.resources.map((s) => ({ level: s.barFace, owner: s.owner })),
    outpost: v.outposts.map((o) => ({ level: o.level, owner: o.owner })),
  };
  for (const [i, b] of v.blockades.entries()) {
    if (b.kind === 'outpost' || panels[b.kind][b.index] === undefined) return err('A Blockade sits on a World Panel of the system.', 'ascension.a-8-2', `blockades.${i}`);
  }
  const losses: Loss[] = [];
  const trace: Step[] = [];
  let pick = 0;
  const holderOf = (p: PanelRef): Holder | undefined => panels[p.kind][p.index];
  const take = (cause: Loss['cause'], p: PanelRef): void => {
    const h = holderOf(p)!;
    const from = h.level;
    h.level -= 1;
    const returnedTo = h.level === 0 && h.owner !== 'none' ? h.owner : null;
    losses.push({ cause, panel: p, from, to: h.level, returnedTo });
    trace.push(step(`${cause === 'revolt' ? 'The Revolt' : 'The Blockade'} takes 1 from ${p.kind} ${p.index + 1}: ${from} → ${h.level}${returnedTo ? `; the bar returns to ${returnedTo === 'you' ? 'your' : 'the opponent\'s'} supply` : ''}.`, cause === 'revolt' ? 'ascension.AM-20' : 'ascension.AM-21'));
  };
  const withBars = (kind: PanelRef['kind'], except?: PanelRef): PanelRef[] =>
    panels[kind].flatMap((h, index) => (h.level > 0 && !(except && except.kind === kind && except.index === index) ? [{ kind, index }] : []));
  /** Takes from the first group that has candidates, asking when there are several; false when a pick is missing. */
  const takeFrom = (cause: Loss['cause'], groups: PanelRef[][]): { asked: PanelRef[] | null } => {
    for (const group of groups) {
      if (group.length === 0) continue;
      if (group.length === 1) {
        take(cause, group[0]!);
        return { asked: null };
      }
      const chosen = v.picks[pick];
      const valid = chosen && group.some((g) => g.kind === chosen.kind && g.index === chosen.index);
      if (!valid) return { asked: group };
      pick++;
      take(cause, chosen);
      return { asked: null };
    }
    trace.push(step(`Nothing is left for the ${cause} to take.`, cause === 'revolt' ? 'ascension.a-8-9-revolts' : 'ascension.AM-21'));
    return { asked: null };
  };
  for (const [index, society] of v.societies.entries()) {
    if (!society.revolt) continue;
    const own: PanelRef = { kind: 'society', index };
    const groups = [withBars('society').filter((p) => p.index === index), withBars('society', own), withBars('resource'), withBars('outpost')];
    const { asked } = takeFrom('revolt', groups);
    if (asked) return ok({ losses, needsPick: { cause: 'revolt', candidates: asked }, picksUsed: pick }, [...trace, step('Several panels qualify: pick the one the Revolt takes from.', 'ascension.AM-20')]);
  }
  for (const b of v.blockades) {
    const own = withBars(b.kind as 'society' | 'resource').filter((p) => p.index === b.index);
    const others = readings.blockadeScope === 'system' ? [...withBars('society', b), ...withBars('resource', b)] : [];
    const { asked } = takeFrom('blockade', [own, others]);
    if (asked) return ok({ losses, needsPick: { cause: 'blockade', candidates: asked }, picksUsed: pick }, [...trace, step('Several panels qualify: pick the one the Blockade takes from.', 'ascension.AM-21')]);
  }
  if (losses.length === 0 && trace.length === 0) trace.push(step('No Revolt or Blockade stands in the system: nothing is lost.', 'ascension.AM-49'));
  return ok({ losses, needsPick: null, picksUsed: pick }, trace);
}
