/**
 * The palette form: a card from the books, its controller, its target and
 * the choices it offers, as the reader left them; read against the queue as
 * it stands, with defaults for what was left open, and turned into the move
 * the tool stores. Pure; no engine code beyond types.
 */
import type { ItemTemplate, QueueSnapshot } from '../../engine/ccg/timing/index.ts';
import type { CardMove, CoreView } from './state.ts';

export interface PaletteForm {
  card: string;
  controller: string;
  /** `kind:id`, or '' for the default. */
  target: string;
  cardId: string;
  id: string;
  holds: boolean | null;
  token: string;
}

type Targets = Extract<CoreView, { ok: true }>['targets'];

export const targetKey = (t: { kind: string; id: string }) => `${t.kind}:${t.id}`;

/** A fresh form for `card`, every choice left to its default. */
export const blankForm = (card: string): PaletteForm => ({ card, controller: '', target: '', cardId: '', id: '', holds: null, token: '' });

/** The form as the book plays its card. */
export function formFromMove(m: CardMove): PaletteForm {
  return {
    card: m.card,
    controller: m.controller,
    target: m.target ? targetKey(m.target) : '',
    cardId: m.cardId ?? '',
    id: m.id ?? '',
    holds: m.holds ?? null,
    token: m.token ?? '',
  };
}

/** The form read against the queue: its card, and defaults for what the reader left open. */
export function readPalette(f: PaletteForm, template: ItemTemplate | null, q: QueueSnapshot, targets: Targets) {
  const controller = q.captains.some((c) => c.id === f.controller) ? f.controller : (q.respond ?? q.acting ?? q.captains[0]!.id);
  const options = !template || template.targets === null ? [] : targets[`${template.targets}s` as 'items' | 'cards' | 'captains'];
  const preferred = template?.targets === 'captain' ? options.find((o) => o.target.id === controller) : template?.targets === 'item' ? options[options.length - 1] : options[0];
  const target = options.find((o) => targetKey(o.target) === f.target) ?? preferred;
  const abilityCards =
    template?.source.kind === 'ability' ? (q.captains.find((c) => c.id === controller)?.cards ?? []).filter((k) => k.name === (template.source as { cardName: string }).cardName) : [];
  const instead = template?.effect.kind === 'change-value' ? template.effect.instead : undefined;
  const holds = f.holds ?? instead?.holds ?? false;
  const templateToken = template?.effect.kind === 'gain-token' ? template.effect.token : '';
  return { template, controller, options, target, abilityCards, instead, holds, templateToken };
}

export type PaletteReading = ReturnType<typeof readPalette>;

/** The move the form stands for, keeping only what differs from the card's defaults; null while its card is not here. */
export function paletteMove(f: PaletteForm, d: PaletteReading): CardMove | null {
  if (!d.template) return null;
  const m: CardMove = { kind: 'card', card: d.template.key, controller: d.controller };
  if (d.target) m.target = d.target.target;
  if (f.cardId && d.abilityCards.some((k) => k.id === f.cardId)) m.cardId = f.cardId;
  if (f.id) m.id = f.id;
  if (d.instead && d.holds !== d.instead.holds) m.holds = d.holds;
  const token = f.token.trim();
  if (d.templateToken && token && token !== d.templateToken) m.token = token;
  return m;
}

/** The timing a card is played with when it names none: events are reactions, heroic actions are actions. */
export function templateTiming(t: ItemTemplate): NonNullable<ItemTemplate['timing']> {
  if (t.timing) return t.timing;
  if (t.source.kind === 'card' && t.source.cardType === 'event') return 'reaction';
  return t.source.kind === 'card' && t.source.cardType === 'heroic-action' ? 'action' : 'none';
}
