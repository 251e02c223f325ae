/** Whether an Action choice may be played here: the engine's verdict on what a judge describes ([8.2], T10). */
export { actionCheck, CHECKED_CHOICES, CHECKED_CHOICE_IDS, type ActionCheck, type CheckedChoice } from './action.ts';
