/**
 * Consistency checks on a game state: every card in exactly one place, that
 * place agreeing with the card's `zone`, piles holding only their owner's
 * cards of the right kind, attachments pointing at cards in play. Used to
 * vet a state read back from a URL, and by the property tests.
 */
import { isCaptainCount, isRoundPhaseId, stageDef } from '../round/index.ts';
import { ok, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { readPool } from '../resolution/index.ts';
import { atLeast, choice, flag, list, own, pathTo, record, refine, refuse, saying, shown, text, variant, whole, type Reader } from '../readers.ts';
import { count, eachOf, failed, failedOr, fieldsOf, readValues, type Refusal } from './validate.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { GAME_CARD_TYPES, ZONES, type CaptainState, type GameCard, type GameState, type PileZone } from './types.ts';

const PILES: readonly [PileZone, 'deck' | 'hand' | 'discard' | 'adventureDeck' | 'adventureDiscard'][] = [
  ['deck', 'deck'],
  ['hand', 'hand'],
  ['discard', 'discard'],
  ['adventure-deck', 'adventureDeck'],
  ['adventure-discard', 'adventureDiscard'],
];

/** Every inconsistency found, as sentences (empty when the state is sound). */
export function auditZones(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const cap of state.captains) {
    for (const [zone, key] of PILES) {
      for (const id of cap[key]) {
        const card = state.cards[id];
        const here = `${cap.id}'s ${zone}`;
        if (card === undefined) {
          problems.push(`${here} lists ${id}, which is not a card of the game.`);
          continue;
        }
        const before = seen.get(id);
        if (before !== undefined) problems.push(`${id} is both in ${before} and in ${here}.`);
        seen.set(id, here);
        if (card.zone !== zone) problems.push(`${id} is in ${here} but its zone says ${card.zone}.`);
        if (card.owner !== cap.id) problems.push(`${id} is in ${here} but belongs to ${card.owner}.`);
        const adventure = card.type === 'adventure';
        if (adventure !== (zone === 'adventure-deck' || zone === 'adventure-discard')) problems.push(`${id} is in the wrong kind of pile (${zone}).`);
      }
    }
  }
  for (const card of Object.values(state.cards)) {
    if (!(ZONES as readonly string[]).includes(card.zone)) problems.push(`${card.id} has an unknown zone ${String(card.zone)}.`);
    const listed = seen.has(card.id);
    const inPile = card.zone !== 'play' && card.zone !== 'removed';
    if (inPile && !listed) problems.push(`${card.id} says it is in ${card.zone} but no pile lists it.`);
    if (!inPile && listed) problems.push(`${card.id} says it is in ${card.zone} but a pile lists it.`);
    if (card.zone === 'play' && card.attachedTo !== undefined && state.cards[card.attachedTo]?.zone !== 'play') {
      problems.push(`${card.id} is attached to ${card.attachedTo}, which is not in play.`);
    }
    if (card.zone !== 'play' && (card.attachedTo !== undefined || card.playedAs !== undefined)) problems.push(`${card.id} is out of play but still marked as attached or played.`);
    if (card.type === 'adventure' && card.zone === 'play' && card.playedAs === undefined) problems.push(`${card.id} is an adventure card in play as neither contract nor complication.`);
  }
  const inSlots = new Set<string>();
  for (const slot of state.slots) {
    if (slot.contract === null) continue;
    const c = state.cards[slot.contract];
    if (c === undefined || c.zone !== 'play' || c.playedAs !== 'contract') problems.push(`Slot ${slot.index + 1} holds ${slot.contract}, which is not a contract in play.`);
    if (inSlots.has(slot.contract)) problems.push(`${slot.contract} fills two slots.`);
    inSlots.add(slot.contract);
  }
  for (const c of Object.values(state.cards)) {
    if (c.zone === 'play' && c.playedAs === 'contract' && !inSlots.has(c.id)) problems.push(`The contract ${c.id} is in play but in no slot.`);
  }
  return problems;
}

/** The longest id the saved game holds (a captain's, a card's). */
const ID_MAX = TEXT_LIMITS.gameId;

/** Text, or null (an empty seat, no contract, nobody active). */
const textOrNull =
  (what: string, rule: RuleId): Reader<string | null> =>
  (value, path) =>
    value === null ? ok(null) : text(`${what} (or nothing)`, rule, ID_MAX)(value, path);

/** The books set no largest pile for a game in progress. */
const ANY_LENGTH = Number.POSITIVE_INFINITY;

/** A list of any items (their contents are audited against the cards afterwards). */
const aList = (what: string, rule: RuleId): Reader<unknown[]> => saying(list(what, (x: unknown) => ok(x), 0, ANY_LENGTH, rule), what, rule);

/** A phase of the round and a stage of it. */
const readStage = (v: Record<string, unknown>): CcgResult<unknown> => {
  const stage = atLeast('The stage of the saved game', 1, 'ccg.round.setup')(own(v, 'stage'), 'stage');
  if (!stage.ok) return stage;
  return refine(text('The phase of the saved game', 'ccg.round.setup', ID_MAX), (p, path) =>
    isRoundPhaseId(p) && stageDef(p, stage.value) !== undefined ? null : refuse('The saved game is not at a stage of the round.', 'ccg.round.setup', path),
  )(own(v, 'phase'), 'phase');
};

/** The saved game's round record: the numbers, the captains' count and the stage it is at. */
function readFrame(v: Record<string, unknown>): Refusal | null {
  const bad =
    fieldsOf(v, '', [
      ['rng', whole('The random state of the saved game', 0, 0xffffffff, 'ccg.round.setup')],
      ['threshold', count('The Victory Point threshold of the saved game', 'ccg.victory', 1)],
      ['round', count('The round of the saved game', 'ccg.round.setup', 1)],
      ['solo', flag('Whether the saved game is solo', 'ccg.round.setup')],
      ['captains', refine(aList('The saved game must list one to four captains.', 'ccg.round.setup'), (list, path) => (isCaptainCount(list.length) ? null : refuse('The saved game must list one to four captains.', 'ccg.round.setup', path)))],
      ['cards', record('The saved game is missing its cards.', 'ccg.round.setup', (cards) => ok(cards))],
      ['slots', list('The contract slots of the saved game', (x) => ok(x), 4, 4, 'ccg.contract-slots')],
    ]) ?? failed(readStage(v));
  if (bad) return bad;
  if (v.phase === 'solo-adventure' && !v.solo) return refuse('Only a solo game has the solo Adventure Phase.', 'ccg.round.solo-adventure', 'phase');
  if (v.phase === 'adventure' && v.solo) return refuse('A solo game uses the solo Adventure Phase.', 'ccg.round.solo-adventure', 'phase');
  return fieldsOf(v, '', [
    ['progress', record('The saved game is missing its stage record.', 'ccg.round.setup', (p) => ok(p))],
    ['eligible', aList('The saved game is missing its list of eligible captains.', 'ccg.round.setup')],
    ['effects', aList('The saved game is missing its list of lasting effects.', 'ccg.round.setup')],
    ['eliminated', aList('The saved game is missing its list of eliminated captains.', 'ccg.round.setup')],
    ['status', choice('The status of the saved game', ['playing', 'over'] as const, 'ccg.round.setup')],
  ]);
}

/** Captain `i` of the saved game: an id, the numbers, whether still in the game, and every pile as a list. */
const savedCaptain = (i: number): Reader<unknown> =>
  record(`Captain ${i + 1} of the saved game is incomplete.`, 'ccg.round.setup', (c, path) => {
    const incomplete = (what: string) => count(`${what} of captain ${i + 1} of the saved game`, 'ccg.round.setup');
    const bad =
      fieldsOf(c, path, [
        ['id', text(`The id of captain ${i + 1} of the saved game`, 'ccg.round.setup', ID_MAX, 1)],
        ['vp', incomplete('The Victory Points')],
        ['infamy', incomplete('The Infamy')],
        ['handSize', incomplete('The hand size')],
        ['inGame', flag(`Whether captain ${i + 1} is still in the game`, 'ccg.round.setup')],
      ]) ??
      fieldsOf(
        c,
        path,
        (['deck', 'hand', 'discard', 'adventureDeck', 'adventureDiscard', 'pool'] as const).map((key) => [key, aList(`Captain ${i + 1} of the saved game has no ${key} list.`, 'ccg.round.setup')] as const),
      );
    return bad ?? ok(c);
  });

/** Card `id` of the saved game: its own id, a name, owner and controller among the captains, a type, a place and its printed values. */
function savedCard(id: string, c: unknown, captainIds: ReadonlySet<string>): Refusal | null {
  const path = `cards.${id}`;
  const incomplete = `The card ${shown(id)} of the saved game is incomplete.`;
  const card = record(incomplete, 'ccg.cards', (o) => {
    const bad = fieldsOf(o, path, [
      ['id', refine(text(incomplete, 'ccg.cards', ID_MAX), (given, p) => (given === id ? null : refuse(incomplete, 'ccg.cards', p)))],
      ['name', text(`The name of the card ${shown(id)}`, 'ccg.cards', TEXT_LIMITS.name)],
      ['owner', text(`The owner of the card ${shown(id)}`, 'ccg.cards', ID_MAX)],
      ['controller', text(`The controller of the card ${shown(id)}`, 'ccg.cards', ID_MAX)],
    ]);
    return bad ?? ok(o as unknown as GameCard);
  })(c, path);
  if (!card.ok) return card;
  const { name, owner, controller } = card.value;
  if (!captainIds.has(owner) || !captainIds.has(controller)) return refuse(`The card ${shown(id)} names a captain who is not in the game.`, 'ccg.control-vs-ownership', pathTo(path, 'owner'));
  const fields = c as Record<string, unknown>;
  const kinds = fieldsOf(fields, path, [
    ['type', choice(`The type of the card ${shown(id)}`, GAME_CARD_TYPES, 'ccg.cards')],
    ['zone', choice(`The place of the card ${shown(id)}`, ZONES, 'ccg.cards')],
  ]);
  if (kinds) return kinds;
  const values = record(`The values of ${name} must be an object.`, 'ccg.cards', (vals, p) => readValues(card.value.type, name)(vals, p));
  return failed(values(own(fields, 'values'), pathTo(path, 'values')));
}

/** What captain `id` of the saved game is doing: nothing yet, piracy, or a contract that is a card of the game. */
const readActivity = (cards: Record<string, unknown>, who: string): Reader<unknown> =>
  variant(
    `The activity of captain ${who}`,
    {
      uncommitted: (a) => ok(a),
      piracy: (a) => ok(a),
      contract: record(`Captain ${who} of the saved game has an unknown activity.`, 'ccg.committed', (a, path) =>
        failedOr(
          failed(
            refine(text(`The contract captain ${who} pursues`, 'ccg.committed', ID_MAX), (contract, p) =>
              own(cards, contract) === undefined ? refuse(`Captain ${who} of the saved game has an unknown activity.`, 'ccg.committed', p) : null,
            )(own(a, 'contract'), pathTo(path, 'contract')),
          ),
          a,
        ),
      ),
    },
    'ccg.committed',
  );

/** Contract slot `i` of the saved game: its place, who controls it and the contract in it (or nothing). */
const savedSlot = (i: number): Reader<unknown> =>
  record(`Contract slot ${i + 1} of the saved game is malformed.`, 'ccg.contract-slots', (slot, path) =>
    failedOr(
      fieldsOf(slot, path, [
        ['index', choice(`The place of contract slot ${i + 1}`, [i], 'ccg.contract-slots')],
        ['controller', textOrNull(`Who controls contract slot ${i + 1}`, 'ccg.contract-slots')],
        ['contract', textOrNull(`The contract in slot ${i + 1}`, 'ccg.contract-slots')],
      ]),
      slot,
    ),
  );

/**
 * Read a value from outside (a game state parsed from a URL) with the CCG
 * readers, then audit it: every refusal names its rule and the field
 * (`captains.1.pool.0.token`, `cards.c7.values.ev`).
 */
export function checkGameState(value: unknown): CcgResult<GameState> {
  const saved = record('This is not a saved game of this version.', 'ccg.round.setup', (o) =>
    failedOr(fieldsOf(o, '', [['version', choice('This is not a saved game of this version: its version', [1], 'ccg.round.setup')]]), o),
  )(value, 'version');
  if (!saved.ok) return saved;
  const v = saved.value;
  const frame = readFrame(v);
  if (frame) return frame;
  const captains = v.captains as unknown[];
  const badCaptain = eachOf(captains, 'captains', 'The captains', 'ccg.round.setup', captains.length, (c, path, i) => savedCaptain(i)(c, path));
  if (badCaptain) return badCaptain;
  const captainIds = new Set((captains as CaptainState[]).map((c) => c.id));
  for (const [id, c] of Object.entries(v.cards as Record<string, unknown>)) {
    const bad = savedCard(id, c, captainIds);
    if (bad) return bad;
  }
  for (const [i, c] of (captains as CaptainState[]).entries()) {
    const ship = (v.cards as Record<string, GameCard>)[c.ship];
    if (ship === undefined || ship.type !== 'ship' || ship.owner !== c.id) return refuse(`Captain ${c.id} of the saved game has no ship of their own.`, 'ccg.ship', `captains.${i}.ship`);
    const activity = readActivity(v.cards as Record<string, unknown>, c.id)(c.activity, `captains.${i}.activity`);
    if (!activity.ok) return activity;
    const pool = readPool({ captain: c.id, tokens: c.pool }, `captains.${i}.pool`);
    if (!pool.ok) return pool;
  }
  const p = v.progress as Record<string, unknown>;
  const badProgress =
    fieldsOf(p, 'progress', (['done', 'passed', 'movedGear', 'completed'] as const).map((key) => [key, aList('The saved game is missing part of its stage record.', 'ccg.round.setup')] as const)) ??
    fieldsOf(p, 'progress', [
      ['passStreak', count('The passes in a row of the saved game', 'ccg.round.setup')],
      ['active', textOrNull('Who is active in the saved game', 'ccg.round.setup')],
    ]);
  if (badProgress) return badProgress;
  const badSlot = eachOf(v.slots, 'slots', 'The contract slots', 'ccg.contract-slots', 4, (slot, path, i) => savedSlot(i)(slot, path));
  if (badSlot) return badSlot;
  const state = value as unknown as GameState;
  const problems = auditZones(state);
  if (problems.length > 0) return refuse(`The saved game does not add up: ${problems[0]}`, 'ccg.cards', '');
  return ok(state);
}
