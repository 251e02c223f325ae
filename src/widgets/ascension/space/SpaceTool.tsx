/**
 * The space combat resolver ([9.1]–[9.5]), S.M.A.R.T. or Standard, round by
 * round: the step the battle waits for comes first, with the exact chance of
 * each outcome; the player rolls at the table and enters the result, and the
 * engine refuses a result the dice cannot give. The battle is replayed by
 * the engine in a worker from the setup and the results entered.
 */
import { useState } from 'preact/hooks';
import { LinkProblem } from '../../kit/Problem.tsx';
import { RuleCite, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { Trace } from '../../kit/Trace.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Examples } from '../shared/Examples.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../../kit/Answer.tsx';
import { ExactSwitch } from '../shared/Chance.tsx';
import { Problems } from '../shared/Problems.tsx';
import { ChangedReadings, ReadingsPanel } from '../shared/Readings.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import type { BattleView, SpaceAnswer } from './compute.ts';
import { SPACE_EXAMPLES } from './presets.ts';
import { spaceService } from './service.ts';
import Setup from './Setup.tsx';
import { PHASE_NAMES, StepPanel, stepLine } from './Step.tsx';
import { INITIAL, SPACE_READINGS, questionOf, type Move, type SpaceState } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const LINK = { lazy: () => import('./link.ts').then((m) => m.SPACE_URL) };

function Ships({ v }: { v: BattleView }) {
  return (
    <table class="as-table as-ships">
      <caption>The ships, in firing order</caption>
      <thead>
        <tr>
          <th scope="col">Ship</th>
          <th scope="col" class="num">
            Damage / Hull
          </th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {v.order.map((i) => {
          const x = v.ships[i]!;
          const state = x.destroyed ? 'destroyed' : x.withdrawn ? 'withdrawn' : [x.disabled ? 'Disabled' : '', v.system === 'smart' ? (x.spotted ? 'spotted' : 'unspotted') : '', `${x.salvosLeft} Salvos left`].filter(Boolean).join(', ');
          return (
            <tr key={i} class={x.destroyed || x.withdrawn ? 'as-gone' : undefined}>
              <td>
                {x.id} <span class="as-note">({x.side}, {x.initiative})</span>
              </td>
              <td class="num">
                {x.damage} / {x.hull}
              </td>
              <td>{state}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function SpaceTool({ initial }: { initial?: { question: SpaceState; answer: SpaceAnswer } }) {
  useState(() => initial && spaceService.seed(initial.question, initial.answer));
  const { state: s, setState, linkError, dismissLinkError } = useUrlState<SpaceState>(LINK, () => INITIAL);
  const view = useAnswerView();
  const { value: a, working, error } = useAnswer(spaceService, questionOf(s));
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ error: string; rule: string } | null>(null);
  const [confirm, setConfirm] = useState(false);
  const set = (patch: Partial<SpaceState>) => {
    setRefusal(null);
    setState({ ...s, ...patch });
  };
  const v = a && a.ok ? a : null;
  const played = v ? v.log.length : 0;
  const busy = pending || working;
  const example = SPACE_EXAMPLES.find((e) => JSON.stringify({ ...e.state, exact: s.exact, readings: s.readings }) === JSON.stringify(s));

  const play = (m: Move) => {
    const next: SpaceState = { ...s, moves: [...s.moves.slice(0, played), m] };
    setPending(true);
    spaceService.ask(questionOf(next)).then(
      (r) => {
        setPending(false);
        if (r.ok && r.refused && r.refused.index === next.moves.length - 1) {
          setRefusal({ error: r.refused.error, rule: r.refused.rule });
          return;
        }
        setRefusal(null);
        setState(next);
      },
      (e: unknown) => {
        setPending(false);
        setRefusal({ error: `The result could not be worked out (${e instanceof Error ? e.message : String(e)}).`, rule: 'ascension.a-9-1' });
      },
    );
  };

  const linkStops = v?.refused && !refusal ? v.refused : null;
  return (
    <div class="tool as-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <AnswerBox
        view={view}
        busy={busy}
        tone={a && !a.ok ? 'bad' : undefined}
        label="The battle"
        head={
          !a ? (
            error ? <p class="problem">The battle could not be worked out: {error}</p> : <p class="as-working">Working it out…</p>
          ) : a.ok ? (
            <>
              <p class="as-sub">
                {a.system === 'smart' ? 'S.M.A.R.T.' : 'Standard'} · Round {a.round} · {PHASE_NAMES[a.phase] ?? a.phase} · range {a.range}
              </p>
              <p class="verdict">{stepLine(a)}</p>
            </>
          ) : (
            <Problems fields={a.fields} general={a.general} lists={{ ships: 'Ship' }} />
          )
        }
      >
        {refusal && (
          <p class="problem" role="alert">
            <strong>Not possible:</strong> {refusal.error} <RuleCite rule={refusal.rule} />
          </p>
        )}
        {linkStops && (
          <p class="problem" role="alert">
            This battle stops at result {linkStops.index + 1}, which the rules refuse: {linkStops.error} <RuleCite rule={linkStops.rule} /> The results before it are shown; the next one you enter replaces the rest.
          </p>
        )}
        {v && <StepPanel view={v} exact={s.exact} busy={busy} play={play} />}
        {v && (
          <div class="as-buttons">
            <button type="button" disabled={busy || played === 0} onClick={() => set({ moves: s.moves.slice(0, played - 1) })}>
              Undo the last result
            </button>
            {v.step.kind !== 'over' && (
              <>
                <button type="button" disabled={busy} onClick={() => play(['W', 'a'])}>
                  Attacker withdraws
                </button>
                <button type="button" disabled={busy} onClick={() => play(['W', 'd'])}>
                  Defender withdraws
                </button>
              </>
            )}
          </div>
        )}
        {a && <ChangedReadings texts={a.readings} />}
        {example && <p class="as-note">{example.source}</p>}
      </AnswerBox>

      {v && <Ships v={v} />}
      {v && (
        <details class="why">
          <summary>The battle so far ({played} {played === 1 ? 'result' : 'results'})</summary>
          <Trace steps={[...v.setup, ...v.log.flat()]} title="Each step and the rule behind it" />
        </details>
      )}

      <Examples
        examples={SPACE_EXAMPLES}
        current={example?.id ?? null}
        onLoad={(e) => {
          if (e) set({ ...e.state, exact: s.exact, readings: s.readings });
          view.show();
        }}
      />

      {s.moves.length > 0 && (
        <div class="as-group">
          {!confirm ? (
            <div class="as-buttons">
              <button type="button" onClick={() => setConfirm(true)}>
                Change the ships or the board
              </button>
            </div>
          ) : (
            <div class="problem" role="alert">
              <p>Changing the setup starts the battle again: the {s.moves.length} results entered are cleared.</p>
              <div class="as-buttons">
                <button
                  type="button"
                  class="primary"
                  onClick={() => {
                    setConfirm(false);
                    set({ moves: [] });
                  }}
                >
                  Clear the results
                </button>
                <button type="button" onClick={() => setConfirm(false)}>
                  Keep the battle
                </button>
              </div>
            </div>
          )}
        </div>
      )}
      <Setup s={s} errs={a && !a.ok ? a.fields : {}} set={set} locked={s.moves.length > 0} />

      <ExactSwitch exact={s.exact} onChange={(exact) => setState({ ...s, exact })} />
      <ReadingsPanel keys={SPACE_READINGS} changed={s.readings} onChange={(readings) => set({ readings })} />
      <AnswerPeek view={view}>{v ? stepLine(v) : a ? 'Something to fix first' : 'Working it out…'}</AnswerPeek>
    </div>
  );
}

export default withRuleCatalogue('/ascension/', SpaceTool);
