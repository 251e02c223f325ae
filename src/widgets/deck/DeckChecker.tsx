/**
 * The deck-legality checker: type or paste a deck list; the engine reads it
 * and reports every problem with its line and the rule, as you type. The
 * verdict comes first, in the kit's answer box, and is pinned to the screen
 * (`AnswerPeek`) while the reader edits the list below it. The edition
 * setting (`edition/ui.tsx`, loaded after the checker is drawn) sets which
 * Rules Reference's rules the problems and steps cite, or both.
 */
import { plural } from '../../engine/core/text.ts';
import { useMemo, useState } from 'preact/hooks';
import { checkDeckList, STANDARD_DECK_LIMITS } from '../../engine/ccg/deck/index.ts';
import { LEGAL_DECK_LIST, ILLEGAL_DECK_LIST } from '../../engine/ccg/examples/index.ts';
import { Trace } from '../kit/Trace.tsx';
import { TextArea } from '../kit/TextArea.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../kit/Answer.tsx';
import { Problem, LinkProblem } from '../kit/Problem.tsx';
import { RuleLinks, useRuleCatalogue, RuleCite } from '../kit/RuleLink.tsx';
import { Presets, ResetButton } from '../kit/Presets.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { useLazy } from '../kit/lazy.ts';
import { Citations, DEFAULT_VIEW } from '../kit/citation-context.ts';
import { DECK_URL, MAX_DECK_TEXT, type DeckCheckerState } from './state.ts';
import '../../styles/widgets.css';

const PRESETS = [LEGAL_DECK_LIST, ILLEGAL_DECK_LIST];
const BUTTONS = PRESETS.map((p) => ({
  id: p.id,
  label: p.title,
  hint: p.description,
}));
const loadEditionUi = () => import('../edition/ui.tsx');

export default function DeckChecker() {
  const ruleLinks = useRuleCatalogue('/ccg/');
  const { state, setState, linkError, linkRefusal, dismissLinkError } = useUrlState<DeckCheckerState>(DECK_URL, () => ({ text: '' }));
  /** A refused link's list, held in the field with the refusal beside it until the list is changed. */
  const fromLink = linkRefusal?.instead?.at === 'text' && linkRefusal.rule && (linkRefusal.instead.state as DeckCheckerState).text === state.text ? { error: linkRefusal.instead.error, rule: linkRefusal.rule } : undefined;
  const report = useMemo(() => (state.text.trim() === '' ? undefined : checkDeckList(state.text)), [state.text]);
  const [citations, setCitations] = useState(DEFAULT_VIEW);
  /** Everything the checker cites, for the comparison across editions: each problem, then the steps. */
  const cites = useMemo(() => (report?.ok ? [...report.value.problems.map((p) => ({ text: p.message, rule: p.rule })), ...report.trace] : undefined), [report]);
  const EditionField = useLazy(true, loadEditionUi, (m) => m.CcgEditionField).value;
  /** A new list (typed, an example, cleared) keeps the edition the reader chose. */
  const setText = (text: string) => setState((s) => ({ ...s, text }));
  const answer = useAnswerView();
  const verdict = report?.ok ? (report.value.legal ? 'Legal: this deck meets every deck construction rule.' : `Not legal: ${plural(report.value.problems.length, 'problem')}.`) : undefined;
  const tone = report === undefined ? undefined : report.ok && report.value.legal ? 'good' : 'bad';

  return (
    <RuleLinks.Provider value={ruleLinks}>
      <Citations.Provider value={citations}>
      <div class="tool deck-checker">
        {linkError && <LinkProblem message={linkError} instead={linkRefusal?.instead?.says} onDismiss={dismissLinkError} />}
        <Presets
          label="Example lists"
          lead="Load:"
          presets={BUTTONS}
          onPick={(id) => {
            setText(PRESETS.find((p) => p.id === id)?.text ?? '');
            answer.show();
          }}
        >
          <ResetButton label="Clear" onClick={() => setText('')} />
        </Presets>
        <AnswerBox
          view={answer}
          tone={tone}
          label="Is this deck legal?"
          head={
            report === undefined ? (
              <p class="verdict">Type or paste a deck list below, or load an example, to check it.</p>
            ) : report.ok ? (
              <p class={`verdict ${tone}`}>{verdict}</p>
            ) : (
              <Problem error={report} title="Cannot check this list" />
            )
          }
        >
          {report?.ok && (
            <>
              <ul class="totals">
                <li>Ship: {report.value.totals.ship}</li>
                <li>Adventure cards: {report.value.totals.adventure} of {STANDARD_DECK_LIMITS.adventure.size}</li>
                <li>Captain’s cards: {report.value.totals.captains} of {STANDARD_DECK_LIMITS.captains.size}</li>
              </ul>
              {report.value.problems.length > 0 && (
                <ol class="problems">
                  {report.value.problems.map((p, i) => (
                    <li key={i}>
                      {p.message}{' '}
                      <RuleCite rule={p.rule} />
                    </li>
                  ))}
                </ol>
              )}
              <details>
                <summary>How the list was read</summary>
                <Trace steps={report.trace} title="Steps" />
              </details>
            </>
          )}
        </AnswerBox>
        {EditionField ? (
          <EditionField value={state.edition} onEdition={setState} steps={cites} onView={setCitations} linked={linkRefusal} />
        ) : (
          <div class="edition-setting" aria-busy="true" />
        )}
        <TextArea
          label="Deck list"
          value={state.text}
          onInput={setText}
          maxLength={MAX_DECK_TEXT}
          error={fromLink}
          placeholder={'Ship: Type S Scout\nAdventure deck\n2 Group Package\nCaptain\u2019s deck\n3 Time is Money'}
          hint="One card per line with its count (“3 Time is Money”, “Time is Money x3”); headers for the ship, adventure deck and captain’s deck; add [Restricted 2] or [Unrestricted] after a name."
        />
        <AnswerPeek view={answer} back="See the answer">
          {verdict ?? (report ? 'This list cannot be checked' : 'No deck list yet')}
        </AnswerPeek>
      </div>
      </Citations.Provider>
    </RuleLinks.Provider>
  );
}
