/**
 * The game's service, run in a worker: it keeps the game being played (its
 * record and every state along it, so a move or an undo costs one step),
 * asks the engine for each move, the legal moves, what the game waits for
 * and the odds, and hands the screen a plain view of it all. Every rule is
 * the engine's; this file only reads its state out as text.
 */
import {
  BEOWULF,
  changedReadings,
  decodeRecord,
  ENCOUNTER_CARDS,
  encodePosition,
  encodeRecord,
  eventToken,
  formatMoney,
  formatMultiplier,
  GOODS,
  legalMoves,
  officerName,
  parseRecord,
  pendingOf,
  positionText,
  phaseName,
  READING_INFO,
  setupGame,
  STARSHIP_CARDS,
  transition,
  worldAt,
  type GameRecord,
  type GameState,
  type Officer,
  type TradersRuleId,
} from '../../../engine/traders/index.ts';
import type { CrewCard, GameReply, GameRequest, GameView, Replies, TableCard } from './types.ts';
import { headerOf, last, type Played } from './played.ts';
import { oddsView, reviewView } from './odds.ts';
import { MAX_RECORD } from '../../kit/session/index.ts';

/** Records longer than the kit session's one cap are not read (a whole game is a few hundred characters). */
const MAX_RECORD_TEXT = MAX_RECORD;


let current: Played | null = null;


/**
 * The game of a record, reusing the states already worked out for a record
 * that shares its start. A move the engine refuses stops the replay there:
 * the refusal comes back with the game up to that move.
 */
function play(record: GameRecord): { ok: true; played: Played } | { ok: false; error: string; rule: TradersRuleId; field?: string; played: Played | null } {
  const text = encodeRecord(record);
  if (current && current.text === text) return { ok: true, played: current };
  let states: GameState[];
  let from = 0;
  if (current && headerOf(current.record) === headerOf(record)) {
    const old = current.record.events;
    while (from < old.length && from < record.events.length && eventToken(old[from]!) === eventToken(record.events[from]!)) from++;
    states = current.states.slice(0, from + 1);
  } else {
    const start = setupGame({ seed: record.seed, readings: record.readings, mode: record.mode, ...(record.position ? { position: record.position } : {}) });
    if (!start.ok) return { ...start, played: null };
    states = [start.value];
  }
  for (let i = from; i < record.events.length; i++) {
    const r = transition(states[i]!, record.events[i]!);
    if (!r.ok) {
      const partial: GameRecord = { ...record, events: record.events.slice(0, i) };
      current = { record: partial, text: encodeRecord(partial), states };
      return { ok: false, error: `its move ${i + 1} cannot be played. ${r.error}`, rule: r.rule, ...(r.field === undefined ? {} : { field: r.field }), played: current };
    }
    states.push(r.value);
  }
  current = { record, text, states };
  return { ok: true, played: current };
}

function fromText(text: unknown): { ok: true; record: GameRecord } | { ok: false; error: string; rule: TradersRuleId; field?: string } {
  // The game the worker holds already: its record is not decoded again (opening a game, then its odds, decodes it once).
  if (current && current.text === text) return { ok: true, record: current.record };
  if (typeof text === 'string' && text.length > MAX_RECORD_TEXT) return { ok: false, error: 'This saved game is too long to be one of ours.', rule: 'traders.t-0-setup' };
  const r = decodeRecord(text);
  return r.ok ? { ok: true, record: r.value } : { ok: false, error: r.error, rule: r.rule, ...(r.field === undefined ? {} : { field: r.field }) };
}


// ---------------------------------------------------------------------------
// The view

const STATUS_NOTE: Record<Officer['status'], string> = {
  active: 'on his feet',
  wounded: 'badly wounded',
  recuperating: 'recuperating until the next space battle ends',
  care: 'in intensive care',
  dead: 'dead',
  'paid-off': 'paid off',
};

function crewOf(s: GameState): CrewCard[] {
  return s.crew.map((o) => ({
    id: o.id,
    name: officerName(o),
    power: o.power,
    replacement: o.replacement,
    status: o.status,
    note: o.status === 'care' && o.careAt ? `in intensive care on ${o.careAt}` : STATUS_NOTE[o.status],
  }));
}

function rowOf(s: GameState): TableCard[] {
  const out: TableCard[] = [];
  const acting = s.encounter && (s.at.kind === 'defend' || s.at.kind === 'retaliate' || s.at.kind === 'care' || s.at.kind === 'attack-roll' || s.at.kind === 'retaliate-roll') ? s.encounter.attackers[s.encounter.next]?.card : undefined;
  for (const key of s.encounterDeck.row) {
    const had = out.find((c) => c.key === key);
    if (had) had.count += 1;
    else out.push({ key, name: ENCOUNTER_CARDS[key].name, power: ENCOUNTER_CARDS[key].power, count: 1, acting: key === acting, patron: key === 'patron' });
  }
  return out;
}

export function viewOf(p: Played): GameView {
  const s = last(p);
  const pending = pendingOf(s);
  const g = s.cargo ? GOODS[s.cargo.goods] : null;
  const b = s.battle;
  const o = s.offer;
  return {
    record: p.text,
    moves: p.record.events.length,
    seed: s.seed,
    mode: s.mode,
    readings: s.readings,
    changed: changedReadings(s.readings).map((k) => READING_INFO[k].label),
    position: p.record.position ? { text: positionText(p.record.position), code: encodePosition(p.record.position) } : null,
    status: s.status,
    turn: s.turn,
    phase: `Phase ${s.phase}: ${phaseName(s.phase)}`,
    world: worldAt(s.stop),
    stop: s.stop,
    money: formatMoney(s.money),
    cargo: g && s.cargo ? `${g.name}, paid ${formatMoney(s.cargo.paid)}${g.noSaleAt ? `, no sale on ${g.noSaleAt}` : ''}` : null,
    beowulfHits: s.beowulfHits,
    beowulfPower: BEOWULF.power - s.beowulfHits,
    crew: crewOf(s),
    row: rowOf(s),
    piles: { draw: s.encounterDeck.draw.length, discard: s.encounterDeck.discard.length },
    battle: b
      ? {
          beowulfPower: BEOWULF.power,
          enemy: STARSHIP_CARDS[b.enemy].name,
          enemyPower: STARSHIP_CARDS[b.enemy].power,
          enemyHits: b.enemyHits,
          beowulfHits: s.beowulfHits,
          which: b.of === 2 ? `battle ${b.number} of 2` : '',
          next: b.next,
          shots: b.shots,
        }
      : null,
    offer: o
      ? { side: o.side, goods: GOODS[o.goods].name, base: formatMoney(GOODS[o.goods].base), roll: o.roll, modifier: o.modifier, multiplier: formatMultiplier(o.tenths), price: formatMoney(o.price) }
      : null,
    jump: s.jump ? `${worldAt(s.jump.from)} to ${worldAt(s.jump.to)}${s.jump.passing ? `, flying past ${s.jump.passing}` : ''}` : null,
    prompt: { text: pending.prompt.charAt(0).toUpperCase() + pending.prompt.slice(1), rule: pending.rule },
    reason: pending.kind === 'decision' ? pending.reason : null,
    request: pending.kind === 'enter' ? pending.request : null,
    buttons: legalMoves(s)
      .filter((m) => m.event.type !== 'roll')
      .map((m) => ({ event: m.event, label: m.label, rule: m.rule })),
    last: s.log.filter((e) => e.move === s.moves),
    log: s.log,
    summary: {
      outcome: s.status,
      text: s.end?.text ?? '',
      rule: s.end?.rule ?? null,
      cause: s.end?.cause ?? null,
      furthestStop: s.furthestStop,
      furthest: `${worldAt(s.furthestStop)} (stop ${s.furthestStop})`,
      money: formatMoney(s.money),
      peak: formatMoney(s.peakMoney),
      sales: s.sales,
      turn: s.turn,
    },
  };
}

const reply = (r: ReturnType<typeof play>): GameReply =>
  r.ok
    ? { ok: true, view: viewOf(r.played) }
    : { ok: false, refusal: { error: r.error, rule: r.rule, ...(r.field === undefined ? {} : { field: r.field }) }, ...(r.played ? { partial: viewOf(r.played) } : {}) };

// ---------------------------------------------------------------------------

function handle(req: GameRequest): Replies[keyof Replies] | Promise<Replies['compare']> {
  switch (req.kind) {
    case 'new': {
      // Read as a record is (the position checked and filled in), so the game and its link agree.
      const record = parseRecord({ seed: req.seed, readings: req.readings, mode: req.mode, ...(req.position === undefined ? {} : { position: req.position }), events: [] });
      if (!record.ok) return { ok: false, refusal: { error: record.error, rule: record.rule, ...(record.field === undefined ? {} : { field: record.field }) } };
      const start = setupGame({ seed: req.seed, readings: record.value.readings, mode: record.value.mode, ...(record.value.position ? { position: record.value.position } : {}) });
      if (!start.ok) return { ok: false, refusal: { error: start.error, rule: start.rule, ...(start.field === undefined ? {} : { field: start.field }) } };
      return reply(play(record.value));
    }
    case 'open': {
      const r = fromText(req.record);
      return r.ok ? reply(play(r.record)) : { ok: false, refusal: { error: r.error, rule: r.rule, ...(r.field === undefined ? {} : { field: r.field }) } };
    }
    case 'move':
    case 'rewind': {
      const r = fromText(req.record);
      if (!r.ok) return { ok: false, refusal: { error: r.error, rule: r.rule } };
      const base = play(r.record);
      if (!base.ok) return reply(base);
      const events = r.record.events;
      if (req.kind === 'rewind') return reply(play({ ...r.record, events: events.slice(0, Math.max(0, Math.min(events.length, Math.trunc(req.to)))) }));
      const s = last(base.played);
      const next = transition(s, req.event);
      if (!next.ok) return { ok: false, refusal: { error: next.error, rule: next.rule, ...(next.field === undefined ? {} : { field: next.field }) } };
      const record = { ...r.record, events: [...events, req.event] };
      current = { record, text: encodeRecord(record), states: [...base.played.states, next.value] };
      return { ok: true, view: viewOf(current) };
    }
    case 'odds':
    case 'review':
    case 'compare': {
      const r = fromText(req.record);
      if (!r.ok) return null;
      const p = play(r.record);
      if (!p.ok) return null;
      if (req.kind === 'compare') {
        // The simulator serves only a finished game: its code loads the first time one is compared.
        const played = p.played;
        return import('./compare.ts').then((m) => m.compareView(played));
      }
      return req.kind === 'odds' ? oddsView(p.played) : reviewView(p.played);
    }
  }
}

/** Answers one request (the worker's handler); the comparison of a finished run comes as a promise. */
export const handleGame = (req: GameRequest): Replies[keyof Replies] | Promise<Replies['compare']> => handle(req);
