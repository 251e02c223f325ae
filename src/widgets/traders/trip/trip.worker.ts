/** The trip planner's odds, worked out off the page's main thread. */
import { serve } from '../../kit/service.ts';
import { computeTrip } from './compute.ts';

serve(computeTrip);
