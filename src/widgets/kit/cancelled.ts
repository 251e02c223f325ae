/**
 * The answer a service gives a request whose work was cancelled. Apart from the
 * service so that the answer hook, which every calculator loads, does not bring
 * the worker plumbing to tools that work their answer out in the page.
 */

/** How a request is answered when its work was cancelled (by `cancel`, or by a newer request of a `latest` service). */
export class Cancelled extends Error {
  constructor() {
    super('The work was cancelled.');
    this.name = 'Cancelled';
  }
}

export const isCancelled = (e: unknown): e is Cancelled => e instanceof Error && e.name === 'Cancelled';
