/** The game and its odds, worked out off the page's main thread. */
import { serve } from '../../kit/service.ts';
import { handleGame } from './service.ts';

serve(handleGame);
