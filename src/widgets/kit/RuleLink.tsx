/**
 * Links to the pages that explain rule ids. The kit knows no game: each tool's
 * root names its game's rule catalogue (`withRuleCatalogue('/ccg/', Tool)`),
 * loaded on demand, or hands a resolver to `RuleLinks` directly. Until the
 * catalogue arrives a rule shows as "rule"; an id it does not know is shown
 * as written. A link carries the rule's summary and page title for the
 * site's preview script (src/scripts/term-preview.ts), which previews it on
 * hover, focus or tap as it does term links, with the "Our reading" label
 * where the summary states our reading (`data-note`, the note's address, and
 * `data-note-id`, its id where the label shows one).
 */
import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { RuleResolver } from '../../engine/core/rules.ts';
import { Citations } from './citation-context.ts';
import { loadRuleCatalogue } from './rule-catalogue.ts';

export interface RuleLinkContext {
  resolve: RuleResolver;
  /** True while the catalogue is on its way. */
  pending: boolean;
}

const NONE: RuleResolver = () => undefined;
export const RuleLinks = createContext<RuleLinkContext>({ resolve: NONE, pending: false });

/** A rule's link, under the edition the tool cites (`Citations`; as given when comparing, or with no provider). */
export function RuleLink({ rule }: { rule: string }) {
  const { resolve, pending } = useContext(RuleLinks);
  const edition = useContext(Citations);
  if (pending || edition.pending) return <span class="rule-link" aria-busy="true">rule</span>;
  const link = resolve(edition.cite(rule));
  if (!link) return <span class="rule-link">{rule}</span>;
  return (
    <a class="rule-link" href={link.href} data-summary={link.summary} data-page={link.page} data-note={link.summaryNote?.href} data-note-id={link.summaryNote?.shown}>
      {link.title}
    </a>
  );
}

/**
 * "Rule: <link>", as every step, verdict and refusal of a tool cites the rule
 * that decides it; "Rule for steps 3–5: <link>" when it decides a run of steps.
 * Under a chosen edition (`Citations`) it links that edition's rule; when
 * comparing editions it names each edition's rule side by side, or says that
 * every edition cites the same one.
 */
export function RuleCite({ rule, steps }: { rule: string; steps?: string | undefined }) {
  const { both } = useContext(Citations);
  const head = `Rule${steps ? ` for steps ${steps}` : ''}`;
  if (both) return both(rule, head);
  return (
    <span class="trace-rule">
      {head}: <RuleLink rule={rule} />
    </span>
  );
}

/** The rule catalogue of the game whose pages live under `base`, loaded once the tool is on screen. */
export function useRuleCatalogue(base: string): RuleLinkContext {
  const [state, setState] = useState<RuleLinkContext>({ resolve: NONE, pending: true });
  useEffect(() => {
    let live = true;
    loadRuleCatalogue(base).then(
      (resolve) => live && setState({ resolve, pending: false }),
      () => live && setState({ resolve: NONE, pending: false }),
    );
    return () => {
      live = false;
    };
  }, [base]);
  return state;
}

/** A tool's root component with its game's rule links (from `<base>rules.json`) given to every rule link inside it. */
export function withRuleCatalogue<P extends object>(base: string, Tool: (props: P) => preact.JSX.Element | null) {
  return function ToolWithRuleLinks(props: P) {
    const links = useRuleCatalogue(base);
    return (
      <RuleLinks.Provider value={links}>
        <Tool {...props} />
      </RuleLinks.Provider>
    );
  };
}
