/** The opposed-roll calculator's odds, worked out off the page's main thread. */
import { serve } from '../../kit/service.ts';
import { computeRollOff } from './compute.ts';

serve(computeRollOff);
