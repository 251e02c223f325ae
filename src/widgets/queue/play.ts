/**
 * What the queue stepper loads on demand (`import('./play.ts')`): the engine,
 * the palette and the presets, with the tool's replay and full link check
 * (`replay.ts`). Only the island imports this, and only dynamically, so the
 * bundler keeps it out of the page's first load.
 */
export * from './replay.ts';
