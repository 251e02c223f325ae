/**
 * The flow of the round: entering each stage, doing the stages that need no
 * choice (readying, revealing, Infamy, discarding tokens, victory checks),
 * skipping captains with nothing to do in a stage, and stopping where a
 * captain must choose. Also who must act and the moves open to them (`actorNow`, `optionsNow`), which the machine's `turn` hook reads.
 */
import { plural } from '../../core/text.ts';
import { pick } from '../../core/rng.ts';
import { everyonePassed, initiativeLeader as leaderOf } from '../../core/turn-order.ts';
import { readyPhaseRestore } from '../piracy/index.ts';
import { firstCaptainTieBreak, loseInfamyAtResolution } from '../round/index.ts';
import { discardRemainingTokens } from '../resolution/index.ts';
import { step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { nextStage, phaseDef, stageDef } from '../round/index.ts';
import { decideVictory } from '../round/index.ts';
import {
  captainById,
  cardOf,
  complicationsOn,
  contractsInPlay,
  inGameCaptains,
  type Draft,
} from './cards.ts';
import { freshProgress, initiativeOrder, nextClockwise, nextNotDone, pointOf, stageKey } from './order.ts';
import { damagedCards, movableGear, crewStateOf, upgradeStateOf } from './ready.ts';
import { hasAdventureCard, soloHiddenPlan, soloPlaceHidden } from './adventure.ts';
import { procurableCards } from './play.ts';
import { settleCompletedContracts } from './resolution.ts';
import { initiativeOf } from './values.ts';
import type { Actor, CaptainId, GameState, MoveOption } from './types.ts';

const stageRule = (s: GameState): RuleId => stageDef(s.phase, s.stage)?.rule ?? 'ccg.round.setup';

/** The captain with the highest Initiative, or undefined when it is shared. */
export function initiativeLeader(state: GameState): { leader?: CaptainId; tied: CaptainId[] } {
  const lead = leaderOf(
    inGameCaptains(state).map((c) => c.id),
    (id) => initiativeOf(state, id),
    firstCaptainTieBreak,
  );
  return lead.leader === null ? { tied: lead.tied } : { leader: lead.leader, tied: lead.tied };
}

/** Whether a captain has anything to do in the current initiative-order stage. */
function hasTurn(state: GameState, id: CaptainId): boolean {
  const cap = captainById(state, id);
  if (cap === undefined || !cap.inGame) return false;
  switch (stageKey(pointOf(state))) {
    case 'ready.4':
      return damagedCards(state, id).length > 0;
    case 'ready.5':
      return movableGear(state, id).length > 0;
    case 'adventure.1':
    case 'solo-adventure.2':
      return contractsInPlay(state).length > 0 && hasAdventureCard(cap);
    case 'procurement.1':
      return procurableCards(state, id).length > 0;
    case 'resolution.3':
      return (
        state.eligible.includes(id) &&
        cap.activity.kind === 'contract' &&
        cardOf(state, cap.activity.contract)?.zone === 'play'
      );
    default:
      return true;
  }
}

function skipText(state: GameState, id: CaptainId): string {
  const name = captainById(state, id)?.name ?? id;
  switch (stageKey(pointOf(state))) {
    case 'ready.4':
      return `${name} has no wounded crew or damaged upgrades, so has nothing to restore.`;
    case 'ready.5':
      return `${name} has no gear that could move to another of their crew.`;
    case 'adventure.1':
    case 'solo-adventure.2':
      return `${name} has no adventure card to draw or no contract to attach one to.`;
    case 'procurement.1':
      return `${name} has no crew, gear, connection or upgrade in hand to procure.`;
    case 'resolution.3':
      return `${name} is not an eligible captain with a contract in play, so does not resolve a contract.`;
    default:
      return `${name} has nothing to do in this stage.`;
  }
}

function enterStage(d: Draft, phase: GameState['phase'], stage: number): void {
  const s = d.state;
  s.phase = phase;
  s.stage = stage;
  s.progress = freshProgress();
  const def = stageDef(phase, stage);
  if (def) d.trace.push(step(`${phaseDef(phase).name}, stage ${stage}: ${def.title.toLowerCase()}.`, def.rule));
  if (phase === 'resolution' && stage === 2) s.eligible = [];
  if (phase === 'ready' && stage === 4) resilientRestore(d);
}

/** Resilient crew and upgrades shed all their damage at the start of Ready stage 4, unasked and for free. */
function resilientRestore(d: Draft): void {
  const s = d.state;
  for (const cap of inGameCaptains(s)) {
    const mine = damagedCards(s, cap.id).filter((c) => (c.values.keywords ?? []).some((k) => k.trim().toLowerCase() === 'resilient'));
    if (mine.length === 0) continue;
    const r = readyPhaseRestore({
      crew: mine.filter((c) => c.type === 'crew').map(crewStateOf),
      upgrades: mine.filter((c) => c.type === 'upgrade').map(upgradeStateOf),
    });
    if (!r.ok) continue;
    d.trace.push(...r.trace.filter((t) => t.rule !== 'ccg.round.ready.stage-4'));
    for (const c of mine) delete c.damage;
  }
}

/** Start the first round of a freshly set up game and run it to the first choice. */
export function beginGame(d: Draft): void {
  enterStage(d, 'ready', 1);
  settle(d);
}

function endRound(d: Draft): void {
  const s = d.state;
  if (s.effects.length > 0) d.trace.push(step(`The ${plural(s.effects.length, 'effect')} lasting until the end of the round end.`, 'ccg.round.resolution'));
  s.effects = [];
  for (const c of s.captains) c.piracyDone = false;
  d.trace.push(step(`Round ${s.round} ends with no winner; round ${s.round + 1} begins.`, 'ccg.round.resolution.stage-6'));
  s.round += 1;
}

function advance(d: Draft): void {
  const next = nextStage(pointOf(d.state), d.state.solo);
  if (next === undefined) return;
  if (next.newRound) endRound(d);
  enterStage(d, next.point.phase, next.point.stage);
}

function victoryCheck(d: Draft): void {
  const s = d.state;
  const v = decideVictory({
    captains: inGameCaptains(s).map((c) => ({ id: c.id, vp: c.vp, initiative: initiativeOf(s, c.id) })),
    threshold: s.threshold,
    eliminated: s.solo ? [] : s.eliminated,
    rng: s.rng,
  });
  if (!v.ok) return;
  d.trace.push(...v.trace);
  if (v.value.rng !== undefined) s.rng = v.value.rng;
  if (v.value.winner !== null) {
    s.status = 'over';
    s.winner = v.value.winner;
  }
}

/** Stages done without any choice. Returns false when the stage waits for a captain. */
function runAutomatic(d: Draft): boolean {
  const s = d.state;
  const key = stageKey(pointOf(s));
  const def = stageDef(s.phase, s.stage);
  if (def?.victoryCheck) {
    victoryCheck(d);
    return true;
  }
  switch (key) {
    case 'ready.1': {
      const exerted = Object.values(s.cards).filter((c) => c.zone === 'play' && c.exerted);
      for (const c of exerted) delete c.exerted;
      d.trace.push(
        step(exerted.length === 0 ? 'No card in play is exerted.' : `${exerted.map((c) => c.name).join(', ')} ready${exerted.length === 1 ? 's' : ''}.`, 'ccg.ready'),
      );
      return true;
    }
    case 'ready.3': {
      if (s.progress.done.length > 0) return true;
      const caps = inGameCaptains(s);
      if (caps.length === 1) {
        s.firstCaptain = (caps[0] as (typeof caps)[number]).id;
        d.trace.push(step(`${caps[0]?.name} is the only captain and goes first.`, 'ccg.round.ready.stage-3'));
        return true;
      }
      const { leader, tied } = initiativeLeader(s);
      if (leader !== undefined) return false;
      const [first, rng] = pick(s.rng, caps);
      s.rng = rng;
      s.firstCaptain = first.id;
      d.trace.push(
        step(
          `${tied.map((id) => captainById(s, id)?.name ?? id).join(' and ')} share the highest Initiative, so the first captain is drawn at random: ${first.name}.`,
          'ccg.round.ready.stage-3',
        ),
      );
      d.trace.push(step('The draw is among all captains, as the rule names no smaller group.', 'ccg.note.first-captain-tie'));
      return true;
    }
    case 'resolution.1': {
      const pursued = new Set(inGameCaptains(s).flatMap((c) => (c.activity.kind === 'contract' ? [c.activity.contract] : [])));
      let revealed = 0;
      for (const id of pursued) {
        for (const comp of complicationsOn(s, id)) {
          if (comp.faceDown) {
            delete comp.faceDown;
            revealed++;
            d.trace.push(step(`${comp.name} is revealed on ${cardOf(s, id)?.name ?? id}.`, 'ccg.round.resolution.stage-1'));
          }
        }
      }
      if (revealed === 0) d.trace.push(step('No face-down complication sits on a pursued contract.', 'ccg.round.resolution.stage-1'));
      return true;
    }
    case 'resolution.4': {
      const caps = inGameCaptains(s);
      const r = loseInfamyAtResolution(caps.map((c) => ({ captain: c.id, name: c.name, infamy: c.infamy, conductedPiracy: c.piracyDone })));
      if (r.ok) {
        d.trace.push(...r.trace);
        for (const ch of r.value) {
          const cap = captainById(s, ch.captain);
          if (cap) cap.infamy = ch.after;
        }
      }
      return true;
    }
    case 'resolution.5': {
      for (const cap of inGameCaptains(s)) {
        if (cap.pool.length === 0) continue;
        const r = discardRemainingTokens({ captain: cap.name, tokens: cap.pool });
        if (r.ok) d.trace.push(...r.trace);
        cap.pool = [];
      }
      return true;
    }
    case 'solo-adventure.1': {
      const cap = inGameCaptains(s)[0];
      if (cap === undefined || s.progress.done.includes(cap.id)) return true;
      if (!hasAdventureCard(cap) || contractsInPlay(s).length === 0) {
        d.trace.push(step(`${cap.name} has no adventure card to draw or no contract in play, so no hidden complication is placed.`, 'ccg.round.solo-adventure.stage-1'));
        return true;
      }
      const plan = soloHiddenPlan(s);
      if (!plan.ok || plan.value.choice) return false;
      const r = soloPlaceHidden(d, cap.id, undefined, undefined);
      return r.ok;
    }
    default:
      return false;
  }
}

/** Run stages until a captain must choose or the game is over. */
export function settle(d: Draft): void {
  for (let guard = 0; guard < 500; guard++) {
    const s = d.state;
    if (s.status === 'over') return;
    const def = stageDef(s.phase, s.stage);
    if (def === undefined) return;
    if (runAutomatic(d)) {
      if (d.state.status !== 'playing') return;
      advance(d);
      continue;
    }
    const key = stageKey(pointOf(s));
    if (key === 'ready.3' || key === 'solo-adventure.1') return;
    if (def.participation === 'simultaneous') {
      if (inGameCaptains(s).every((c) => s.progress.done.includes(c.id))) {
        advance(d);
        continue;
      }
      return;
    }
    if (def.participation === 'initiative-order') {
      if (key === 'resolution.3') {
        settleCompletedContracts(d, initiativeOrder(s).filter((id) => !s.progress.done.includes(id) && hasTurn(s, id)));
      }
      const next = nextNotDone(s);
      if (next === undefined) {
        advance(d);
        continue;
      }
      if (!hasTurn(s, next)) {
        d.trace.push(step(skipText(s, next), def.rule));
        s.progress.done.push(next);
        continue;
      }
      return;
    }
    if (def.participation === 'alternating') {
      const order = initiativeOrder(s);
      const stillIn = key === 'resolution.2' ? order.filter((id) => !s.progress.passed.includes(id)) : order;
      const ended = key === 'resolution.2' ? stillIn.length === 0 : everyonePassed(s.progress.passStreak, order.length);
      if (ended) {
        d.trace.push(
          step(
            key === 'resolution.2' ? 'Every captain has passed, so the stage ends.' : 'Every captain has passed in turn, one after another, so the phase ends.',
            def.rule,
          ),
        );
        advance(d);
        continue;
      }
      const active = s.progress.active;
      if (active === null || !stillIn.includes(active)) {
        s.progress.active = active === null ? (stillIn[0] as CaptainId) : nextClockwise(s, active, (id) => stillIn.includes(id));
      }
      return;
    }
    return;
  }
}

/** Move the active captain on after a move in an alternating stage. */
export function rotate(d: Draft, mover: CaptainId): void {
  const s = d.state;
  const key = stageKey(pointOf(s));
  s.progress.active = nextClockwise(s, mover, (id) => key !== 'resolution.2' || !s.progress.passed.includes(id));
}

/** Who must act now (public as `whoActs`, the machine's `turn(state).waitingFor`). */
export function actorNow(state: GameState): Actor {
  if (state.status === 'over') {
    const w = state.winner === null ? undefined : captainById(state, state.winner);
    return { kind: 'nobody', reason: w ? `The game is over: ${w.name} has won.` : 'The game is over with no winner.', rule: 'ccg.victory' };
  }
  const def = stageDef(state.phase, state.stage);
  const rule = stageRule(state);
  if (def === undefined) return { kind: 'nobody', reason: 'The game is not at a stage of the round.', rule };
  const key = stageKey(pointOf(state));
  if (key === 'ready.3') {
    const { leader } = initiativeLeader(state);
    return leader === undefined ? { kind: 'nobody', reason: 'The first captain is drawn at random.', rule } : { kind: 'captain', captain: leader, rule };
  }
  if (key === 'solo-adventure.1') {
    const cap = inGameCaptains(state)[0];
    return cap ? { kind: 'captain', captain: cap.id, rule } : { kind: 'nobody', reason: 'No captain is left.', rule };
  }
  if (def.participation === 'simultaneous') {
    const waiting = inGameCaptains(state).filter((c) => !state.progress.done.includes(c.id)).map((c) => c.id);
    return waiting.length > 0 ? { kind: 'simultaneous', captains: waiting, rule } : { kind: 'nobody', reason: 'Everyone has chosen.', rule };
  }
  if (def.participation === 'initiative-order') {
    const next = nextNotDone(state);
    return next === undefined ? { kind: 'nobody', reason: 'Everyone has finished this stage.', rule } : { kind: 'captain', captain: next, rule };
  }
  if (def.participation === 'alternating') {
    const a = state.progress.active;
    return a === null ? { kind: 'nobody', reason: 'Nobody is active.', rule } : { kind: 'captain', captain: a, rule };
  }
  return { kind: 'nobody', reason: 'This stage runs by itself.', rule };
}

const names = (state: GameState, ids: readonly string[]): string[] => ids.map((id) => cardOf(state, id)?.name ?? captainById(state, id)?.name ?? id);

/** The moves open now, to the captain or captains who act (public as `availableMoves`, the machine's `turn(state).legal`). */
export function optionsNow(state: GameState): MoveOption[] {
  const actor = actorNow(state);
  if (actor.kind === 'nobody') return [];
  const rule = actor.rule;
  const key = stageKey(pointOf(state));
  const captains = actor.kind === 'captain' ? [actor.captain] : actor.captains;
  const contracts = contractsInPlay(state).map((c) => c.id);
  return captains.flatMap((id): MoveOption[] => {
    const cap = captainById(state, id);
    if (cap === undefined) return [];
    switch (key) {
      case 'ready.2': {
        const excess = Math.max(0, cap.hand.length - cap.handSize);
        return [{ captain: id, type: 'resolve-hand', text: excess > 0 ? `Discard at least ${plural(excess, 'card')}, then draw up to ${cap.handSize}.` : `Discard any unwanted cards, then draw up to ${cap.handSize}.`, rule, choices: [...cap.hand] }];
      }
      case 'ready.3':
        return [{ captain: id, type: 'choose-first-captain', text: 'Choose the first captain for this round.', rule, choices: initiativeOrder(state) }];
      case 'ready.4':
        return [
          { captain: id, type: 'restore', text: 'Pay 1 Credit per wound or structure point removed.', rule, choices: damagedCards(state, id).map((c) => c.id) },
          { captain: id, type: 'end-turn', text: 'Finish restoring.', rule },
        ];
      case 'ready.5':
        return [
          { captain: id, type: 'move-gear', text: 'Move a piece of gear to another of your crew.', rule, choices: movableGear(state, id).map((c) => c.id) },
          { captain: id, type: 'end-turn', text: 'Finish moving gear.', rule },
        ];
      case 'adventure.1':
        return [{ captain: id, type: 'place-complication', text: 'Draw an adventure card and attach it face down to a contract.', rule, choices: contracts }];
      case 'solo-adventure.1': {
        const plan = soloHiddenPlan(state);
        const target = plan.ok ? plan.value.contract : undefined;
        return [
          {
            captain: id,
            type: 'place-complication',
            text: `Every contract is full: choose which complication on ${target === undefined ? 'the chosen contract' : (cardOf(state, target)?.name ?? target)} to discard before the hidden card goes there.`,
            rule,
            choices: plan.ok ? plan.value.discardCandidates : [],
          },
        ];
      }
      case 'solo-adventure.2':
        return [{ captain: id, type: 'place-complication', text: 'Draw an adventure card and attach it face up to a contract of your choice.', rule, choices: contracts }];
      case 'adventure.2':
      case 'solo-adventure.3':
        return [
          {
            captain: id,
            type: 'choose-activity',
            text: key === 'adventure.2' ? 'Stay uncommitted, pursue a contract, or declare piracy.' : 'Stay uncommitted or pursue a contract.',
            rule,
            choices: key === 'adventure.2' ? ['uncommitted', ...contracts, 'piracy'] : ['uncommitted', ...contracts],
          },
        ];
      case 'procurement.1':
        return [
          { captain: id, type: 'procure', text: 'Procure a card from hand by paying its cost (plus 1 per Infamy token).', rule, choices: procurableCards(state, id).map((c) => c.id) },
          { captain: id, type: 'end-turn', text: 'Finish procuring.', rule },
        ];
      case 'action.1':
        return [
          { captain: id, type: 'act', text: 'Take one action.', rule },
          { captain: id, type: 'pass', text: 'Pass (you may act again if someone acts after you).', rule },
        ];
      case 'resource.1':
        return [{ captain: id, type: 'collect', text: 'Collect your tokens (declare Jack-of-all-Trades choices, reject any you do not want).', rule }];
      case 'resolution.2': {
        const out: MoveOption[] = [];
        if (cap.activity.kind === 'contract') {
          const comps = complicationsOn(state, cap.activity.contract).map((c) => c.id);
          if (comps.length > 0) out.push({ captain: id, type: 'resolve-complication', text: 'Try to resolve a complication on your contract (failing counts as a pass).', rule, choices: comps });
        }
        if (cap.activity.kind === 'piracy') {
          out.push({ captain: id, type: 'piracy', text: 'Carry out your piracy action against an opposing ship.', rule: 'ccg.piracy', choices: initiativeOrder(state).filter((c) => c !== id) });
        }
        out.push({ captain: id, type: 'act', text: 'Play a Resolution Phase action.', rule });
        out.push({ captain: id, type: 'pass', text: 'Pass for the rest of this stage.', rule });
        return out;
      }
      case 'resolution.3':
        return [
          { captain: id, type: 'resolve-contract', text: `Try to resolve ${names(state, cap.activity.kind === 'contract' ? [cap.activity.contract] : [])[0] ?? 'your contract'}.`, rule },
          { captain: id, type: 'end-turn', text: 'Do not try to resolve it this round.', rule },
        ];
      default:
        return [];
    }
  });
}
