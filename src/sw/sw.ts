/// <reference lib="webworker" />
/**
 * The service worker: every built page, script, style, search file and rule
 * catalogue is precached at install, so after one visit the site works with
 * no signal. A page is found whatever form its address takes: with a query
 * (`?ref=chat`), without its trailing slash, or as `…/index.html`. An address
 * the site does not have gets the precached "Page not found" page offline.
 * A new version waits until the reader chooses to reload (see
 * src/scripts/offline.ts, which posts SKIP_WAITING).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { pageAddressForms } from './address-forms.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST, {
  // No query changes what a page of this site shows.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  urlManipulation: ({ url }) => pageAddressForms(url),
});
cleanupOutdatedCaches();

const NOT_FOUND = '/404.html';

// Navigations the precache does not hold: the network, or offline the "Page not found" page.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(NOT_FOUND)) ?? Response.error();
    }
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
