/**
 * The resolution check's service, as the tool uses it: the worker's page side
 * (`worker-service.ts`) loads when a situation is first asked for. An example
 * page shows the answer worked out when it was built (seeded here), and the
 * tool page's first situations are answered in the page (`quickCheck`), so
 * neither loads the worker plumbing until the reader changes something.
 */
import { lazyService } from '../kit/lazy-service.ts';
import type { ResolveState } from './state.ts';
import type { CheckResult } from './view.ts';

export const checkService = /* @__PURE__ */ lazyService<ResolveState, CheckResult>(() => import('./worker-service.ts').then((m) => m.checkService));
