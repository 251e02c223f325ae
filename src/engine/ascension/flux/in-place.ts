/** The reader of what a player states is in place (`needs.ts`'s facts), kept apart so a form that lists the facts loads no reader. */
import { flag, optional, shape } from '../input/index.ts';
import { FACTS, FACT_LABELS, NOTHING_IN_PLACE, type Fact } from './needs.ts';

export const readInPlace = optional(
  shape('What is in place', Object.fromEntries(FACTS.map((f) => [f, optional(flag(FACT_LABELS[f], 'ascension.a-8-2'), false)])) as Record<Fact, ReturnType<typeof flag>>, 'ascension.a-8-2'),
  NOTHING_IN_PLACE,
);
