/**
 * Bankruptcy: the captain leaves the game at once with every card they own,
 * wherever it is (even under another captain's control or attached to another
 * captain's card); the contract slots are shared again for the captains left,
 * and a lone survivor of a multi-captain game wins.
 */
import { step } from '../result.ts';
import { captainById, inGameCaptains, moveCard, type Draft } from './cards.ts';
import { nextClockwise } from './order.ts';
import { assignSlots, contractLeavesPlay, fillSlot } from './slots.ts';
import { initiativeOf } from './values.ts';
import { decideVictory } from '../round/index.ts';
import type { CaptainId } from './types.ts';

export function declareBankrupt(d: Draft, captainId: CaptainId): void {
  const cap = captainById(d.state, captainId);
  if (cap === undefined || !cap.inGame) return;
  const s = d.state;
  cap.inGame = false;
  s.eliminated.push(cap.id);
  d.trace.push(step(`${cap.name} is bankrupt and is removed from the game.`, 'ccg.bankruptcy'));

  for (const card of Object.values(s.cards)) {
    if (card.owner === cap.id && card.zone === 'play' && card.playedAs === 'contract') contractLeavesPlay(d, card.id, { refill: false });
  }
  let removed = 0;
  for (const card of Object.values(s.cards)) {
    if (card.owner === cap.id && card.zone !== 'removed') {
      moveCard(d, card.id, 'removed');
      removed++;
    }
  }
  d.trace.push(
    step(`All ${removed} cards ${cap.name} owns leave the game with them, including any another captain controls or has attached to.`, 'ccg.platinum-rule'),
  );
  for (const card of Object.values(s.cards)) {
    if (card.zone === 'play' && card.controller === cap.id && card.owner !== cap.id) {
      card.controller = card.owner;
      d.trace.push(step(`${card.name} returns to the control of its owner.`, 'ccg.control-vs-ownership'));
    }
  }
  cap.pool = [];
  cap.activity = { kind: 'uncommitted' };
  for (const slot of s.slots) if (slot.controller === cap.id) slot.controller = null;

  const p = s.progress;
  const wasActive = p.active === cap.id;
  p.done = p.done.filter((id) => id !== cap.id);
  p.passed = p.passed.filter((id) => id !== cap.id);
  s.eligible = s.eligible.filter((id) => id !== cap.id);
  if (wasActive) p.active = nextClockwise(s, cap.id, (id) => !p.passed.includes(id));

  const left = inGameCaptains(s);
  if (!s.solo && left.length <= 1) {
    const v = decideVictory({
      captains: left.map((c) => ({ id: c.id, vp: c.vp, initiative: initiativeOf(s, c.id) })),
      threshold: s.threshold,
      eliminated: s.eliminated,
    });
    if (v.ok) {
      d.trace.push(...v.trace);
      s.status = 'over';
      s.winner = v.value.winner;
    }
    return;
  }
  if (left.length === 0) {
    d.trace.push(step('No captain is left, so the game ends without a winner.', 'ccg.bankruptcy'));
    s.status = 'over';
    s.winner = null;
    return;
  }
  assignSlots(d);
  for (const slot of s.slots) if (slot.contract === null) fillSlot(d, slot);
}
