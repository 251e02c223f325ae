/** Whether an Action choice may be played here: the engine's verdict on what a judge describes ([8.2], T10). */
export { actionCheck, type ActionCheck } from './action.ts';
export { CHECKED_CHOICES, CHECKED_CHOICE_IDS, type CheckedChoice } from './choices.ts';
