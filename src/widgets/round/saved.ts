/**
 * The round tracker's record codec for the kit's one game session
 * (`kit/session`): a record is the tool's encoded state, read with the link's
 * schema, and two records are the same game when they share the table (the
 * setup), the later point being the one whose moves extend the other's.
 * Where this device keeps them: `STORE` (the game being played) and `ASIDE`
 * (games set aside). The rules for keeping them are the session's.
 */
import { stateCodec } from '../kit/session/index.ts';
import { roundUrl } from './link.ts';
import type { RoundToolState } from './state.ts';

export { ASIDE, ROUND_KEYS, STORE } from './state.ts';

/** What the list of games set aside says above itself. */
export type SavedNote = 'set-aside' | 'other-tab' | 'untouched' | 'link';

/** The codec for the tracker offering these worked examples (a saved game may name one). */
export const roundCodec = (ids: readonly string[]) => stateCodec<RoundToolState>(roundUrl(ids), (s) => ({ setup: s.setup, moves: s.moves }));
