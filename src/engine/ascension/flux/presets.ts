/**
 * The actions that roll a flux, as data for the calculator's presets: who
 * rolls, whose Tech Level counts (AM-04), which systems' World Panels count,
 * and whether the roll passes or counts successes.
 */
import type { ActionType } from '../board/index.ts';
import type { Readings } from '../readings.ts';
import type { AscensionRuleId } from '../rules.ts';
import type { NeedId } from './needs.ts';

export interface FluxPreset {
  id: string;
  action: string;
  type: ActionType;
  /** Who may roll it and with which dice. */
  rollers: string;
  /** Whose Tech Level is yours. */
  yourTl: string;
  /** Whose World Panels and Tech Level the roll is against. */
  against: string;
  mode: 'pass' | 'count';
  purpose: 'roll' | 'treaty' | 'starport-trade';
  /** The rule that calls for the roll, then the notes that settle its details. */
  rules: AscensionRuleId[];
  /** Who may roll it (the roller kinds the engine accepts for this action). */
  rollerKinds: readonly ('asset' | 'faction-panel' | 'embassy')[];
  /** What must be in place before the action can be played, each with the rule that asks for it (checked by `checkNeeds`). */
  needs: readonly { need: NeedId; rule: AscensionRuleId }[];
  /** Offered only under this reading. */
  onlyWhen?: { key: 'securityDetailFlux'; value: 'flux' };
}

const ASSET = ['asset'] as const;
const DIPLOMAT_OR_EMBASSY = ['asset', 'embassy'] as const;

export const FLUX_PRESETS: readonly FluxPreset[] = [
  {
    id: 'negotiate', action: 'Negotiate', type: 'diplomacy', rollers: 'a Diplomat (its dice for the ability) or an Embassy (1 die + its level)',
    yourTl: 'the Diplomat; an Embassy uses the Military/Diplomacy panel', against: 'the system where the Outpost is built', mode: 'pass', purpose: 'roll',
    rollerKinds: DIPLOMAT_OR_EMBASSY, needs: [],
    rules: ['ascension.a-8-2', 'ascension.AM-04', 'ascension.AM-05'],
  },
  {
    id: 'trade-within', action: 'Trade Agreement within a system', type: 'diplomacy', rollers: 'a Diplomat or an Embassy in the system',
    yourTl: 'the Diplomat; an Embassy uses the Military/Diplomacy panel', against: 'that system\'s World Panels and Tech Level', mode: 'pass', purpose: 'roll',
    rollerKinds: DIPLOMAT_OR_EMBASSY, needs: [{ need: 'diplomat-or-embassy', rule: 'ascension.a-8-9-trade' }],
    rules: ['ascension.a-8-9-trade', 'ascension.AM-04', 'ascension.AM-05'],
  },
  {
    id: 'trade-between', action: 'Trade Agreement between two systems', type: 'diplomacy', rollers: 'a Diplomat or an Embassy in either system',
    yourTl: 'the Diplomat; an Embassy uses the Military/Diplomacy panel', against: 'all World Panels of both systems; the Tech Level of the system holding the Diplomat or Embassy', mode: 'pass', purpose: 'roll',
    rollerKinds: DIPLOMAT_OR_EMBASSY, needs: [{ need: 'diplomat-or-embassy', rule: 'ascension.a-8-9-trade' }],
    rules: ['ascension.a-8-9-trade', 'ascension.AM-04'],
  },
  {
    id: 'trade-starport', action: 'Trade Agreement with your Starport', type: 'diplomacy', rollers: 'the Diplomat or Embassy in the World Panel\'s system',
    yourTl: 'the Military/Diplomacy panel', against: 'all World Panels of both systems; the World Panel\'s system Tech Level', mode: 'pass', purpose: 'starport-trade',
    rollerKinds: DIPLOMAT_OR_EMBASSY, needs: [{ need: 'diplomat-or-embassy', rule: 'ascension.a-8-9-trade' }],
    rules: ['ascension.a-8-9-trade', 'ascension.AM-04', 'ascension.AM-06', 'ascension.AM-18'],
  },
  {
    id: 'treaty', action: 'Treaty', type: 'diplomacy', rollers: 'a Diplomat (its Treaty dice) or an Embassy (one die)',
    yourTl: 'the Diplomat; an Embassy uses the Military/Diplomacy panel', against: 'the system\'s own World Panels', mode: 'pass', purpose: 'treaty',
    rollerKinds: DIPLOMAT_OR_EMBASSY, needs: [{ need: 'diplomat-or-embassy', rule: 'ascension.a-8-9-treaties' }],
    rules: ['ascension.a-8-9-treaties', 'ascension.AM-05'],
  },
  {
    id: 'mitigate', action: 'Mitigate (React)', type: 'diplomacy', rollers: 'a Diplomat in the system (its Mitigate dice)',
    yourTl: 'the Diplomat', against: 'the system where the Event was played', mode: 'pass', purpose: 'roll', rollerKinds: ASSET, needs: [{ need: 'diplomat', rule: 'ascension.a-8-2' }],
    rules: ['ascension.a-8-2', 'ascension.AM-09'],
  },
  {
    id: 'sabotage', action: 'Sabotage', type: 'shadow', rollers: 'a Shadow Agent at the Outpost (its Sabotage dice)',
    yourTl: 'the Shadow Agent', against: 'the Outpost\'s system', mode: 'count', purpose: 'roll', rollerKinds: ASSET, needs: [{ need: 'agent', rule: 'ascension.AM-57' }, { need: 'outpost', rule: 'ascension.a-8-2' }],
    rules: ['ascension.a-8-2', 'ascension.AM-01', 'ascension.AM-08', 'ascension.AM-57'],
  },
  {
    id: 'sedition', action: 'Sedition', type: 'shadow', rollers: 'a Shadow Agent on the Society (its Sedition dice)',
    yourTl: 'the Shadow Agent', against: 'the Society\'s system', mode: 'pass', purpose: 'roll', rollerKinds: ASSET, needs: [{ need: 'agent', rule: 'ascension.AM-57' }, { need: 'society', rule: 'ascension.a-8-2' }],
    rules: ['ascension.a-8-2', 'ascension.a-8-9-revolts', 'ascension.AM-09', 'ascension.AM-57'],
  },
  {
    id: 'assassination', action: 'Assassination', type: 'shadow', rollers: 'a Shadow Agent on the target\'s panel (its Assassination dice)',
    yourTl: 'the Shadow Agent', against: 'the target\'s system', mode: 'pass', purpose: 'roll', rollerKinds: ASSET, needs: [{ need: 'agent', rule: 'ascension.AM-57' }, { need: 'enemy-asset', rule: 'ascension.a-8-2' }],
    rules: ['ascension.a-8-2', 'ascension.AM-09', 'ascension.AM-57'],
  },
  {
    id: 'smuggling', action: 'Smuggling', type: 'shadow', rollers: 'a Shadow Agent on the World Panel (its Smuggling dice)',
    yourTl: 'the Shadow Agent', against: 'the World Panel\'s system', mode: 'pass', purpose: 'roll', rollerKinds: ASSET, needs: [{ need: 'agent', rule: 'ascension.AM-57' }, { need: 'world-panel', rule: 'ascension.a-8-2' }],
    rules: ['ascension.a-8-2', 'ascension.AM-09', 'ascension.AM-22', 'ascension.AM-57'],
  },
  {
    id: 'requisition', action: 'Requisition', type: 'economic', rollers: 'the Economic Faction Panel (1 die), with a Diplomat or Shadow Agent in the system',
    yourTl: 'the Economic panel', against: 'the system where the Outpost is built', mode: 'pass', purpose: 'roll', rollerKinds: ['faction-panel'], needs: [{ need: 'diplomat-or-agent', rule: 'ascension.a-8-2' }],
    rules: ['ascension.a-8-2', 'ascension.AM-04'],
  },
  {
    id: 'martial-law', action: 'Martial Law', type: 'military', rollers: 'a Soldier on the Society in revolt (its Police dice)',
    yourTl: 'the Soldier', against: 'the Society\'s system', mode: 'pass', purpose: 'roll', rollerKinds: ASSET, needs: [{ need: 'revolt', rule: 'ascension.a-8-9-revolts' }, { need: 'soldier-on-society', rule: 'ascension.a-8-9-revolts' }],
    rules: ['ascension.a-8-9-revolts', 'ascension.AM-09'],
  },
  {
    id: 'security-detail', action: 'Security Detail (React, optional roll)', type: 'military', rollers: 'a Soldier in the system (its Security dice), only when the option is on',
    yourTl: 'the Soldier', against: 'the system', mode: 'pass', purpose: 'roll', rollerKinds: ASSET, needs: [{ need: 'soldier', rule: 'ascension.a-8-2' }],
    rules: ['ascension.a-8-2', 'ascension.AM-10'],
    onlyWhen: { key: 'securityDetailFlux', value: 'flux' },
  },
];

/** The presets offered under `readings` (Security Detail rolls only when AM-10 is read as a flux). */
export function fluxPresetsFor(readings: Readings): FluxPreset[] {
  return FLUX_PRESETS.filter((p) => p.onlyWhen === undefined || readings[p.onlyWhen.key] === p.onlyWhen.value);
}
