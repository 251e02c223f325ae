/**
 * One line per phase: what it is for (the phase diagrams' captions). Apart
 * from the stage table in round.ts so that the tools, which never show it,
 * do not carry it.
 */
import type { RoundPhaseId } from './round.ts';

export const PHASE_PURPOSE: Readonly<Record<RoundPhaseId, string>> = {
  ready: 'Reset the table and settle who goes first this round.',
  adventure: 'Lay hidden complications on contracts, then commit to an activity for the round.',
  'solo-adventure': 'In a solo game the deck plays the complications against you, then you commit to an activity.',
  procurement: 'Bring crew, gear, connections and upgrades into play from hand.',
  action: 'Take actions to improve your position and get in your rivals’ way.',
  resource: 'Fill your Resource Pool with tokens from your ship and crew.',
  resolution: 'Overcome complications, carry out piracy and cash in contracts for Victory Points.',
};
