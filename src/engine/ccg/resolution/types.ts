/**
 * The shapes the Resource and Resolution Phases take as input: skills and
 * their changes, crew, the cards that show capability icons, Jack-of-all-Trades
 * declarations, pools, tokens added or rejected, subplots and adventure cards.
 * Types only: the readers that check them are `input.ts`.
 */
import type { Capability, Skill, SkillLevel } from '../cards/index.ts';
import type { Requirement } from './requirements.ts';
import type { PoolToken, ResourceToken } from './tokens.ts';

/** A crew member's standing in one skill. */
export type SkillState = 'unskilled' | SkillLevel;
export type SkillLevelStep = 'gain' | 'lose' | 'suppress';
/** A change to a skill: one of the table's rows, or "set to this level". */
export type SkillLevelChange = SkillLevelStep | { set: SkillState };

/** A skill a crew member has from one source: printed on the card, gear, an effect. */
export interface SkillGrant {
  skill: Skill;
  level: SkillLevel;
  /** Where it comes from, for the trace ("native", "Body Pistol", "action until end of round"). */
  source?: string;
}

/** A change of level applied after all grants, in order (an effect that suppresses Tech, ...). */
export interface SkillChangeInput {
  skill: Skill;
  change: SkillLevelChange;
  source?: string;
}

export interface CrewInput {
  id: string;
  name: string;
  skills: SkillGrant[];
  changes?: SkillChangeInput[];
}

/** A card that shows capability icons: the ship, or an upgrade or other card the input says provides them. */
export interface CapabilitySource {
  id: string;
  name: string;
  capabilities: Capability[];
}

/** The skills a captain announces for one crew member's Jack-of-all-Trades. */
export interface JackDeclaration {
  crew: string;
  skills: Skill[];
}

/** One token the captain explicitly keeps out of the pool: a token of this kind from this source. */
export interface TokenRejection {
  source: string;
  token: ResourceToken;
}

export interface CollectInput {
  captain: string;
  ship: CapabilitySource;
  otherSources?: CapabilitySource[];
  crew?: CrewInput[];
  jack?: JackDeclaration[];
  reject?: TokenRejection[];
}

export interface ResourcePool {
  captain: string;
  tokens: PoolToken[];
}

/** A token added outside collection, e.g. by an event such as Consultant Call. */
export interface TokenAddition {
  source: string;
  sourceName: string;
  token: ResourceToken;
}

export interface SubplotInput {
  id: string;
  name: string;
  requirements: Requirement[];
  /** Victory Points the subplot awards (0 when its award is something else). */
  vp: number;
  /** The award in words, when it is not only Victory Points. */
  award?: string;
}

export interface AdventureCardInput {
  id: string;
  name: string;
  /** The captain whose adventure deck the card came from; left out when the situation does not say (the trace then names no one). */
  owner?: string;
  requirements: Requirement[];
  subplots?: SubplotInput[];
}

export interface ContractInput extends AdventureCardInput {
  /** Victory Points the contract awards. */
  vp: number;
}
