/** The World Panels and Outposts of one system, as the trade, treaty and end-of-turn tools read them. */
import { BOUNDS, choice, list, nullable, optional, shape, whole, type ReaderValue } from '../input/index.ts';
import { OUTPOST_KINDS } from './outpost-kinds.ts';

export const OWNERS = ['you', 'opponent'] as const;
export type Owner = (typeof OWNERS)[number];

export const readWorldPanel = shape(
  'A World Panel',
  {
    kind: choice('Its kind', ['society', 'resource'] as const, 'ascension.a-2-1'),
    barFace: optional(whole('Its bar face (0: no bar)', 0, 2, 'ascension.AM-12'), 0),
    owner: optional(nullable(choice('The bar\'s owner', OWNERS, 'ascension.a-4-1')), null),
  },
  'ascension.a-2-1',
);
export type WorldPanel = ReaderValue<typeof readWorldPanel>;

export const readOutpost = shape(
  'An Outpost',
  {
    kind: choice('Its kind', OUTPOST_KINDS, 'ascension.a-4-2-outposts'),
    level: whole('Its power level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts'),
    owner: choice('Its owner', OWNERS, 'ascension.a-4-2'),
  },
  'ascension.a-4-2-outposts',
);
export type Outpost = ReaderValue<typeof readOutpost>;

export const readWorldPanels = list('The World Panels', readWorldPanel, 0, BOUNDS.panelsPerSystem, 'ascension.a-2-1');
export const readOutposts = optional(list('The Outposts', readOutpost, 0, BOUNDS.panelsPerSystem, 'ascension.a-4-2'), []);

/** A bar needs an owner and an owner needs a bar. */
export function panelProblem(panels: readonly WorldPanel[], field: string): { message: string; field: string } | null {
  for (const [i, p] of panels.entries()) {
    if (p.barFace > 0 && p.owner === null) return { message: `World Panel ${i + 1} has a bar but no owner.`, field: `${field}.${i}.owner` };
    if (p.barFace === 0 && p.owner !== null) return { message: `World Panel ${i + 1} has an owner but no bar.`, field: `${field}.${i}.barFace` };
  }
  return null;
}

export const countPanels = (panels: readonly WorldPanel[]): { societies: number; resources: number } => ({
  societies: panels.filter((p) => p.kind === 'society').length,
  resources: panels.filter((p) => p.kind === 'resource').length,
});
