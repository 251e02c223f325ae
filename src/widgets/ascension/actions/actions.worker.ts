/** The action check's answers, worked out off the page's main thread (the engine stays out of what the page loads until the reader changes something). */
import { serve } from '../../kit/service.ts';
import { computeActions } from './compute.ts';

serve(computeActions);
