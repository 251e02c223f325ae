/**
 * The turn tracker's reader of links and saved games, made with the engine's
 * readers (`../shared/link.ts`): the forms read within the limits their
 * fields keep, the setup's shape read key by key, and the setup and every
 * move replayed by the engine, so only a game the rules allow is opened.
 * Each refusal names its field and cites [8.1]. Pure; no DOM.
 */
import { ACTION_BARS, PANEL_SLOTS, turnTracker, type TurnTrackerSetup } from '../../../engine/ascension/turn/index.ts';
import { ok } from '../../../engine/core/result.ts';
import { linkReaders, linkSchema, map, nullable, optional, refine, refuse, whole, type Reader } from '../shared/link.ts';
import { EMPTY_CARDS, EMPTY_FORM, MAX_ABILITIES, MAX_MOVES, eventOf, seatsOf, type CardForm, type Move, type SetupForm, type TurnState } from './state.ts';

const RULE = 'ascension.a-8-1';
const { typed, words, pick, rows, fields, tuple } = linkReaders(RULE);
const BOXES = ['always', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
/** The widest whole number a setup holds (the engine checks the rules' bounds and says them). */
const WIDE = 999;

const abilityForm = fields('A Special Ability', { name: words('A Special Ability’s name', 60), boxes: pick('A Special Ability’s boxes', BOXES) });
const panelForm = fields('A Faction Panel', { counts: tuple('The Action Counts', typed('An Action Count'), 2), abilities: rows('The Special Abilities', abilityForm, 0, MAX_ABILITIES, []) });
const form = optional(
  fields('The setup form', {
    players: tuple('The players', fields('A player', { name: words('A player’s name', 40), panels: tuple('The Faction Panels', panelForm, 3) }), 2),
  }) as Reader<SetupForm>,
  EMPTY_FORM,
);

const card = fields('A card', { initiative: typed('Its Initiative'), action: pick('Its Action bar', ACTION_BARS), cardId: typed('Its card ID') });
const cards = tuple('The cards', card, 2, EMPTY_CARDS) as Reader<[CardForm, CardForm]>;

const boxes: Reader<number | 'always'> = (v, path) => (v === 'always' ? ok('always' as const) : whole('A Special Ability’s boxes', -WIDE, WIDE, RULE)(v, path));
const ability = fields('A Special Ability', { name: words('A Special Ability’s name', 60), boxes });
const panel = fields('A Faction Panel', {
  slot: pick('A Faction Panel’s slot', PANEL_SLOTS),
  counts: tuple('The Action Counts', whole('An Action Count', -WIDE, WIDE, RULE), 2),
  abilities: rows('The Special Abilities', ability, 0, MAX_ABILITIES, []),
});
/** The setup's shape, key by key (the engine checks its values). */
const setup = nullable(fields('The game', { players: rows('The players', fields('A player', { id: words('A player’s name', 40), panels: tuple('The Faction Panels', panel, 3) }), 2, 2) })) as Reader<TurnTrackerSetup | null>;

/** A move as this tool writes it: a short list (the engine's replay reads what it says). */
const move: Reader<Move> = (v, path) => (Array.isArray(v) ? ok(v as Move) : refuse('A move is not one this tool writes.', RULE, path));

const state = fields('The game', {
  setup: optional(setup, null),
  moves: rows('The list of moves', move, 0, MAX_MOVES, []),
  form,
  cards,
});

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, '');

/** The setup and every move replayed by the engine: a refusal says which move could not be made. */
export const TURN_READER: Reader<TurnState> = map(
  refine(state, (s, path) => {
    if (s.setup === null) return s.moves.length > 0 ? refuse('The link holds moves without a game.', RULE, path) : null;
    const made = turnTracker.setup(s.setup);
    if (!made.ok) return refuse(`The game could not be set up: ${lower(made.error)}.`, made.rule, path);
    const seats = made.value.players.map((p) => p.id);
    if (seatsOf(s.setup).join('\u0000') !== seats.join('\u0000')) return refuse('The game’s players are not the ones this tool wrote.', RULE, path);
    const events = [];
    for (let i = 0; i < s.moves.length; i++) {
      const e = eventOf(s.moves[i]!, seats);
      if (!e) return refuse(`Move ${i + 1} is not one this tool writes.`, RULE, path);
      events.push(e);
    }
    const run = turnTracker.run(made.value, events);
    return run.ok ? null : refuse(`Move ${run.index + 1} could not be made: ${lower(run.error)}.`, run.rule, path);
  }),
  (s): TurnState => (s.setup === null ? { ...s, setup: null, moves: [] } : s),
);

/** Links hold at most 800 moves of at most ~40 characters, and the setup form; depth 8 (state → form → players → a player → panels → a panel → abilities → an ability). */
export const TURN_URL = linkSchema(TURN_READER, 60_000, 8);
