/** Siege and assault odds, worked out off the page's main thread (the whole-action forecast can take tens of milliseconds). */
import { serve } from '../../kit/service.ts';
import { computeSiege } from './compute.ts';

serve(computeSiege);
