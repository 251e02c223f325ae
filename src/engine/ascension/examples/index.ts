/**
 * The book's worked examples that the engine can reproduce (E2, E3, E6–E9),
 * as presets: where each sits, what it shows, the inputs, and the book's
 * figure. `reproduceExample` runs the engine on the inputs and says whether
 * its answer equals the book's, so the site marks an example "reproduced"
 * only when it is.
 */
import { fractionText } from '../../core/dice/index.ts';
import { budgetReport, treatyCheck } from '../economy/index.ts';
import { fluxOdds } from '../flux/index.ts';
import { assaultPass, siegePass } from '../planetary/index.ts';
import { DEFAULT_READINGS } from '../readings.ts';
import { err, ok, type AscensionResult } from '../result.ts';
import type { SectionAnchor } from '../rules.ts';

export interface ExamplePreset {
  id: 'E2' | 'E3' | 'E6' | 'E7' | 'E8' | 'E9';
  where: SectionAnchor;
  shows: string;
  /** The book's figure, as the engine writes its answer. */
  book: string;
  /** Inputs handed to the engine (typed values where the book's were lost). */
  input: unknown;
  /** A word on the inputs when they are ours rather than the book's. */
  caveat?: string;
}

export const EXAMPLES: readonly ExamplePreset[] = [
  {
    id: 'E2',
    where: 'a-5-0',
    shows: 'The three Faction Panel Budgets summed into the starting Budget.',
    book: '11',
    input: { panelBudgets: [4, 3, 4] },
    caveat: 'The figure\'s three addends did not survive in our copy of the book; 4 + 3 + 4 stands in for them.',
  },
  {
    id: 'E3',
    where: 'a-4-2-outposts',
    shows: 'A Factory\'s power counts double toward a Treaty: level 1 counts 2, level 2 counts 4.',
    book: '2, 4',
    input: { levels: [1, 2] },
  },
  {
    id: 'E6',
    where: 'a-8-8',
    shows: 'One Society and one Resource: a flux succeeds on 1–2 of one die.',
    book: '1/3',
    input: { systems: [{ societies: 1, resources: 1 }], yourTl: 10, systemTl: 10, roller: { kind: 'asset', dice: 1 } },
    caveat: 'The book compares no Tech Levels here; equal ones (10) stand in.',
  },
  {
    id: 'E7',
    where: 'a-8-8',
    shows: 'A Tech Level 11 Diplomat against a Tech Level 10 system: 1–3 succeeds.',
    book: '1/2',
    input: { systems: [{ societies: 1, resources: 1 }], yourTl: 11, systemTl: 10, roller: { kind: 'asset', dice: 1 } },
  },
  {
    id: 'E8',
    where: 'a-9-6-siege',
    shows: 'Siege values 3 + 2 + 3 make a Siege rating of 8; ten Missiles at equal Tech Level reach it with chance 7/128.',
    book: '8; 7/128',
    input: { system: { societies: [{ siege: 3, battle: 1 }, { siege: 2, battle: 2 }, { siege: 3, battle: 3 }], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: [{ missiles: 10, tl: 10, hull: 40 }] },
    caveat: 'The book gives the sum; the attacking ship with ten Missiles is our own choice (R11).',
  },
  {
    id: 'E9',
    where: 'a-9-6-assault',
    shows: 'Battle values 1 + 2 + 3 make a Battle rating of 6; a six-die Soldier at equal Tech Level reaches it with chance 1/64.',
    book: '6; 1/64',
    input: { system: { societies: [{ siege: 3, battle: 1 }, { siege: 2, battle: 2 }, { siege: 3, battle: 3 }], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: 10, soldiers: [{ dice: 6, tl: 10 }] },
    caveat: 'The book gives the sum; the attacking six-die Soldier is our own choice (R16).',
  },
];

export interface Reproduction {
  id: ExamplePreset['id'];
  book: string;
  engine: string;
  reproduced: boolean;
}

function engineAnswer(example: ExamplePreset): AscensionResult<string> {
  const readings = DEFAULT_READINGS;
  switch (example.id) {
    case 'E2': {
      const r = budgetReport(example.input, readings);
      return r.ok ? ok(String(r.value.budget), r.trace) : r;
    }
    case 'E3': {
      const powers: number[] = [];
      for (const level of (example.input as { levels: number[] }).levels) {
        const r = treatyCheck({ worldPanels: [{ kind: 'society', barFace: 1, owner: 'you' }], outposts: [{ kind: 'factory', level, owner: 'you' }], roller: null, yourTl: 10, systemTl: 10 }, readings);
        if (!r.ok) return r;
        powers.push(r.value.power);
      }
      return ok(powers.join(', '));
    }
    case 'E6':
    case 'E7': {
      const r = fluxOdds(example.input, readings);
      return r.ok ? ok(fractionText(r.value.pass), r.trace) : r;
    }
    case 'E8': {
      const r = siegePass(example.input, readings);
      return r.ok ? ok(`${r.value.rating}; ${fractionText(r.value.attack.success)}`, r.trace) : r;
    }
    case 'E9': {
      const r = assaultPass(example.input, readings);
      return r.ok ? ok(`${r.value.rating}; ${fractionText(r.value.attack.success)}`, r.trace) : r;
    }
    default:
      return err('No such example.', 'ascension.a-12-0');
  }
}

/** Runs one example through the engine and compares its answer with the book's figure. */
export function reproduceExample(id: unknown): AscensionResult<Reproduction> {
  const example = EXAMPLES.find((e) => e.id === id);
  if (example === undefined) return err(`${typeof id === 'string' ? `"${id.slice(0, 10)}"` : 'That'} is not one of the reproducible examples (E2, E3, E6–E9).`, 'ascension.a-12-0', 'id');
  const answer = engineAnswer(example);
  if (!answer.ok) return answer;
  return ok({ id: example.id, book: example.book, engine: answer.value, reproduced: answer.value === example.book }, answer.trace);
}

