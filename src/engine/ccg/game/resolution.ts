/**
 * Moves of the Resource and Resolution Phases: collecting tokens, resolving
 * complications, carrying out piracy, and resolving contracts. Token choices
 * come from the requirement solver of `requirements.ts`; the fight from
 * `piracy.ts`; expenses from `game-pay.ts`.
 */
import { plural } from '../../core/text.ts';
import { collectResources, type CapabilitySource, type CrewInput } from '../resolution/index.ts';
import type { AdventureCardInput, ControlledCard } from '../resolution/index.ts';
import type { SubplotInput } from '../resolution/index.ts';
import {
  applyCompetition,
  eligibilityAfterStage2,
  requirementCards as countedForRequirements,
  reserveAfterComplication,
  resolveComplication as resolveComplicationAttempt,
  resolveContract as resolveContractAttempt,
} from '../resolution/index.ts';
import { resolvePiracy, type PiracySide } from '../piracy/index.ts';
import type { ControlledCard as CombatCard } from '../piracy/index.ts';
import { err, ok, step, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { captainById, cardOf, complicationsOn, discardZoneOf, moveCard, type Draft } from './cards.ts';
import { pay } from './pay.ts';
import { carryOutPlay } from './play.ts';
import { keywordTotal, upgradeStateOf } from './ready.ts';
import { contractLeavesPlay, slotOfContract } from './slots.ts';
import { crewSkillGrants, initiativeOf, roundModifiers } from './values.ts';
import type { Attempt, CaptainState, GameCard, GameEvent, GameState, SubplotValues } from './types.ts';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** The permanents a captain controls in play (the card types requirements can name). */
function controlledCards(state: GameState, captain: string): GameCard[] {
  const mine = Object.values(state.cards).filter((c) => c.zone === 'play' && c.controller === captain);
  const counted = new Set(countedForRequirements(mine).map((c) => c.id));
  return mine.filter((c) => counted.has(c.id));
}

function requirementCards(state: GameState, captain: string): ControlledCard[] {
  return countedForRequirements(controlledCards(state, captain).map((c) => ({ id: c.id, name: c.name, type: c.type, ...(c.values.traits ? { traits: c.values.traits } : {}) })));
}

export function collect(d: Draft, e: Ev<'collect'>): CcgResult<null> {
  const cap = captainById(d.state, e.captain) as CaptainState;
  const ship = cardOf(d.state, cap.ship) as GameCard;
  const crew: CrewInput[] = controlledCards(d.state, cap.id)
    .filter((c) => c.type === 'crew')
    .map((c) => ({ id: c.id, name: c.name, skills: crewSkillGrants(d.state, c.id) }));
  const otherSources: CapabilitySource[] = controlledCards(d.state, cap.id)
    .filter((c) => c.type !== 'ship' && (c.values.capabilities ?? []).length > 0)
    .map((c) => ({ id: c.id, name: c.name, capabilities: c.values.capabilities ?? [] }));
  const r = collectResources({
    captain: cap.id,
    ship: { id: ship.id, name: ship.name, capabilities: ship.values.capabilities ?? [] },
    otherSources,
    crew,
    ...(e.jack ? { jack: e.jack } : {}),
    ...(e.reject ? { reject: e.reject } : {}),
  });
  if (!r.ok) return r;
  const taken = new Set(cap.pool.map((t) => t.id));
  for (const t of r.value.tokens) {
    let id = t.id;
    for (let n = 2; taken.has(id); n++) id = `${t.id}~${n}`;
    taken.add(id);
    cap.pool.push({ ...t, id });
  }
  d.trace.push(...r.trace);
  d.trace.push(step(`${cap.name}'s Resource Pool now holds ${plural(cap.pool.length, 'token')}.`, 'ccg.resource-pool'));
  d.state.progress.done.push(cap.id);
  return ok(null);
}

/** Subplot ids are `<card id>.subplot-<n>`, n from 1; pins name them as groups. */
export function subplotInputs(card: GameCard, subplots: readonly SubplotValues[]): SubplotInput[] {
  return subplots.map((s, i) => ({
    id: `${card.id}.subplot-${i + 1}`,
    name: `${i + 1} of ${card.name}`,
    requirements: s.requirements,
    vp: s.vp,
    ...(s.award ? { award: s.award } : {}),
  }));
}

function trySubplots(card: GameCard, inputs: SubplotInput[], chosen: number[] | undefined): CcgResult<string[] | undefined> {
  if (chosen === undefined) return ok(undefined);
  if (!Array.isArray(chosen)) return err('The subplots to try are a list of their numbers on the card.', 'ccg.subplot', 'subplots');
  const ids: string[] = [];
  for (const [i, n] of chosen.entries()) {
    const s = Number.isInteger(n) ? inputs[n - 1] : undefined;
    if (s === undefined) return err(`${card.name} has ${plural(inputs.length, 'subplot')}; ${String(n)} is not one of them.`, 'ccg.subplot', `subplots.${i}`);
    ids.push(s.id);
  }
  return ok(ids);
}

/** What every attempt at a card's requirements starts from: the captain, their pool and cards, the subplots tried and the captain's choices. */
function attemptBase(state: GameState, cap: CaptainState, tried: string[] | undefined, pins: Attempt['pins']) {
  return {
    captain: cap.name,
    pool: { captain: cap.name, tokens: cap.pool },
    cards: requirementCards(state, cap.id),
    ...(tried ? { trySubplots: tried } : {}),
    ...(pins ? { pins } : {}),
  };
}

/** Carry out what a met requirement set costs beyond tokens: jettisons, then expenses (which may bankrupt). */
function payExtras(d: Draft, cap: CaptainState, card: GameCard, jettisoned: readonly { id: string }[], expenses: readonly { amount: number }[], payments: Attempt['pay']): CcgResult<null> {
  const list = payments ?? [];
  if (list.length > expenses.length) {
    return err(`The requirements impose ${plural(expenses.length, 'expense')}, so ${list.length} payments are too many.`, 'ccg.expenses', 'pay');
  }
  for (const j of jettisoned) {
    const c = cardOf(d.state, j.id);
    if (c && c.zone === 'play') {
      moveCard(d, c.id, discardZoneOf(c));
      d.trace.push(step(`${c.name} is jettisoned to meet a requirement of ${card.name}.`, 'ccg.jettison'));
    }
  }
  for (const [i, x] of expenses.entries()) {
    const paid = pay(d, cap.id, x.amount, list[i], `an expense of ${x.amount} required by ${card.name}`, 'expense', `pay.${i}`);
    if (!paid.ok) return paid;
    if (!cap.inGame) return ok(null);
  }
  return ok(null);
}

function adventureInput(state: GameState, card: GameCard, as: 'contract' | 'complication'): AdventureCardInput {
  const values = as === 'contract' ? card.values.contract : card.values.complication;
  return { id: card.id, name: card.name, owner: captainById(state, card.owner)?.name ?? card.owner, requirements: values?.requirements ?? [], subplots: subplotInputs(card, values?.subplots ?? []) };
}

/**
 * A captain who passes in stage 2 ends the stage for themselves; the Resolution
 * Phase sequence decides whether that makes them eligible for their contract.
 */
export function passInStageTwo(d: Draft, captain: string): void {
  const cap = captainById(d.state, captain);
  if (cap?.activity.kind !== 'contract') return;
  const contract = cap.activity.contract;
  const e = eligibilityAfterStage2({ captainName: cap.name, contractName: cardOf(d.state, contract)?.name ?? contract, complicationsLeft: complicationsOn(d.state, contract).length });
  if (e.eligible) d.state.eligible.push(captain);
  d.trace.push(e.step);
}

export function resolveComplication(d: Draft, e: Ev<'resolve-complication'>): CcgResult<null> {
  const rule: RuleId = 'ccg.round.resolution.stage-2';
  const cap = captainById(d.state, e.captain) as CaptainState;
  if (cap.activity.kind !== 'contract') return err(`${cap.name} pursues no contract, so has no complication to resolve.`, 'ccg.committed', 'complication');
  const contract = cardOf(d.state, cap.activity.contract) as GameCard;
  const comp = cardOf(d.state, e.complication);
  if (comp === undefined || comp.zone !== 'play' || comp.playedAs !== 'complication' || comp.attachedTo !== contract.id) {
    return err(`${comp?.name ?? String(e.complication)} is not a complication attached to ${contract.name}.`, rule, 'complication');
  }
  const inputs = subplotInputs(comp, comp.values.complication?.subplots ?? []);
  const ids = trySubplots(comp, inputs, e.subplots);
  if (!ids.ok) return ids;
  const r = resolveComplicationAttempt({
    ...attemptBase(d.state, cap, ids.value, e.pins),
    committed: true,
    passed: false,
    complication: { id: comp.id, name: comp.name, owner: captainById(d.state, comp.owner)?.name ?? comp.owner, requirements: comp.values.complication?.requirements ?? [], subplots: inputs },
    faceDown: comp.faceDown === true,
    reserve: reserveAfterComplication(
      complicationsOn(d.state, contract.id).filter((c) => c.id !== comp.id).map((c) => adventureInput(d.state, c, 'complication')),
      { card: adventureInput(d.state, contract, 'contract') },
    ),
  });
  if (!r.ok) return r;
  delete comp.faceDown;
  d.trace.push(...r.trace);
  const out = r.value;
  if (!out.resolved) {
    d.state.progress.passed.push(cap.id);
    return ok(null);
  }
  cap.pool = out.pool.tokens;
  cap.vp += out.vp.subplots;
  const extras = payExtras(d, cap, comp, out.jettisoned, out.expenses, e.pay);
  if (!extras.ok) return extras;
  if (!cap.inGame) return ok(null);
  moveCard(d, comp.id, 'adventure-discard');
  return ok(null);
}

function combatCards(state: GameState, captain: string): CombatCard[] {
  return controlledCards(state, captain)
    .filter((c) => c.type !== 'ship')
    .map((c) => ({ id: c.id, name: c.name, type: c.type as CombatCard['type'], ...(c.values.traits ? { traits: c.values.traits } : {}) }));
}

function sideOf(state: GameState, cap: CaptainState): PiracySide {
  const ship = state.cards[cap.ship] as GameCard;
  const attached = Object.values(state.cards).filter((c) => c.zone === 'play' && c.type === 'upgrade' && c.attachedTo === ship.id);
  return {
    captain: cap.id,
    name: cap.name,
    ship: {
      id: ship.id,
      name: ship.name,
      attack: ship.values.attack ?? 0,
      defense: ship.values.defense ?? 0,
      initiative: initiativeOf(state, cap.id),
      ...(ship.values.traits ? { traits: ship.values.traits } : {}),
    },
    controls: combatCards(state, cap.id),
    attackModifiers: roundModifiers(state, ship.id, 'attack'),
    defenseModifiers: roundModifiers(state, ship.id, 'defense'),
    upgrades: attached.map(upgradeStateOf),
    // Critical rides on the ship's fire from the upgrades that carry it, and leaves with them.
    critical: attached
      .filter((c) => keywordTotal(c, 'critical') > 0)
      .map((c) => ({ from: c.name, value: keywordTotal(c, 'critical'), card: c.id, ...(c.values.traits ? { traits: c.values.traits } : {}) })),
  };
}

function applyUpgradeDamage(d: Draft, upgrades: readonly { id: string; structure: number }[]): void {
  for (const u of upgrades) {
    const c = cardOf(d.state, u.id);
    if (c && c.zone === 'play') {
      if (u.structure > 0) c.damage = u.structure;
      else delete c.damage;
    }
  }
}

export function piracy(d: Draft, e: Ev<'piracy'>): CcgResult<null> {
  const rule: RuleId = 'ccg.round.resolution.stage-2';
  const cap = captainById(d.state, e.captain) as CaptainState;
  if (cap.activity.kind !== 'piracy') return err(`${cap.name} did not declare as a pirate this round, so cannot carry out piracy.`, 'ccg.piracy', 'captain');
  const target = captainById(d.state, e.target);
  if (target === undefined || !target.inGame || target.id === cap.id) return err(`${String(e.target)} is not an opposing captain in the game.`, 'ccg.piracy', 'target');
  const onSuccess: { source: string; text: string; replenish: boolean; card: string }[] = [];
  for (const [i, p] of (e.plays ?? []).entries()) {
    if (p.by !== cap.id && p.by !== target.id) return err('Only the attacker and the defender add cards to this fight.', 'ccg.piracy', `plays.${i}.by`);
    const played = carryOutPlay(d, p.by, { ...p, ...(p.replenishOnSuccess ? { replenish: false } : {}) }, `plays.${i}`, 'ccg.piracy', 'resolution');
    if (!played.ok) return played;
    if (p.replenishOnSuccess) {
      if (p.by !== cap.id) return err('Only the attacker’s cards replenish on a successful attack.', 'ccg.keyword.replenish', `plays.${i}.replenishOnSuccess`);
      onSuccess.push({ source: played.value.name, text: 'it goes to the bottom of the deck', replenish: true, card: played.value.id });
    }
    if (!cap.inGame || !target.inGame) return ok(null);
  }
  const attacker = { ...sideOf(d.state, cap), onSuccess: onSuccess.map(({ card: _c, ...t }) => t) };
  const defender = sideOf(d.state, target);
  const r = resolvePiracy({
    attacker,
    defender,
    ...(e.attackUpgrades ? { attack: { upgrades: e.attackUpgrades } } : {}),
    ...(e.returnUpgrades ? { returnFire: { upgrades: e.returnUpgrades } } : {}),
  });
  if (!r.ok) return { ...r, field: r.field?.replace(/^attack\.upgrades/, 'attackUpgrades').replace(/^returnFire\.upgrades/, 'returnUpgrades') ?? 'target' };
  d.trace.push(...r.trace);
  const res = r.value;
  cap.piracyDone = true;
  cap.activity = { kind: 'uncommitted' };
  applyUpgradeDamage(d, res.defenderUpgrades);
  for (const id of res.attack.upgrades.filter((u) => u.jettisoned).map((u) => u.card)) {
    if (cardOf(d.state, id)?.zone === 'play') moveCard(d, id, 'discard');
  }
  if (res.success) {
    for (const t of onSuccess) {
      const card = cardOf(d.state, t.card);
      if (card && card.zone === 'discard') moveCard(d, card.id, 'deck', { bottom: true });
    }
  }
  if (res.defenderExpense > 0) {
    const defenderPaid = pay(d, target.id, res.defenderExpense, e.defenderPays, `the piracy expense of ${res.defenderExpense}`, 'expense', 'defenderPays');
    if (!defenderPaid.ok) return defenderPaid;
  } else if (e.defenderPays !== undefined) {
    return err(`${target.name} owes no expense from this attack, so pays nothing.`, 'ccg.piracy', 'defenderPays');
  }
  if (!target.inGame) {
    d.trace.push(step(`${target.name} left the game before returning fire.`, 'ccg.bankruptcy'));
    return ok(null);
  }
  applyUpgradeDamage(d, res.attackerUpgrades);
  for (const id of res.returnFire.upgrades.filter((u) => u.jettisoned).map((u) => u.card)) {
    if (cardOf(d.state, id)?.zone === 'play') moveCard(d, id, 'discard');
  }
  if (res.attackerExpense > 0) {
    const attackerPaid = pay(d, cap.id, res.attackerExpense, e.attackerPays, `the return-fire expense of ${res.attackerExpense}`, 'expense', 'attackerPays');
    if (!attackerPaid.ok) return attackerPaid;
    if (!cap.inGame) return ok(null);
  } else if (e.attackerPays !== undefined) {
    return err(`${cap.name} owes no expense from the return fire, so pays nothing.`, 'ccg.piracy', 'attackerPays');
  }
  d.trace.push(step(`${cap.name}'s piracy action is over; ${cap.name} is now uncommitted.`, rule));
  return ok(null);
}

export function resolveContract(d: Draft, e: Ev<'resolve-contract'>): CcgResult<null> {
  const cap = captainById(d.state, e.captain) as CaptainState;
  if (cap.activity.kind !== 'contract') return err(`${cap.name} pursues no contract.`, 'ccg.committed', 'captain');
  const contract = cardOf(d.state, cap.activity.contract) as GameCard;
  const values = contract.values.contract;
  const inputs = subplotInputs(contract, values?.subplots ?? []);
  const ids = trySubplots(contract, inputs, e.subplots);
  if (!ids.ok) return ids;
  const slot = slotOfContract(d.state, contract.id);
  const r = resolveContractAttempt({
    ...attemptBase(d.state, cap, ids.value, e.pins),
    eligible: d.state.eligible.includes(cap.id),
    contract: {
      id: contract.id,
      name: contract.name,
      owner: captainById(d.state, contract.owner)?.name ?? contract.owner,
      requirements: values?.requirements ?? [],
      subplots: inputs,
      vp: values?.vp ?? 0,
    },
    ...(slot?.controller ? { slotController: captainById(d.state, slot.controller)?.name ?? slot.controller } : {}),
  });
  if (!r.ok) return r;
  d.state.progress.done.push(cap.id);
  const out = r.value;
  if (!out.resolved) {
    d.trace.push(...r.trace);
    return ok(null);
  }
  // The contract's own Victory Points wait until every pursuer has had a turn (competition); the rest happens now.
  d.trace.push(...r.trace.filter((t) => t.rule !== 'ccg.contract-slots' && t.rule !== 'ccg.contract' && t.rule !== 'ccg.victory-points'));
  cap.pool = out.pool.tokens;
  cap.vp += out.vp.subplots;
  const extras = payExtras(d, cap, contract, out.jettisoned, out.expenses, e.pay);
  if (!extras.ok) return extras;
  if (!cap.inGame) return ok(null);
  cap.activity = { kind: 'uncommitted' };
  d.state.progress.completed.push({ contract: contract.id, captain: cap.id });
  return ok(null);
}

/**
 * Once no eligible captain still to act pursues a contract someone completed,
 * the completers claim its Victory Points (1 less each when several completed
 * it: competition), it goes to its owner's adventure discard pile, and the
 * slot's controller deals a new contract.
 */
export function settleCompletedContracts(d: Draft, waiting: readonly string[]): void {
  const s = d.state;
  const contracts = [...new Set(s.progress.completed.map((c) => c.contract))];
  for (const id of contracts) {
    const stillToAct = waiting.some((w) => {
      const cap = captainById(s, w);
      return cap?.inGame && cap.activity.kind === 'contract' && cap.activity.contract === id;
    });
    if (stillToAct) continue;
    const card = cardOf(s, id) as GameCard;
    const completers = s.progress.completed.filter((c) => c.contract === id && captainById(s, c.captain)?.inGame);
    s.progress.completed = s.progress.completed.filter((c) => c.contract !== id);
    const awards = applyCompetition({
      contract: { id, name: card.name, vp: card.values.contract?.vp ?? 0 },
      completedBy: completers.map((c) => ({ captain: captainById(s, c.captain)?.name ?? c.captain })),
    });
    if (awards.ok) {
      d.trace.push(...awards.trace);
      for (const [i, a] of awards.value.entries()) {
        const cap = captainById(s, (completers[i] as { captain: string }).captain) as CaptainState;
        cap.vp += a.contractVp;
        d.trace.push(step(`${cap.name} claims ${plural(a.contractVp, 'Victory Point')} for ${card.name}, for ${cap.vp} in all.`, 'ccg.victory-points'));
      }
    }
    if (card.zone === 'play') {
      const owner = captainById(s, card.owner);
      d.trace.push(step(`${card.name} goes to ${owner?.name ?? card.owner}'s adventure discard pile.`, 'ccg.contract'));
      contractLeavesPlay(d, id);
    }
  }
}

/** Contracts with complications still attached. */
export function hasComplications(state: GameState, contract: string): boolean {
  return complicationsOn(state, contract).length > 0;
}
