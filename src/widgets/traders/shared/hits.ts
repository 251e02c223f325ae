/** The hits a ship can carry (it is destroyed by a third), as the calculators' picker offers them. Pure. */
import type { SelectOption } from '../../kit/fields.tsx';

export const HITS: readonly SelectOption<string>[] = [
  { value: '0', label: 'None' },
  { value: '1', label: '1 hit' },
  { value: '2', label: '2 hits' },
];
