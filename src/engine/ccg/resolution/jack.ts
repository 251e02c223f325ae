/**
 * Jack-of-all-Trades by level: how many tokens the captain may declare for a
 * crew member (one at trained, two at expert, none without the skill), and the
 * declarations a captain's picks amount to.
 */
import { readCrewMember } from './input.ts';
import { jackSlotsOf } from './skill-levels.ts';
import type { CrewInput, JackDeclaration } from './types.ts';

/** Tokens the captain may declare for this crew member's Jack-of-all-Trades: 0, 1 (trained) or 2 (expert); 0 for a crew member that does not read. */
export function jackSlots(crew: CrewInput): number {
  const c = readCrewMember(crew, 'crew');
  return c.ok ? jackSlotsOf(c.value) : 0;
}

/** The captain's picks for one crew member: skill names, '' for a pick left open. */
export interface JackPicks {
  crew: string;
  picks: readonly string[];
}

export interface JackReading {
  declarations: JackDeclaration[];
  /** For each declaration, the picks entry it came from and the pick index of each skill declared. */
  origin: { picks: number; pick: number[] }[];
}

/**
 * Picks beyond the crew member's slots are not declarations (the level decides
 * how many count); open picks are skipped. A crew member with no pick left
 * declares nothing.
 */
export function readJackPicks(crew: readonly CrewInput[], picks: readonly JackPicks[]): JackReading {
  const out: JackReading = { declarations: [], origin: [] };
  picks.forEach((p, i) => {
    const member = crew.find((c) => c.id === p.crew);
    const slots = member ? jackSlots(member) : p.picks.length;
    const kept = p.picks.slice(0, slots).map((s, j) => ({ s, j })).filter((x) => x.s !== '');
    if (kept.length === 0) return;
    out.declarations.push({ crew: p.crew, skills: kept.map((x) => x.s) as JackDeclaration['skills'] });
    out.origin.push({ picks: i, pick: kept.map((x) => x.j) });
  });
  return out;
}
