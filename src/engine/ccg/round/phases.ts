/**
 * The six phases of a round, in order, plus the solo variant of the Adventure
 * Phase. The stages of each phase, and how captains take part in them, are in
 * `round.ts`, which builds on this list.
 */

export const PHASES = [
  { id: 'ready', name: 'Ready Phase' },
  { id: 'adventure', name: 'Adventure Phase' },
  { id: 'procurement', name: 'Procurement Phase' },
  { id: 'action', name: 'Action Phase' },
  { id: 'resource', name: 'Resource Phase' },
  { id: 'resolution', name: 'Resolution Phase' },
] as const;

export type Phase = (typeof PHASES)[number]['id'];

/** The solo game replaces the Adventure Phase with this one. */
export const SOLO_ADVENTURE_PHASE = { id: 'solo-adventure', name: 'Adventure Phase (solo)' } as const;

export function isPhase(value: string): value is Phase {
  return PHASES.some((p) => p.id === value);
}

export function phaseName(phase: Phase): string {
  return PHASES.find((p) => p.id === phase)?.name ?? phase;
}
