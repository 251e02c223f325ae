/**
 * The turn tracker's reader of links and saved games: the forms checked for
 * type and length, the setup and every move replayed by the engine, so only
 * a game the rules allow is opened. Pure; no DOM.
 */
import { ACTION_BARS, PANEL_SLOTS, turnTracker, type TurnTrackerSetup } from '../../../engine/ascension/turn/index.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { Bad, list, oneOf, parsed, record, text } from '../shared/parse.ts';
import { EMPTY_CARDS, EMPTY_FORM, MAX_ABILITIES, MAX_MOVES, eventOf, seatsOf, type CardForm, type Move, type PanelForm, type PlayerForm, type SetupForm, type TurnState } from './state.ts';

const F = 12;
const BOXES = ['always', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

function readForm(raw: unknown): SetupForm {
  if (raw === undefined) return EMPTY_FORM;
  const o = record(raw, ['players'], 'its setup form');
  const players = list(o.players, 2, 2, 'its setup form', (p): PlayerForm => {
    const r = record(p, ['name', 'panels'], 'its setup form');
    const panels = list(r.panels, 3, 3, 'its setup form', (x): PanelForm => {
      const q = record(x, ['counts', 'abilities'], 'its setup form');
      const counts = list(q.counts, 2, 2, 'its setup form', (c) => text(c, 'its setup form', F)) as [string, string];
      const abilities = list(q.abilities ?? [], 0, MAX_ABILITIES, 'its setup form', (a) => {
        const b = record(a, ['name', 'boxes'], 'its setup form');
        return { name: text(b.name, 'its setup form', 60), boxes: oneOf(b.boxes, BOXES, 'its setup form') };
      });
      return { counts, abilities };
    });
    return { name: text(r.name, 'its setup form', 40), panels: panels as PlayerForm['panels'] };
  });
  return { players: players as SetupForm['players'] };
}

function readCards(raw: unknown): [CardForm, CardForm] {
  if (raw === undefined) return EMPTY_CARDS;
  return list(raw, 2, 2, 'its cards', (c) => {
    const r = record(c, ['initiative', 'action', 'cardId'], 'a card');
    return { initiative: text(r.initiative, 'a card', F), action: oneOf(r.action, ACTION_BARS, 'a card'), cardId: text(r.cardId, 'a card', F) };
  }) as [CardForm, CardForm];
}

/** The setup's shape, key by key (the engine checks its values). */
function readSetup(raw: unknown): TurnTrackerSetup {
  const o = record(raw, ['players'], 'its game');
  const players = list(o.players, 2, 2, 'its game', (p) => {
    const r = record(p, ['id', 'panels'], 'its game');
    const panels = list(r.panels, 3, 3, 'its game', (x) => {
      const q = record(x, ['slot', 'counts', 'abilities'], 'its game');
      return {
        slot: oneOf(q.slot, PANEL_SLOTS, 'its game'),
        counts: list(q.counts, 2, 2, 'its game', (c) => (Number.isInteger(c) ? (c as number) : fail())) as [number, number],
        abilities: list(q.abilities ?? [], 0, MAX_ABILITIES, 'its game', (a) => {
          const b = record(a, ['name', 'boxes'], 'its game');
          return { name: text(b.name, 'its game', 60), boxes: b.boxes === 'always' ? ('always' as const) : Number.isInteger(b.boxes) ? (b.boxes as number) : fail() };
        }),
      };
    });
    return { id: text(r.id, 'its game', 40), panels };
  });
  return { players };
}

const fail = (): never => {
  throw new Bad('its game is damaged');
};

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export const parseTurnState = parsed((raw): TurnState => {
  const o = record(raw, ['setup', 'moves', 'form', 'cards'], 'its game');
  const form = readForm(o.form);
  const cards = readCards(o.cards);
  const codes = list(o.moves ?? [], 0, MAX_MOVES, 'its list of moves', (m) => m as Move);
  if (o.setup === undefined || o.setup === null) {
    if (codes.length > 0) throw new Bad('it holds moves without a game');
    return { setup: null, moves: [], form, cards };
  }
  const given = readSetup(o.setup);
  const setup = turnTracker.setup(given);
  if (!setup.ok) throw new Bad(`its game could not be set up: ${lower(setup.error).replace(/\.$/, '')}`);
  const seats = setup.value.players.map((p) => p.id);
  const events = codes.map((m, i) => {
    const e = eventOf(m, seats);
    if (!e) throw new Bad(`move ${i + 1} is not one this tool writes`);
    return e;
  });
  const run = turnTracker.run(setup.value, events);
  if (!run.ok) throw new Bad(`move ${run.index + 1} could not be made: ${lower(run.error).replace(/\.$/, '')}`);
  if (seatsOf(given).join('\u0000') !== seats.join('\u0000')) throw new Bad('its game is damaged');
  return { setup: given, moves: codes, form, cards };
});

/** Links hold at most 800 moves of at most ~40 characters, and the setup form; depth 8 (state → form → players → a player → panels → a panel → abilities → an ability). */
export const TURN_URL = urlSchema(parseTurnState, { maxLength: 60_000, maxDepth: 8 });
