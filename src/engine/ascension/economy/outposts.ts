/**
 * Powering an Outpost up ([4.2], [8.2], T9): each of the four Actions that
 * raise an Outpost's level works from one level only, and two of them on one
 * kind only.
 * - Fortify (Military): an unpowered Defense Outpost to level 1.
 * - Improve Starport (Science): an unpowered Starport to level 1.
 * - Improve Outpost (Economic): any unpowered Outpost to level 1.
 * - Improve Technology (Science): any Outpost from level 1 to level 2.
 * A level is the face of the bar under the panel (AM-12).
 */
import { BOUNDS, choice, guarded, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { err, ok, step, type AscensionResult } from '../result.ts';
import type { AscensionRuleId } from '../rules.ts';
import { OUTPOST_KINDS, OUTPOST_NAMES, type OutpostKind } from './outpost-kinds.ts';

export const IMPROVE_ACTIONS = ['fortify', 'improve-starport', 'improve-outpost', 'improve-technology'] as const;
export type ImproveAction = (typeof IMPROVE_ACTIONS)[number];

interface ImproveSpec {
  name: string;
  type: 'Military' | 'Science' | 'Economic';
  /** The one kind it works on; null: any kind. */
  kind: OutpostKind | null;
  from: 0 | 1;
  /** Which Action covers the other step, for the refusal. */
  otherwise: string;
}

/** What each Action raises, from which level: the book's words in [8.2], as data. */
export const IMPROVE_SPECS: Readonly<Record<ImproveAction, ImproveSpec>> = {
  fortify: { name: 'Fortify', type: 'Military', kind: 'defense', from: 0, otherwise: 'from level 1 to 2 takes Improve Technology' },
  'improve-starport': { name: 'Improve Starport', type: 'Science', kind: 'starport', from: 0, otherwise: 'from level 1 to 2 takes Improve Technology' },
  'improve-outpost': { name: 'Improve Outpost', type: 'Economic', kind: null, from: 0, otherwise: 'from level 1 to 2 takes Improve Technology' },
  'improve-technology': { name: 'Improve Technology', type: 'Science', kind: null, from: 1, otherwise: 'an unpowered Outpost is raised to level 1 first, by Improve Outpost (or Fortify for a Defense Outpost, Improve Starport for a Starport)' },
};

const readImprove = shape(
  'Powering an Outpost',
  {
    action: choice('The Action', IMPROVE_ACTIONS, 'ascension.a-8-2'),
    outpost: shape(
      'The Outpost',
      { kind: choice('Its kind', OUTPOST_KINDS, 'ascension.a-4-2-outposts'), level: whole('Its power level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts') },
      'ascension.a-4-2-outposts',
    ),
  },
  'ascension.a-8-2',
);
export type ImproveInput = ReaderValue<typeof readImprove>;

export interface Improvement {
  kind: OutpostKind;
  from: number;
  to: number;
}

const RULE: AscensionRuleId = 'ascension.a-8-2';

/** Checks one of the four Actions against the Outpost it powers, and gives the new level. */
export function solveImprove(v: ImproveInput): AscensionResult<Improvement> {
  const spec = IMPROVE_SPECS[v.action];
  const { kind, level } = v.outpost;
  if (spec.kind !== null && kind !== spec.kind) {
    return err(`${spec.name} powers a ${OUTPOST_NAMES[spec.kind]} only, not a${kind === 'embassy' ? 'n' : ''} ${OUTPOST_NAMES[kind]}; Improve Outpost raises any kind from 0 to 1.`, RULE, 'outpost.kind');
  }
  if (level === BOUNDS.powerLevel) return err(`The ${OUTPOST_NAMES[kind]} is at level ${level} already, the highest an Outpost reaches.`, 'ascension.a-4-2-outposts', 'outpost.level');
  if (level !== spec.from) {
    const at = spec.from === 0 ? 'an unpowered Outpost (level 0)' : 'an Outpost at level 1';
    return err(`${spec.name} raises ${at} only, and this one is at level ${level}: ${spec.otherwise}.`, RULE, 'outpost.level');
  }
  const to = level + 1;
  return ok({ kind, from: level, to }, [
    step(`${spec.name} (a ${spec.type} Action) raises ${spec.from === 0 ? 'an unpowered' : 'a level-1'} ${spec.kind === null ? 'Outpost of any kind' : OUTPOST_NAMES[spec.kind]}: the ${OUTPOST_NAMES[kind]} goes from level ${level} to ${to}.`, RULE),
    step(`Its bar now shows ${to}: worth ${to} Victory ${to === 1 ? 'Point' : 'Points'} and ${to} to its owner's Budget.`, 'ascension.a-4-2-outposts'),
  ]);
}

export function improveOutpost(input: unknown): AscensionResult<Improvement> {
  return guarded('ascension.a-8-2', () => {
    const r = read(readImprove, input);
    return r.ok ? solveImprove(r.value) : r;
  });
}
