/**
 * The turn tracker's state: the game's setup (two players, three Faction
 * Panels each), the moves made since, one short code each, and the forms as
 * typed (the setup form, the cards about to be revealed). The game itself is
 * never stored: the engine replays the moves, so a link or a saved game can
 * only reopen a game the rules allow. Pure; no DOM.
 */
import { OUTPOST_KINDS, type OutpostKind } from '../../../engine/ascension/economy/index.ts';
import {
  ACTION_BARS,
  ACTION_TYPES,
  END_OF_TURN_IDS,
  PANEL_SLOTS,
  TRACKER_LIMITS,
  type ActionBar,
  type ActionType,
  type EndOfTurnStepId,
  type LossPick,
  type TurnTrackerEvent,
  type TurnTrackerSetup,
} from '../../../engine/ascension/turn/index.ts';

export interface AbilityForm {
  name: string;
  /** "always", or 1–9 boxes. */
  boxes: string;
}
export interface PanelForm {
  counts: [string, string];
  abilities: AbilityForm[];
}
export interface PlayerForm {
  name: string;
  /** One per slot, in board order: Military/Diplomacy, Shadow/Science, Economic/Movement. */
  panels: [PanelForm, PanelForm, PanelForm];
}
export interface SetupForm {
  players: [PlayerForm, PlayerForm];
}
export interface CardForm {
  initiative: string;
  action: ActionBar;
  cardId: string;
}

/**
 * A move, short: ['V', [initiative, bar, id], [initiative, bar, id]] reveal (by seat) ·
 * ['P', seat, 'a'|'e', type|''] play the Action or the Event · ['X', seat, 's'|'m'|'e'] React ·
 * ['A', seat, ability] mark an ability box · ['E', step] or ['E', step, [[system, 's'|'r'|'o', panel], …]]
 * an end-of-turn step with the players' picks · ['N'] next turn.
 * The systems kept across turns (a player as a seat, -1 for nobody; panels 's' Society, 'r' Resource):
 * ['Y', name, [[face, seat], …], [[face, seat], …], [['d'|'e'|'f'|'s', level, seat], …]] add a system ·
 * ['B', system, 's'|'r', panel, face, seat] set a bar · ['O', system, kind, seat] build an Outpost ·
 * ['W', system, outpost, level] power it · ['Z', system, outpost] destroy it ·
 * ['R', system, society, 1|0] a Revolt begins or ends · ['K', system, 's'|'r', panel, seat] a Blockade by a seat, or -1 when it leaves.
 */
export type Move = (string | number | (string | number | (string | number)[])[])[];

export interface TurnState {
  /** The game tracked, or null while the setup form is shown. */
  setup: TurnTrackerSetup | null;
  moves: Move[];
  form: SetupForm;
  /** The cards typed for the next reveal, by seat. */
  cards: [CardForm, CardForm];
}

export const MAX_MOVES = 800;
export const MAX_ABILITIES = 2;

const panel = (a: string, b: string, abilities: AbilityForm[] = []): PanelForm => ({ counts: [a, b], abilities });

export const EMPTY_CARDS: [CardForm, CardForm] = [
  { initiative: '', action: 'military', cardId: '' },
  { initiative: '', action: 'military', cardId: '' },
];

export const EMPTY_FORM: SetupForm = {
  players: [
    { name: '', panels: [panel('1', '1'), panel('1', '1'), panel('1', '1')] },
    { name: '', panels: [panel('1', '1'), panel('1', '1'), panel('1', '1')] },
  ],
};

export const INITIAL: TurnState = { setup: null, moves: [], form: EMPTY_FORM, cards: EMPTY_CARDS };

/** The setup input the engine reads from the form, with the same field paths as its refusals. */
export function setupInput(form: SetupForm): unknown {
  return {
    players: form.players.map((p) => ({
      id: p.name.trim().replace(/\s+/g, ' '),
      panels: p.panels.map((x, i) => ({
        slot: PANEL_SLOTS[i],
        counts: x.counts.map((c) => (/^\s*\d{1,3}\s*$/.test(c) ? Number(c) : c)),
        abilities: x.abilities.map((a) => ({ name: a.name.trim().replace(/\s+/g, ' '), boxes: a.boxes === 'always' ? 'always' : Number(a.boxes) })),
      })),
    })),
  };
}

/** The setup form filled from a game's setup (New game with the same table). */
export function formOf(setup: TurnTrackerSetup): SetupForm {
  const player = (p: TurnTrackerSetup['players'][number]): PlayerForm => ({
    name: p.id,
    panels: PANEL_SLOTS.map((slot) => {
      const x = p.panels.find((q) => q.slot === slot);
      return x ? panel(String(x.counts[0]), String(x.counts[1]), x.abilities.map((a) => ({ name: a.name, boxes: String(a.boxes) }))) : panel('0', '0');
    }) as PlayerForm['panels'],
  });
  return { players: [player(setup.players[0]!), player(setup.players[1]!)] };
}

/** Outpost kinds by their first letter in a move. */
export const KIND_CODES: Readonly<Record<string, OutpostKind>> = Object.fromEntries(OUTPOST_KINDS.map((k) => [k[0]!, k]));
const WORLD = { s: 'society', r: 'resource' } as const;
const PANEL = { ...WORLD, o: 'outpost' } as const;

const isType = (t: unknown): t is ActionType => (ACTION_TYPES as readonly unknown[]).includes(t);
const isBar = (t: unknown): t is ActionBar => (ACTION_BARS as readonly unknown[]).includes(t);
const whole = (x: unknown, max: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

const isCode = <T extends object>(codes: T, c: unknown): c is keyof T => typeof c === 'string' && Object.prototype.hasOwnProperty.call(codes, c);

/** A seat, or -1 for nobody: the player's name, or null; undefined when it is neither. */
function whoOf(i: unknown, seats: readonly string[]): string | null | undefined {
  if (i === -1) return null;
  return Number.isInteger(i) ? seats[i as number] : undefined;
}

/** A list of bars, [[face, seat], …]; undefined when damaged. */
function barsOf(v: unknown, seats: readonly string[]): { face: number; owner: string | null }[] | undefined {
  if (!Array.isArray(v) || v.length > 6) return undefined;
  const bars = v.map((b) => (Array.isArray(b) && b.length === 2 && whole(b[0], 2) && whoOf(b[1], seats) !== undefined ? { face: b[0], owner: whoOf(b[1], seats)! } : undefined));
  return bars.every((b) => b !== undefined) ? (bars as { face: number; owner: string | null }[]) : undefined;
}

function outpostsOf(v: unknown, seats: readonly string[]): { kind: OutpostKind; level: number; owner: string }[] | undefined {
  if (!Array.isArray(v) || v.length > 6) return undefined;
  const list = v.map((o) => (Array.isArray(o) && o.length === 3 && isCode(KIND_CODES, o[0]) && whole(o[1], 2) && whoOf(o[2], seats) ? { kind: KIND_CODES[o[0]]!, level: o[1], owner: whoOf(o[2], seats)! } : undefined));
  return list.every((o) => o !== undefined) ? (list as { kind: OutpostKind; level: number; owner: string }[]) : undefined;
}

function picksOf(v: unknown): LossPick[] | undefined {
  if (!Array.isArray(v) || v.length > TRACKER_LIMITS.systems * 6) return undefined;
  const picks = v.map((p) => (Array.isArray(p) && p.length === 3 && whole(p[0], TRACKER_LIMITS.systems - 1) && isCode(PANEL, p[1]) && whole(p[2], 5) ? { system: p[0], kind: PANEL[p[1]], index: p[2] } : undefined));
  return picks.every((p) => p !== undefined) ? (picks as LossPick[]) : undefined;
}

/** The moves of the systems kept across turns. */
function systemEventOf(m: Move, seats: readonly string[]): TurnTrackerEvent | undefined {
  const sys = m[1];
  if (!whole(sys, TRACKER_LIMITS.systems - 1) && m[0] !== 'Y') return undefined;
  const system = sys as number;
  switch (m[0]) {
    case 'Y': {
      if (m.length !== 5 || typeof m[1] !== 'string' || m[1].length > 30) return undefined;
      const [societies, resources, outposts] = [barsOf(m[2], seats), barsOf(m[3], seats), outpostsOf(m[4], seats)];
      return societies && resources && outposts ? { type: 'add-system', name: m[1], societies, resources, outposts } : undefined;
    }
    case 'B': {
      const owner = whoOf(m[5], seats);
      return m.length === 6 && isCode(WORLD, m[2]) && whole(m[3], 5) && whole(m[4], 2) && owner !== undefined ? { type: 'set-bar', system, panel: { kind: WORLD[m[2]], index: m[3] }, face: m[4], owner } : undefined;
    }
    case 'O': {
      const owner = whoOf(m[3], seats);
      return m.length === 4 && isCode(KIND_CODES, m[2]) && owner ? { type: 'build-outpost', system, kind: KIND_CODES[m[2]]!, owner } : undefined;
    }
    case 'W':
      return m.length === 4 && whole(m[2], 5) && whole(m[3], 2) ? { type: 'power-outpost', system, index: m[2], level: m[3] } : undefined;
    case 'Z':
      return m.length === 3 && whole(m[2], 5) ? { type: 'remove-outpost', system, index: m[2] } : undefined;
    case 'R':
      return m.length === 4 && whole(m[2], 5) && (m[3] === 0 || m[3] === 1) ? { type: 'revolt', system, society: m[2], active: m[3] === 1 } : undefined;
    case 'K': {
      const by = whoOf(m[4], seats);
      return m.length === 5 && isCode(WORLD, m[2]) && whole(m[3], 5) && by !== undefined ? { type: 'blockade', system, panel: { kind: WORLD[m[2]], index: m[3] }, by } : undefined;
    }
    default:
      return undefined;
  }
}

/** A move as the engine's event, players by seat; undefined when the code is not one this tool writes. */
export function eventOf(m: Move, seats: readonly string[]): TurnTrackerEvent | undefined {
  const seat = (i: unknown) => (Number.isInteger(i) ? seats[i as number] : undefined);
  switch (m[0]) {
    case 'V': {
      if (m.length !== 3) return undefined;
      const cards = [m[1], m[2]].map((c, i) => {
        if (!Array.isArray(c) || c.length !== 3 || !whole(c[0], 99) || !isBar(c[1]) || !whole(c[2], 9999)) return undefined;
        return { player: seats[i]!, initiative: c[0], action: c[1], cardId: c[2] };
      });
      return cards.every((c) => c !== undefined) ? { type: 'reveal', cards: cards as NonNullable<(typeof cards)[number]>[] } : undefined;
    }
    case 'P': {
      const player = seat(m[1]);
      if (m.length !== 4 || !player || (m[2] !== 'a' && m[2] !== 'e') || !(m[3] === '' || isType(m[3]))) return undefined;
      return { type: 'play', player, use: m[2] === 'a' ? 'action' : 'event', ...(m[3] === '' ? {} : { actionType: m[3] as ActionType }) };
    }
    case 'X': {
      const player = seat(m[1]);
      const kind = m[2] === 's' ? 'security-detail' : m[2] === 'm' ? 'mitigate' : m[2] === 'e' ? 'react-event' : undefined;
      return m.length === 3 && player && kind ? { type: 'react', player, kind } : undefined;
    }
    case 'A': {
      const player = seat(m[1]);
      return m.length === 3 && player && whole(m[2], 5) ? { type: 'ability', player, index: m[2] } : undefined;
    }
    case 'E': {
      if (!(END_OF_TURN_IDS as readonly unknown[]).includes(m[1])) return undefined;
      if (m.length === 2) return { type: 'end-step', step: m[1] as EndOfTurnStepId };
      const picks = m.length === 3 ? picksOf(m[2]) : undefined;
      return picks && picks.length > 0 ? { type: 'end-step', step: m[1] as EndOfTurnStepId, picks } : undefined;
    }
    case 'N':
      return m.length === 1 ? { type: 'next-turn' } : undefined;
    default:
      return systemEventOf(m, seats);
  }
}

/** The seats of a setup: the players' names in order. */
export const seatsOf = (setup: TurnTrackerSetup): string[] => setup.players.map((p) => p.id);

/** Whether two states hold the same game (the forms typed do not count). */
export const sameGame = (a: TurnState, b: TurnState): boolean => JSON.stringify([a.setup, a.moves]) === JSON.stringify([b.setup, b.moves]);
