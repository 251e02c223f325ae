/**
 * How the answer hook tells a cancelled request from a failure: the service
 * (`service.ts`) answers one with an error named 'Cancelled' (its `Cancelled`).
 * Apart from the service, and without importing it, so that the answer hook,
 * which every calculator loads, does not bring the worker plumbing to tools
 * that work their answer out in the page, nor to the resolution check before
 * it first asks (issue 20, part 6). The name is held equal to the class by
 * tests/widgets/kit-service.test.ts.
 */

/** Whether `e` is the answer to a request whose work was cancelled (`Cancelled` in `service.ts`). */
export const isCancelled = (e: unknown): e is Error => e instanceof Error && e.name === 'Cancelled';
