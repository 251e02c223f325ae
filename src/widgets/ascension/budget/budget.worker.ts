/** The budget calculator's answers, worked out off the page's main thread (the engine stays out of the page's first script). */
import { serve } from '../../kit/service.ts';
import { computeAnswer } from './compute.ts';

serve(computeAnswer);
