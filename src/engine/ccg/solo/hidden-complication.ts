/**
 * Solo Adventure Phase, stage 1: where the face-down complication goes.
 */
import { nextInt, type RngState } from '../../core/rng.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';

export interface SoloContract {
  id: string;
  name?: string;
  vp: number;
  complicationSlots: number;
  /** Complications attached now; Trifling ones take no slot. */
  complications: readonly { id: string; trifling?: boolean }[];
}

export interface HiddenComplicationInput {
  contracts: readonly SoloContract[];
  unlimitedComplicationSlots?: boolean;
  rng: RngState;
  /** The complication the captain discards when every contract is full. */
  discard?: string;
}

export interface HiddenComplicationPlacement {
  /** The contract the new face-down complication attaches to. */
  contract: string;
  /** True when every contract is full, so one complication on `contract` must be discarded first. */
  mustDiscard: boolean;
  /** Complications the captain may discard (when `mustDiscard`). */
  discardCandidates: string[];
  /** The captain's validated choice, or null when none was given. */
  discard: string | null;
  /** Contracts tied for the place, when a random pick settled it. */
  tiedWith: string[];
  rng: RngState;
}

/**
 * Stage 1 of the solo Adventure Phase: the face-down complication goes on the
 * highest-VP contract that still has a free complication slot; when every
 * contract is full, on the lowest-VP contract after the captain discards one
 * complication already attached there. Contracts tied on VP are settled at
 * random with the seeded RNG (our reading, `ccg.note.solo-complication-ties`).
 * Takes input already read (`readHiddenComplicationInput`); the game builds it
 * typed. `placeHiddenComplication` is the edge that reads it first.
 */
export function placeFaceDownComplication(input: HiddenComplicationInput): CcgResult<HiddenComplicationPlacement> {
  const unlimited = input.unlimitedComplicationSlots === true;
  const label = (c: SoloContract) => c.name ?? c.id;
  const counted = (c: SoloContract) => c.complications.filter((k) => !k.trifling).length;
  const full = (c: SoloContract) => !unlimited && counted(c) >= c.complicationSlots;
  const trace: Step[] = [];
  let rng = input.rng;

  const pickAmong = (tied: readonly SoloContract[], why: string): SoloContract => {
    if (tied.length === 1) return tied[0] as SoloContract;
    const [i, next] = nextInt(rng, 0, tied.length - 1);
    rng = next;
    const chosen = tied[i] as SoloContract;
    trace.push(step(`${tied.map(label).join(', ')} are tied ${why}; a random pick chooses ${label(chosen)}.`, 'ccg.note.solo-complication-ties'));
    return chosen;
  };

  const levels = [...new Set(input.contracts.map((c) => c.vp))].sort((a, b) => b - a);
  if (unlimited) trace.push(step('Contracts have no limit on complication slots in this game, so none is ever full.', 'ccg.solo.challenges'));
  for (const vp of levels) {
    const atLevel = input.contracts.filter((c) => c.vp === vp);
    const open = atLevel.filter((c) => !full(c));
    for (const c of atLevel.filter(full)) {
      trace.push(step(`${label(c)} (${vp} VP) already has ${counted(c)} of ${c.complicationSlots} complication slots filled, so it is passed over.`, 'ccg.round.solo-adventure.stage-1'));
    }
    if (open.length === 0) continue;
    const target = pickAmong(open, `at ${vp} VP with a free slot`);
    trace.push(step(`The face-down complication attaches to ${label(target)}, the highest-VP contract with a free complication slot (${vp} VP).`, 'ccg.round.solo-adventure.stage-1'));
    if (input.discard !== undefined) {
      return err('No complication needs to be discarded: a contract still has a free slot.', 'ccg.round.solo-adventure.stage-1', 'discard');
    }
    return ok({ contract: target.id, mustDiscard: false, discardCandidates: [], discard: null, tiedWith: open.length > 1 ? open.map((c) => c.id) : [], rng }, trace);
  }

  const lowest = levels[levels.length - 1] as number;
  const lowestContracts = input.contracts.filter((c) => c.vp === lowest);
  const target = pickAmong(lowestContracts, `for the lowest VP (${lowest})`);
  const candidates = target.complications.filter((k) => !k.trifling).map((k) => k.id);
  trace.push(step(`Every contract is full, so the complication goes to ${label(target)}, the lowest-VP contract (${lowest} VP), once one complication already attached there is discarded.`, 'ccg.round.solo-adventure.stage-1'));
  let discard: string | null = null;
  if (input.discard !== undefined) {
    if (!candidates.includes(input.discard)) {
      return err(`${String(input.discard)} is not a complication attached to ${label(target)} that takes a slot; choose one of ${candidates.join(', ') || 'none'}.`, 'ccg.round.solo-adventure.stage-1', 'discard');
    }
    discard = input.discard;
    trace.push(step(`The captain discards ${discard} from ${label(target)} to make room.`, 'ccg.round.solo-adventure.stage-1'));
  } else if (candidates.length > 0) {
    trace.push(step(`The captain now chooses which of ${candidates.join(', ')} to discard.`, 'ccg.round.solo-adventure.stage-1'));
  }
  return ok(
    { contract: target.id, mustDiscard: candidates.length > 0, discardCandidates: candidates, discard, tiedWith: lowestContracts.length > 1 ? lowestContracts.map((c) => c.id) : [], rng },
    trace,
  );
}
