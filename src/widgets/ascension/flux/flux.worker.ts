/** The flux calculator's answers, worked out off the page's main thread. */
import { serve } from '../../kit/service.ts';
import { computeFlux } from './compute.ts';

serve(computeFlux);
