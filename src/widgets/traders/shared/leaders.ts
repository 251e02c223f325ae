/** The powers an officer leading a market (or a sale at the end of a trip) can have, as the calculators' picker offers them. Pure. */
import type { SelectOption } from '../../kit/fields.tsx';

/** The actual power of the highest-ranking active officer: -1 (a weak replacement) to 4 (a strong one). */
export const LEADER_OPTIONS: readonly SelectOption<string>[] = [
  { value: '3', label: '3: the Captain' },
  { value: '2', label: '2: the 1st Officer' },
  { value: '1', label: '1: the 2nd Officer' },
  { value: '0', label: '0: the 3rd Officer' },
  { value: '4', label: '4: a replacement who rolled well' },
  { value: '-1', label: '−1: a replacement who rolled badly' },
];
