/** The market calculator's odds, worked out off the page's main thread. */
import { serve } from '../../kit/service.ts';
import { computeMarket } from './compute.ts';

serve(computeMarket);
