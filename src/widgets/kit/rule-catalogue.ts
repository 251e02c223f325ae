/**
 * A game's rule catalogue, read on demand: every rule id with its title and
 * the address of the page that explains it, published by the site at
 * `<game base>rules.json` (see the "Use the data" page). Tools fetch it once
 * (the service worker keeps it for offline use) instead of carrying the
 * whole registry in their JavaScript.
 */
import { catalogueResolver, type RuleResolver } from '../../engine/core/rules.ts';

const loads = new Map<string, Promise<RuleResolver>>();

/** Fetches `<base>rules.json` once per page; rejects with a sentence when it cannot. */
export function loadRuleCatalogue(base: string): Promise<RuleResolver> {
  let load = loads.get(base);
  if (!load) {
    load = fetch(`${base}rules.json`)
      .then((r) => {
        if (!r.ok) throw new Error(`the rule catalogue could not be loaded (${r.status})`);
        return r.json() as Promise<unknown>;
      })
      .then((raw) => {
        const resolver = catalogueResolver(raw);
        if (typeof resolver === 'string') throw new Error(resolver);
        return resolver;
      });
    load.catch(() => loads.delete(base));
    loads.set(base, load);
  }
  return load;
}
