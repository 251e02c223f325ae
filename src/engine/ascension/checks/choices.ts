/**
 * The Action choices the action check knows ([8.2], T10): each one's name,
 * Action type, the kind of check that decides it and its rule. Data only, so
 * a form can list the choices without loading the check (`action.ts`).
 */
import type { ActionType } from '../board/index.ts';
import type { AscensionRuleId } from '../rules.ts';

export type CheckKind = 'move' | 'blockade' | 'attack' | 'improve' | 'needs';

export interface ChoiceSpec {
  name: string;
  type: ActionType;
  kind: CheckKind;
  /** The rule that describes the choice. */
  rule: AscensionRuleId;
}

/** The Action choices the engine checks, in board order, with what decides each. */
export const CHECKED_CHOICES = {
  'move-fleet': { name: 'Move Ship or Fleet', type: 'military', kind: 'move', rule: 'ascension.a-8-2' },
  'battle-stations': { name: 'Battle Stations', type: 'military', kind: 'move', rule: 'ascension.a-9-1' },
  siege: { name: 'Siege World', type: 'military', kind: 'attack', rule: 'ascension.a-9-6-siege' },
  assault: { name: 'Assault World', type: 'military', kind: 'attack', rule: 'ascension.a-9-6-assault' },
  'martial-law': { name: 'Martial Law', type: 'military', kind: 'needs', rule: 'ascension.a-8-9-revolts' },
  fortify: { name: 'Fortify', type: 'military', kind: 'improve', rule: 'ascension.a-8-2' },
  'security-detail': { name: 'Security Detail', type: 'military', kind: 'needs', rule: 'ascension.a-8-2' },
  'move-diplomat': { name: 'Move Diplomat', type: 'diplomacy', kind: 'move', rule: 'ascension.a-3-4' },
  mitigate: { name: 'Mitigate', type: 'diplomacy', kind: 'needs', rule: 'ascension.a-8-2' },
  'move-agent': { name: 'Move Shadow Agent', type: 'shadow', kind: 'move', rule: 'ascension.a-3-4' },
  sabotage: { name: 'Sabotage', type: 'shadow', kind: 'needs', rule: 'ascension.a-8-2' },
  sedition: { name: 'Sedition', type: 'shadow', kind: 'needs', rule: 'ascension.a-8-2' },
  assassination: { name: 'Assassination', type: 'shadow', kind: 'needs', rule: 'ascension.a-8-2' },
  smuggling: { name: 'Smuggling', type: 'shadow', kind: 'needs', rule: 'ascension.a-8-2' },
  'move-scout': { name: 'Move Scout', type: 'science', kind: 'move', rule: 'ascension.a-8-2' },
  explore: { name: 'Explore with Scout', type: 'science', kind: 'move', rule: 'ascension.a-3-3' },
  'improve-starport': { name: 'Improve Starport', type: 'science', kind: 'improve', rule: 'ascension.a-8-2' },
  'improve-technology': { name: 'Improve Technology', type: 'science', kind: 'improve', rule: 'ascension.a-8-2' },
  requisition: { name: 'Requisition', type: 'economic', kind: 'needs', rule: 'ascension.a-8-2' },
  'improve-outpost': { name: 'Improve Outpost', type: 'economic', kind: 'improve', rule: 'ascension.a-8-2' },
  blockade: { name: 'Blockade', type: 'movement', kind: 'blockade', rule: 'ascension.a-8-2' },
} as const satisfies Record<string, ChoiceSpec>;

export type CheckedChoice = keyof typeof CHECKED_CHOICES;
export const CHECKED_CHOICE_IDS = Object.keys(CHECKED_CHOICES) as CheckedChoice[];
