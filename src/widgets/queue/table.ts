/**
 * The table as typed in the setup form: text kept as typed, read into a
 * `QueueSetup` with a message for each field that is not valid yet. Pure.
 */
import { parseName, parseWhole, withRule } from '../kit/numbers.ts';
import type { CardType, QueueSetup, ReactionReading } from '../../engine/ccg/timing/index.ts';
import type { Phase } from '../../engine/ccg/round/index.ts';
import { checkActing, TABLE_FIELDS, tableSizeMessage } from '../../engine/ccg/timing/index.ts';
import type { FieldProblem } from '../kit/fields.tsx';
import { own } from '../../engine/core/read.ts';
import { isRecord } from '../../engine/core/validate.ts';
import { CARD_TYPES } from '../../engine/ccg/timing/index.ts';
import { PHASES } from '../../engine/ccg/round/index.ts';

export interface CardDraft {
  id: string;
  name: string;
  type: CardType;
  exerted: boolean;
}

export interface CaptainDraft {
  id: string;
  name: string;
  initiative: string;
  credits: string;
  cards: CardDraft[];
  /** Kept from the setup as they were; the form does not edit them. */
  tokens: string[];
  discard: { id: string; name: string }[];
}

export interface TableDraft {
  captains: CaptainDraft[];
  /** A captain id, or '' for none. */
  acting: string;
  phase: Phase;
  stage: number;
  /** Who may add a reaction while something is pending (the stricter reading is a table option). */
  reactions: ReactionReading;
}

/** Field key (`captains.1.credits`) → message: a sentence of the form's, or a limit of the engine's with its rule. */
export type DraftErrors = Record<string, FieldProblem>;


export function draftFromSetup(setup: QueueSetup): TableDraft {
  return {
    captains: setup.captains.map((c) => ({
      id: c.id,
      name: c.name,
      initiative: String(c.initiative),
      credits: String(c.credits ?? 0),
      cards: (c.cards ?? []).map((k) => ({ ...k })),
      tokens: [...(c.tokens ?? [])],
      discard: (c.discard ?? []).map((k) => ({ ...k })),
    })),
    acting: setup.acting ?? '',
    phase: setup.phase,
    stage: setup.stage ?? 1,
    reactions: setup.reactions ?? 'any-time',
  };
}

/**
 * The form holding what a refused link's table held (`held`, its captains a
 * list the form seats), each number as written, so the refused value can be
 * seen and fixed; what the form has no place for comes from `clean`.
 */
export function draftFromHeld(held: unknown, clean: QueueSetup): TableDraft {
  const at = (o: unknown, key: string): unknown => (isRecord(o) ? own(o, key) : undefined);
  const words = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const rows = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const ids = (v: unknown): string[] => rows(v).filter((x): x is string => typeof x === 'string');
  const base = draftFromSetup(clean);
  const phase = PHASES.find((p) => p.id === at(held, 'phase'))?.id ?? base.phase;
  const stage = at(held, 'stage');
  return {
    captains: rows(at(held, 'captains')).map((c, i) => ({
      id: words(at(c, 'id')) || `c${i + 1}`,
      name: words(at(c, 'name')),
      initiative: words(at(c, 'initiative')),
      credits: words(at(c, 'credits') ?? 0),
      cards: rows(at(c, 'cards')).map((k, j) => {
        const type = at(k, 'type');
        return { id: words(at(k, 'id')) || `k${i + 1}-${j + 1}`, name: words(at(k, 'name')), type: CARD_TYPES.includes(type as CardType) ? (type as CardType) : 'crew', exerted: at(k, 'exerted') === true };
      }),
      tokens: ids(at(c, 'tokens')),
      discard: rows(at(c, 'discard')).map((k) => ({ id: words(at(k, 'id')), name: words(at(k, 'name')) })),
    })),
    acting: words(at(held, 'acting')),
    phase,
    stage: typeof stage === 'number' && phase === at(held, 'phase') ? stage : base.stage,
    reactions: at(held, 'reactions') === 'in-turn' ? 'in-turn' : 'any-time',
  };
}

/** An id not yet used in the draft: `prefix1`, `prefix2`, … */
export function freeId(draft: TableDraft, prefix: string): string {
  const used = new Set(draft.captains.flatMap((c) => [c.id, ...c.cards.map((k) => k.id), ...c.discard.map((k) => k.id)]));
  let n = 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** Read the draft; every field that is not valid yet gets its message. */
export function readDraft(draft: TableDraft): { ok: true; setup: QueueSetup } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const captains: QueueSetup['captains'] = [];
  const seats = TABLE_FIELDS.captains;
  if (draft.captains.length < seats.min || draft.captains.length > seats.max) errors.captains = { error: tableSizeMessage, rule: seats.rule };
  const names = new Set<string>();
  draft.captains.forEach((c, i) => {
    const at = `captains.${i}`;
    const name = withRule(parseName(c.name, { label: 'a name', max: TABLE_FIELDS.name.max }), TABLE_FIELDS.name.rule);
    const initiative = withRule(parseWhole(c.initiative, { min: 0, max: TABLE_FIELDS.initiative.max, label: 'the Initiative' }), TABLE_FIELDS.initiative.rule);
    const credits = withRule(parseWhole(c.credits, { min: 0, max: TABLE_FIELDS.credits.max, label: 'the Credits' }), TABLE_FIELDS.credits.rule);
    if (!name.ok) errors[`${at}.name`] = name.error;
    else if (names.has(name.value.toLowerCase())) errors[`${at}.name`] = 'Two captains have this name; give each their own.';
    else names.add(name.value.toLowerCase());
    if (!initiative.ok) errors[`${at}.initiative`] = initiative.error;
    if (!credits.ok) errors[`${at}.credits`] = credits.error;
    const cards: CardDraft[] = [];
    c.cards.forEach((k, j) => {
      const n = withRule(parseName(k.name, { label: 'the card’s name', max: TABLE_FIELDS.cardName.max }), TABLE_FIELDS.cardName.rule);
      if (!n.ok) errors[`${at}.cards.${j}.name`] = n.error;
      else cards.push({ ...k, name: n.value });
    });
    if (name.ok && initiative.ok && credits.ok) {
      captains.push({
        id: c.id,
        name: name.value,
        initiative: initiative.value,
        credits: credits.value,
        cards,
        tokens: c.tokens,
        discard: c.discard,
      });
    }
  });
  const acting = draft.captains.some((c) => c.id === draft.acting) ? draft.acting : null;
  const badActing = checkActing(draft.captains, acting, 'acting', draft.phase, draft.stage);
  if (badActing) errors.acting = { error: badActing.error, rule: badActing.rule };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The rules' reading is left out of the setup, so links made before the option existed read the same.
  return { ok: true, setup: { captains, acting, phase: draft.phase, stage: draft.stage, ...(draft.reactions === 'in-turn' ? { reactions: 'in-turn' as const } : {}) } };
}
