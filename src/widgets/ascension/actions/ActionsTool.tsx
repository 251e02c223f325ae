/**
 * The action check's island ([8.2]): the check itself (`ActionsApp.tsx`,
 * with the engine's checks of moves, Treaties, Outposts and Assets in place)
 * loads just after the page, so the page stays within its script budget;
 * the first answer, worked out when the page was built, goes to it.
 */
import { lazyTool } from '../../kit/LazyTool.tsx';
import { withRuleCatalogue } from '../../kit/RuleLink.tsx';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

export default withRuleCatalogue('/ascension/', lazyTool(() => import('./ActionsApp.tsx'), 'action check', 'calc as-tool'));
