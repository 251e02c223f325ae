/**
 * Which cards count for requirements, and card identity: the ship and crew a
 * pool was collected from are cards the captain controls, and a card listed
 * again under the same name and type is that same card.
 */
import { REQUIREMENT_CARD_TYPES } from './requirements.ts';
import type { ControlledCard, RequirementCardType } from './requirements.ts';

/** A card in play, as any caller holds it: only some types matter to requirements. */
export interface CardInPlay {
  id: string;
  name: string;
  type: string;
  traits?: readonly string[];
}

const isRequirementType = (t: string): t is RequirementCardType => (REQUIREMENT_CARD_TYPES as readonly string[]).includes(t);

/** The permanents a requirement can name (ship, crew, gear, upgrade, connection); events and adventures never count. */
export function requirementCards(cards: readonly CardInPlay[]): ControlledCard[] {
  return cards.flatMap((c) => (isRequirementType(c.type) ? [{ id: c.id, name: c.name, type: c.type, ...(c.traits?.length ? { traits: [...c.traits] } : {}) }] : []));
}

const sameCard = (a: ControlledCard, b: ControlledCard): boolean => a.type === b.type && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * The collected cards, then each listed card that is not one of them. A listed
 * card with the name and type of a collected card is that card: it only adds its
 * traits, and each collected card absorbs one listed card at most.
 */
export function mergeCards(collected: readonly ControlledCard[], listed: readonly ControlledCard[]): ControlledCard[] {
  const out = collected.map((c) => ({ ...c, ...(c.traits ? { traits: [...c.traits] } : {}) }));
  const absorbed = new Set<number>();
  for (const card of listed) {
    const twin = out.findIndex((c, i) => i < collected.length && !absorbed.has(i) && sameCard(c, card));
    if (twin < 0) {
      out.push(card);
      continue;
    }
    absorbed.add(twin);
    const t = out[twin]!;
    if (card.traits?.length) t.traits = [...new Set([...(t.traits ?? []), ...card.traits])];
  }
  return out;
}
