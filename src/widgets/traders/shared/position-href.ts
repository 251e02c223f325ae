/**
 * The address of a calculator opened at a described position: its link holds
 * `{ position: <code> }` in place of the tool's own state (read by
 * `position-link.ts`). Kept apart so a page that only writes such links
 * carries no engine code.
 */
import { encodeState, STATE_PARAM } from '../../kit/url-codec.ts';

/** The calculators a position opens in, with the page each lives at. */
export const POSITION_TOOLS = [
  { path: '/traders/tools/battle/', label: 'space battle' },
  { path: '/traders/tools/trip/', label: 'trip planner' },
  { path: '/traders/tools/market/', label: 'market price' },
] as const;

/** `/traders/tools/battle/` opened at the position with this code. */
export const positionHref = (path: string, code: string): string => `${path}#${STATE_PARAM}=${encodeState({ position: code })}`;
