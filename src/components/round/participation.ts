/** How the round's participation modes are named on the site: in full, and as the quick reference's short mark. */
import type { Participation } from '../../engine/ccg/round/index.ts';

export const PARTICIPATION_LABEL: Record<Participation, string> = {
  simultaneous: 'All at once',
  'initiative-order': 'In initiative order',
  alternating: 'Alternating in initiative order',
  none: 'No captain acts',
};

/** The quick reference's mark for each mode, beside each stage; its full name is `PARTICIPATION_LABEL`. */
export const PARTICIPATION_MARK: Record<Participation, string> = {
  simultaneous: 'All',
  'initiative-order': 'IO',
  alternating: 'Alt',
  none: '—',
};
