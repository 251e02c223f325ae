/** The groups of the icon catalogue (`icons.ts`) and the shape of its entries, apart so that the token icons (`token-icons.ts`) share them without importing the catalogue. */
import type { RuleId } from '../rules.ts';

export const ICON_GROUPS = [
  { id: 'card-types', title: 'Card types' },
  { id: 'ship-attributes', title: 'Ship attributes' },
  { id: 'capabilities-basic', title: 'Capabilities: basic' },
  { id: 'capabilities-advanced', title: 'Capabilities: advanced' },
  { id: 'adventure-attributes', title: 'Adventure card attributes' },
  { id: 'crew-attributes', title: 'Crew attributes' },
  { id: 'connection-subtypes', title: 'Connection subtypes' },
  { id: 'gear-subtypes', title: 'Gear subtypes' },
  { id: 'upgrade-subtypes', title: 'Upgrade subtypes' },
  { id: 'upgrade-attributes', title: 'Upgrade attributes' },
  { id: 'game-concepts', title: 'Game concepts' },
  { id: 'skills', title: 'Skills' },
  { id: 'skill-levels', title: 'Skill levels' },
] as const;

export type IconGroupId = (typeof ICON_GROUPS)[number]['id'];

export interface IconDef {
  id: string;
  /** Accessible name, as a player would say it. */
  label: string;
  group: IconGroupId;
  /** The rule that explains it (a glossary entry of the CCG registry). */
  rule: RuleId;
}
