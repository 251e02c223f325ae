/** The resolution check, worked out off the page's main thread (the heaviest links the tool accepts take seconds). */
import { serve } from '../kit/service.ts';
import { runCheck } from './check.ts';

serve(runCheck);
