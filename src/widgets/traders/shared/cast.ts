/**
 * Everyone who can roll in a Traders contest, as the calculators' pickers
 * list them: the engine's cast (`engine/traders/tables/cast.ts`). Pure.
 */
import { CAST, OTHER } from '../../../engine/traders/tables/index.ts';

export { CAST, castMember, OTHER, type CastMember } from '../../../engine/traders/tables/index.ts';

export const isCastKey = (key: unknown): key is string => typeof key === 'string' && (key === OTHER || CAST.some((c) => c.key === key));
