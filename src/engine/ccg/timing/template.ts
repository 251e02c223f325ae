/**
 * Item templates: a card's timing text as data, ready to become an item once
 * a captain, the card in play (for abilities) and a target are chosen. The
 * books' cards are in `book-cards-timing.ts`.
 */
import type { Phase } from '../round/index.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { findCard } from './table.ts';
import type { CardType, Cost, Effect, ItemSpec, QueueSnapshot, Target, Timing } from './types.ts';

type WithoutTarget<E> = E extends unknown ? Omit<E, 'target'> : never;
/** An effect whose target (if it targets) is chosen when the template is used. */
export type TemplateEffect = WithoutTarget<Effect>;

export interface ItemTemplate {
  /** Stable key, for URLs and tests. */
  key: string;
  name: string;
  /** A card played from hand, or an ability of a named card in play. */
  source: { kind: 'card'; cardType: CardType } | { kind: 'ability'; cardName: string; cardType: CardType; ability?: string };
  timing?: Timing;
  limited?: boolean;
  phases?: Phase[] | null;
  costs: Cost[];
  effect: TemplateEffect;
  /** What the effect targets, or null when it does not say "target". */
  targets: Target['kind'] | null;
  reminder?: string;
  /** Where the books show the card. */
  sourceSection: string;
  /** Our readings and placeholders, in plain words, when the book leaves something out. */
  note?: string;
  /** The Source notes entry explaining our reading, when there is one. */
  noteRule?: RuleId;
}

export interface TemplateChoice {
  controller: string;
  target?: Target;
  /** For abilities: the card in play; found by name among the controller's cards when left out. */
  cardId?: string;
  id?: string;
}

/**
 * Build the item spec from a template and the choices, without looking at a
 * state (`addItem` checks it against the state). For an ability, `cardId` must
 * name the card in play.
 */
export function specFromTemplate(template: ItemTemplate, choice: TemplateChoice & { cardId?: string }): CcgResult<ItemSpec> {
  let source: ItemSpec['source'];
  if (template.source.kind === 'ability') {
    if (choice.cardId === undefined) return err(`Say which ${template.source.cardName} in play generates the ability.`, 'ccg.ability', 'cardId');
    source = template.source.ability === undefined
      ? { kind: 'ability', cardId: choice.cardId }
      : { kind: 'ability', cardId: choice.cardId, ability: template.source.ability };
  } else {
    source = { kind: 'card', cardType: template.source.cardType };
  }
  if (template.targets !== null) {
    if (choice.target === undefined) return err(`${template.name} targets a ${template.targets}; choose one.`, 'ccg.target', 'target');
    if (choice.target.kind !== template.targets) {
      return err(`${template.name} targets a ${template.targets}, not a ${choice.target.kind}.`, 'ccg.target', 'target');
    }
  } else if (choice.target !== undefined) {
    return err(`${template.name} does not say "target", so it cannot be given one.`, 'ccg.target', 'target');
  }
  const effect = (choice.target === undefined ? { ...template.effect } : { ...template.effect, target: choice.target }) as Effect;
  const spec: ItemSpec = {
    name: template.name,
    controller: choice.controller,
    source,
    costs: template.costs,
    effect,
    ...(choice.id === undefined ? {} : { id: choice.id }),
    ...(template.timing === undefined ? {} : { timing: template.timing }),
    ...(template.limited === undefined ? {} : { limited: template.limited }),
    ...(template.phases === undefined ? {} : { phases: template.phases }),
    ...(template.reminder === undefined ? {} : { reminder: template.reminder }),
  };
  const trace: Step[] = [step(`${template.name} comes from ${template.sourceSection}.`, 'ccg.effect')];
  if (template.noteRule !== undefined && template.note !== undefined) trace.push(step(template.note, template.noteRule));
  return ok(spec, trace);
}

/**
 * Turn a template into an item spec for `addItem`, checking the captain and,
 * for an ability, finding the card by name among the captain's cards when
 * `cardId` is left out.
 */
export function itemFromTemplate(s: QueueSnapshot, template: ItemTemplate, choice: TemplateChoice): CcgResult<ItemSpec> {
  const controller = s.captains.find((c) => c.id === choice.controller);
  if (!controller) return err(`There is no captain ${String(choice.controller)} at the table.`, 'ccg.control-vs-ownership', 'controller');
  if (template.source.kind === 'ability') {
    const { cardName } = template.source;
    const cardId = choice.cardId ?? controller.cards.find((c) => c.name === cardName)?.id;
    if (cardId === undefined || !findCard(s, cardId)) {
      return err(`${controller.name} controls no ${cardName} in play, so its ability cannot be generated.`, 'ccg.ability', 'cardId');
    }
    return specFromTemplate(template, { ...choice, cardId });
  }
  return specFromTemplate(template, choice);
}
