/** The space battle replayed and its next step's odds worked out off the page's main thread. */
import { serve } from '../../kit/service.ts';
import { computeSpace } from './compute.ts';

serve(computeSpace);
