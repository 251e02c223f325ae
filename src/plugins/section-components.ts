/**
 * Components that draw a section's h2 themselves (src/components/round/),
 * with the id and contents-list label they give it, for `rehypeFolds`: the
 * plugin cannot see inside a component, so it asks here.
 */
import { SETUP_STEPS, stageDef, isRoundPhaseId } from '../engine/ccg/round/index.ts';
import type { FoldOptions } from './rehype-sections.ts';

export const SECTION_COMPONENTS: NonNullable<FoldOptions['sectionComponents']> = {
  /** `<Stage phase="resolution" n={2} />` → `<h2 id="stage-2">Stage 2: …</h2>` */
  Stage: (attr) => {
    const phase = attr('phase') ?? '';
    const n = Number(attr('n'));
    const s = isRoundPhaseId(phase) ? stageDef(phase, n) : undefined;
    return s ? { id: `stage-${n}`, label: `Stage ${n}: ${s.title}` } : undefined;
  },
  /** `<SetupStep n={3} />` → `<h2 id="setup-step-3">Step 3: …</h2>` */
  SetupStep: (attr) => {
    const n = Number(attr('n'));
    const s = SETUP_STEPS[n - 1];
    return s ? { id: `setup-step-${n}`, label: `Step ${n}: ${s.title}` } : undefined;
  },
};
