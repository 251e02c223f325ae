/** World Class and slots (T12), and the planetfall tool walking typed draws, "+1" chains and 2R/2S (T13). */
export * from './world-class.ts';
export { planetfall, planetfallNext, PLANETFALL_PLAYER, type PlanetfallNext, type PlanetfallState, type PlanetfallEvent, type PlacedPanel, type PanelDraw, type PlanetfallStage } from './planetfall.ts';
