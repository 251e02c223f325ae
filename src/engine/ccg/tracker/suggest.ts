/**
 * The moves the current stage suggests, before the machine is asked: the
 * machine's `turn` hook keeps those it takes (`machine.ts`), and those are
 * the moves open now (`legal.ts`).
 */
import type { RuleId } from '../rules.ts';
import { nextStage, phaseDef, stageDef, type StageDef } from '../round/index.ts';
import { captainName, currentStage, initiativeOrder, isFirstCaptainStage } from './state.ts';
import type { TrackerEvent, TrackerState } from './types.ts';

export interface TrackerMove {
  /** Short button text. */
  label: string;
  event: TrackerEvent;
  rule: RuleId;
}

/** The moves the current stage suggests, before the machine is asked. */
export function suggested(s: TrackerState): TrackerMove[] {
  const def = currentStage(s);
  const nm = (id: string) => captainName(s, id);
  const out: TrackerMove[] = [];
  if (isFirstCaptainStage(def) && s.first === null) {
    if (s.chooser === null) return [{ label: 'Draw the first captain at random', event: { type: 'choose-first' }, rule: 'ccg.note.first-captain-tie' }];
    const by = s.chooser;
    return initiativeOrder({ ...s, first: by }).map((id) => ({ label: `${nm(id)} goes first`, event: { type: 'choose-first', by, first: id }, rule: def.rule }));
  }
  const id = s.active;
  if (id !== null) {
    const name = nm(id);
    const add = (label: string, event: TrackerEvent, rule: RuleId = def.rule) => out.push({ label, event, rule });
    if (def.participation === 'initiative-order') add(`${name} is done`, { type: 'done', captain: id }, 'ccg.initiative-order');
    else if (def.passing?.kind === 'reopens') {
      add(`${name} acts`, { type: 'act', captain: id });
      add(`${name} passes`, { type: 'pass', captain: id });
    } else {
      add(s.solo ? `${name} acts (complication or action)` : `${name} acts (complication, piracy or action)`, { type: 'act', captain: id });
      add(`${name} fails a complication`, { type: 'fail-complication', captain: id });
      add(`${name} passes, contract clear (eligible)`, { type: 'pass', captain: id, contract: 'clear' }, 'ccg.eligible');
      add(`${name} passes, complication left`, { type: 'pass', captain: id, contract: 'complication' }, 'ccg.eligible');
      add(`${name} passes, no contract`, { type: 'pass', captain: id, contract: 'none' }, 'ccg.eligible');
    }
  }
  const n = nextStage({ phase: s.phase, stage: s.stage }, s.solo);
  if (n) {
    const nd = stageDef(n.point.phase, n.point.stage) as StageDef;
    const label = n.newRound
      ? `Next: round ${s.round + 1}`
      : n.point.phase === s.phase
        ? `Next: stage ${nd.number}, ${nd.title.toLowerCase()}`
        : `Next: ${phaseDef(n.point.phase).name}`;
    out.push({ label, event: { type: 'next-stage' }, rule: nd.rule });
  }
  return out;
}
