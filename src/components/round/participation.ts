/** How the round's participation modes are named on the site. */
import type { Participation } from '../../engine/ccg/round/index.ts';

export const PARTICIPATION_LABEL: Record<Participation, string> = {
  simultaneous: 'All at once',
  'initiative-order': 'In initiative order',
  alternating: 'Alternating in initiative order',
  none: 'No captain acts',
};
