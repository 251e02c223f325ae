/**
 * Whether this device keeps anything for a tool, and hearing another tab
 * start to keep something, without the session's code: a tool that keeps
 * games loads its session (device.ts) only once there is something to keep.
 * Part of the session module, the only code in the widgets that touches this
 * device's storage.
 */
import type { SessionKeys } from './device.ts';

/** False only when this device's storage reads and holds neither the game nor the list set aside under `keys`. */
export function keptHere(keys: SessionKeys): boolean {
  try {
    const store = window.localStorage;
    return store.getItem(keys.game) !== null || store.getItem(keys.aside) !== null;
  } catch {
    return true;
  }
}

/** Calls `heard` when another tab writes the list set aside under `keys`. Returns the clean-up. */
export function hearAside(keys: SessionKeys, heard: () => void): () => void {
  const hear = (e: StorageEvent) => e.key === keys.aside && heard();
  addEventListener('storage', hear);
  return () => removeEventListener('storage', hear);
}
