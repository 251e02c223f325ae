/** The trade and treaty checker's answers, worked out off the page's main thread. */
import { serve } from '../../kit/service.ts';
import { computeTrade } from './compute.ts';

serve(computeTrade);
