/**
 * What an action that rolls a flux needs in place before it can be played
 * ([8.2], [8.9]): the Asset in the system (Requisition: a Diplomat or Shadow
 * Agent; the Shadow actions: a Shadow Agent already there, AM-57; Mitigate: a
 * Diplomat; trade and Treaties: a Diplomat or the rolling Embassy; Martial
 * Law and Security Detail: a Soldier), and the target (an Outpost to
 * sabotage, a Society to stir, an opponent's Asset to kill, a World Panel to
 * smuggle on, a Revolt to end). The facts are the player's; the engine
 * decides from them, and refuses naming the missing one.
 */
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import type { AscensionRuleId } from '../rules.ts';

/** The facts a player states about the system the action is played in. */
export const FACTS = ['diplomat', 'agent', 'soldier', 'soldierOnSociety', 'revolt', 'outpost', 'enemyAsset'] as const;
export type Fact = (typeof FACTS)[number];

/** Each fact as a form states it. */
export const FACT_LABELS: Readonly<Record<Fact, string>> = {
  diplomat: 'A Diplomat of yours is in the system',
  agent: 'A Shadow Agent of yours is in the system',
  soldier: 'A Soldier of yours is in the system',
  soldierOnSociety: 'A Soldier of yours is on the Society in revolt',
  revolt: 'A Society of the system is in revolt',
  outpost: 'An Outpost stands in the system',
  enemyAsset: 'An opponent’s Diplomat or Shadow Agent is on a panel there',
};

/** What a player states is in place: each fact, true or false (read by `in-place.ts`). */
export type InPlace = Record<Fact, boolean>;

/** Nothing stated: every fact false. */
export const NOTHING_IN_PLACE: Readonly<Record<Fact, boolean>> = Object.freeze(Object.fromEntries(FACTS.map((f) => [f, false])) as Record<Fact, boolean>);


export const NEED_IDS = ['agent', 'diplomat', 'diplomat-or-agent', 'diplomat-or-embassy', 'soldier', 'soldier-on-society', 'revolt', 'outpost', 'enemy-asset', 'society', 'world-panel'] as const;
export type NeedId = (typeof NEED_IDS)[number];

/** What a need looks at: the facts, the rolling Embassy, and the acting system's World Panels. */
export interface NeedContext {
  inPlace: InPlace;
  rollerKind: 'asset' | 'faction-panel' | 'embassy';
  /** World Panels of the system the action is played in (the first system of the flux). */
  panels: { societies: number; resources: number };
}

interface NeedSpec {
  /** What must be there, in words. */
  what: string;
  met: (c: NeedContext) => boolean;
  /** The field a refusal names. */
  field: string;
  /** The facts a form asks about for this need. */
  facts: readonly Fact[];
}

const NEEDS: Readonly<Record<NeedId, NeedSpec>> = {
  agent: { what: 'a Shadow Agent of yours already in the system', met: (c) => c.inPlace.agent, field: 'inPlace.agent', facts: ['agent'] },
  diplomat: { what: 'a Diplomat of yours in the system', met: (c) => c.inPlace.diplomat, field: 'inPlace.diplomat', facts: ['diplomat'] },
  'diplomat-or-agent': { what: 'a Diplomat or a Shadow Agent of yours in the system', met: (c) => c.inPlace.diplomat || c.inPlace.agent, field: 'inPlace.diplomat', facts: ['diplomat', 'agent'] },
  'diplomat-or-embassy': {
    what: 'a Diplomat of yours in the system, or your Embassy there rolling',
    met: (c) => c.inPlace.diplomat || c.rollerKind === 'embassy',
    field: 'inPlace.diplomat',
    facts: ['diplomat'],
  },
  soldier: { what: 'a Soldier of yours in the system', met: (c) => c.inPlace.soldier, field: 'inPlace.soldier', facts: ['soldier'] },
  'soldier-on-society': { what: 'a Soldier of yours on the Society in revolt', met: (c) => c.inPlace.soldierOnSociety, field: 'inPlace.soldierOnSociety', facts: ['soldierOnSociety'] },
  revolt: { what: 'a Society in revolt', met: (c) => c.inPlace.revolt, field: 'inPlace.revolt', facts: ['revolt'] },
  outpost: { what: 'an Outpost in the system to sabotage', met: (c) => c.inPlace.outpost, field: 'inPlace.outpost', facts: ['outpost'] },
  'enemy-asset': { what: 'an opponent’s Diplomat or Shadow Agent on a panel of the system', met: (c) => c.inPlace.enemyAsset, field: 'inPlace.enemyAsset', facts: ['enemyAsset'] },
  society: { what: 'a Society panel in the system', met: (c) => c.panels.societies > 0, field: 'systems.0.societies', facts: [] },
  'world-panel': { what: 'a World Panel in the system', met: (c) => c.panels.societies + c.panels.resources > 0, field: 'systems.0', facts: [] },
};

/** The facts a form should ask about for these needs, each once, in the order of FACTS. */
export function factsFor(needs: readonly { need: NeedId }[]): Fact[] {
  const wanted = new Set(needs.flatMap((n) => NEEDS[n.need].facts));
  return FACTS.filter((f) => wanted.has(f));
}

/** Checks each need of `action` in turn; the first unmet one is refused with its rule and field. */
export function checkNeeds(action: string, needs: readonly { need: NeedId; rule: AscensionRuleId }[], context: NeedContext): AscensionResult<Step[]> {
  const steps: Step[] = [];
  for (const { need, rule } of needs) {
    const spec = NEEDS[need];
    if (!spec.met(context)) return err(`${action} needs ${spec.what}.`, rule, spec.field);
    steps.push(step(`${action} needs ${spec.what}: there is.`, rule));
  }
  return ok(steps);
}
