/**
 * The moves open now, asked of the machine itself: every move the stage
 * suggests is tried with `transition`, so a move is offered only when the
 * engine takes it; and for each kind of move not open, the engine's own
 * refusal says why, with its rule.
 */
import type { RuleId } from '../rules.ts';
import { nextStage, phaseDef, stageDef, type StageDef } from '../round/index.ts';
import { captainName, currentStage, initiativeOrder, isFirstCaptainStage } from './state.ts';
import { transition } from './machine.ts';
import type { TrackerEvent, TrackerEventType, TrackerState } from './types.ts';

export interface TrackerMove {
  /** Short button text. */
  label: string;
  event: TrackerEvent;
  rule: RuleId;
}

/** Moves of one or more kinds that are not open now, and the engine's reason. */
export interface ClosedMove {
  /** The kinds of move, in a few words ("Next stage", "Act or pass"). */
  label: string;
  error: string;
  rule: RuleId;
}

export interface LegalMoves {
  /** Every move the engine takes now (value changes and jumps aside), as buttons. */
  open: TrackerMove[];
  /** The kinds of move it refuses now, grouped by reason. */
  closed: ClosedMove[];
  /** Whether a jump to another stage is open (it is, until the game is over). */
  jump: boolean;
}

/** The moves the current stage suggests, before the machine is asked. */
function suggested(s: TrackerState): TrackerMove[] {
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

/** Which moves are open now, and why the others are not. */
export function legalMoves(s: TrackerState): LegalMoves {
  const open: TrackerMove[] = [];
  const refused: { label: string; error: string; rule: RuleId }[] = [];
  for (const m of suggested(s)) {
    const r = transition(s, m.event);
    if (r.ok) open.push(m);
  }
  for (const [type, label] of KINDS) {
    if (open.some((m) => m.event.type === type)) continue;
    const r = transition(s, sample(s, type));
    if (!r.ok) refused.push({ label, error: r.error, rule: r.rule });
  }
  const jump = s.status === 'playing';
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
  const closed = groups.map((g) => ({ label: g.labels.length === 1 ? (g.labels[0] as string) : `${g.labels.slice(0, -1).join(', ')} or ${g.labels.at(-1)}`, error: g.error, rule: g.rule }));
  return { open, closed, jump };
}
