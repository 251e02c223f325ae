/** The space-battle odds, worked out off the page's main thread. */
import { serve } from '../../kit/service.ts';
import { computeBattle } from './compute.ts';

serve(computeBattle);
