/**
 * The turn tracker's island ([8.1]): the tracker itself (`TurnApp.tsx`, with
 * the engine that replays the game and keeps its systems) loads just after
 * the page, so the page stays within its script budget.
 */
import { withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { lazyTool } from '../../kit/LazyTool.tsx';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

export default withRuleCatalogue('/ascension/', lazyTool(() => import('./TurnApp.tsx'), 'turn tracker', 'as-tool'));
