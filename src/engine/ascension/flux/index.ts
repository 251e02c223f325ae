/** Flux rolls (M1), Sabotage counts (M2), Mystery and Adventure rolls (M3), and the calculator's presets. */
export { fluxOdds, solveFlux, fluxTarget, checkAction, readFluxInput, type FluxInput, type FluxRequest, type FluxOdds } from './flux.ts';
export { fluxDice, readRoller, FLUX_PURPOSES, type FluxPurpose, type Roller, type RolledDice } from './roller.ts';
export { sabotageOdds, type SabotageInput, type SabotageOdds } from './sabotage.ts';
export { secretRollOdds, type SecretRollInput, type SecretRollOdds } from './secret.ts';
export { FLUX_PRESETS, fluxPresetsFor, type FluxPreset } from './presets.ts';
export { checkNeeds, factsFor, NOTHING_IN_PLACE, FACTS, FACT_LABELS, NEED_IDS, type Fact, type InPlace, type NeedId, type NeedContext } from './needs.ts';
export { readInPlace } from './in-place.ts';
