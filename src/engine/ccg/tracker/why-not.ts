/**
 * Why the moves the tracker does not offer are not open: one move of each
 * kind is tried with `transition`, and the engine's own refusal is the
 * reason, with its rule. Apart from legal.ts because only the folded note
 * "why no other moves" needs it.
 */
import type { RuleId } from '../rules.ts';
import { nextStage } from '../round/index.ts';
import { legalMoves } from './legal.ts';
import { transition } from './machine.ts';
import { currentStage, initiativeOrder } from './state.ts';
import type { TrackerEvent, TrackerEventType, TrackerState } from './types.ts';

/** Moves of one or more kinds that are not open now, and the engine's reason. */
export interface ClosedMove {
  /** The kinds of move, in a few words ("Next stage", "Act, pass or done"). */
  label: string;
  error: string;
  rule: RuleId;
}

/** One move of each kind, to hear the engine's reason when no move of that kind is open. */
const KINDS: readonly [TrackerEventType, string][] = [
  ['next-stage', 'Next stage'],
  ['act', 'Act'],
  ['pass', 'Pass'],
  ['done', 'Done'],
  ['fail-complication', 'Fail a complication'],
  ['choose-first', 'Choose the first captain'],
];

function sample(s: TrackerState, type: TrackerEventType): TrackerEvent {
  const captain = s.active ?? (initiativeOrder(s)[0] as string);
  if (type === 'next-stage') return { type };
  if (type === 'choose-first') return { type, first: captain };
  if (type === 'pass') return currentStage(s).passing?.kind === 'final' ? { type, captain, contract: 'none' } : { type, captain };
  return { type, captain } as TrackerEvent;
}

/** For each kind of move the engine does not take now (jumps included), its reason and rule; kinds refused for one reason share a line. */
export function whyNot(s: TrackerState): ClosedMove[] {
  const { open, jump } = legalMoves(s);
  const refused: ClosedMove[] = [];
  for (const [type, label] of KINDS) {
    if (open.some((m) => m.event.type === type)) continue;
    const r = transition(s, sample(s, type));
    if (!r.ok) refused.push({ label, error: r.error, rule: r.rule });
  }
  const n = nextStage({ phase: s.phase, stage: s.stage }, s.solo);
  if (!jump && n) {
    const r = transition(s, { type: 'jump', phase: n.point.phase, stage: n.point.stage });
    if (!r.ok) refused.push({ label: 'Jump to a stage', error: r.error, rule: r.rule });
  }
  // One line per reason: "Act, pass or done: nobody takes a turn in this stage."
  const groups: { labels: string[]; error: string; rule: RuleId }[] = [];
  for (const x of refused) {
    const same = groups.find((g) => g.error === x.error && g.rule === x.rule);
    if (same) same.labels.push(x.label.toLowerCase());
    else groups.push({ labels: [x.label], error: x.error, rule: x.rule });
  }
  return groups.map((g) => ({ label: g.labels.length === 1 ? (g.labels[0] as string) : `${g.labels.slice(0, -1).join(', ')} or ${g.labels.at(-1)}`, error: g.error, rule: g.rule }));
}
