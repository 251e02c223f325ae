/**
 * The Resource and Resolution Phases: tokens, the Resource Pool, requirements and subplots, and the stages that resolve complications and contracts.
 * This file is the folder's public face: code outside `resolution/` imports from here.
 */
export * from './types.ts';
export * from './input.ts';
export * from './tokens.ts';
export * from './skill-levels.ts';
export * from './resources.ts';
export * from './requirements.ts';
export * from './solver.ts';
export * from './plan.ts';
export * from './subplots.ts';
export * from './stages.ts';
export * from './matching.ts';
export * from './cards.ts';
export * from './jack.ts';
export * from './sequence.ts';
export * from './report-views.ts';
export * from './report.ts';
