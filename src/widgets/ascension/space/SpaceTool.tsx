/**
 * The space combat resolver ([9.1]–[9.5]), S.M.A.R.T. or Standard, round by
 * round: the step the battle waits for comes first, with the exact chance of
 * each outcome; the player rolls at the table and enters the result, and the
 * engine refuses a result the dice cannot give. The battle is replayed by
 * the engine in a worker from the setup and the results entered. Built on
 * the kit's calculator shell.
 */
import { useState } from 'preact/hooks';
import { RuleCite, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { Trace } from '../../kit/Trace.tsx';
import { AscensionCalculator, useAscensionCalc } from '../shared/calc.tsx';
import type { BattleView, SpaceAnswer } from './compute.ts';
import { SPACE_EXAMPLES } from './presets.ts';
import { spaceService } from './service.ts';
import Setup from './Setup.tsx';
import { PHASE_NAMES, StepPanel, stepLine } from './Step.tsx';
import { INITIAL, SPACE_READINGS, questionOf, type Move, type SpaceState } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';
import { useAnswer } from '../../kit/useAnswer.ts';

const LINK = { lazy: () => import('./link.ts').then((m) => m.SPACE_URL) };

function Ships({ v }: { v: BattleView }) {
  return (
    <table class="tool-table as-ships">
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

/** Changing the setup clears the results entered: asked first. */
function ChangeSetup({ results, onClear }: { results: number; onClear: () => void }) {
  const [confirm, setConfirm] = useState(false);
  if (!confirm)
    return (
      <div class="as-buttons">
        <button type="button" onClick={() => setConfirm(true)}>
          Change the ships or the board
        </button>
      </div>
    );
  return (
    <div class="problem" role="alert">
      <p>Changing the setup starts the battle again: the {results} results entered are cleared.</p>
      <div class="as-buttons">
        <button
          type="button"
          class="primary"
          onClick={() => {
            setConfirm(false);
            onClear();
          }}
        >
          Clear the results
        </button>
        <button type="button" onClick={() => setConfirm(false)}>
          Keep the battle
        </button>
      </div>
    </div>
  );
}

function SpaceTool({ initial }: { initial?: { question: SpaceState; answer: SpaceAnswer } }) {
  const calc = useAscensionCalc<SpaceState, SpaceAnswer>({ link: LINK, clean: () => INITIAL, examples: SPACE_EXAMPLES, solve: { service: spaceService, question: questionOf, useAnswer }, initial });
  const { state: s, errs } = calc;
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ error: string; rule: string } | null>(null);
  const set = (patch: Partial<SpaceState>) => {
    setRefusal(null);
    calc.set(patch);
  };
  const v = calc.answer?.ok ? calc.answer : null;
  const played = v ? v.log.length : 0;
  const busy = pending || calc.working;

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
        calc.replace(next);
      },
      (e: unknown) => {
        setPending(false);
        setRefusal({ error: `The result could not be worked out (${e instanceof Error ? e.message : String(e)}).`, rule: 'ascension.a-9-1' });
      },
    );
  };

  const body = (a: BattleView) => {
    const linkStops = a.refused && !refusal ? a.refused : null;
    return (
      <>
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
        <StepPanel view={a} exact={s.exact} busy={busy} play={play} />
        <div class="as-buttons">
          <button type="button" disabled={busy || played === 0} onClick={() => set({ moves: s.moves.slice(0, played - 1) })}>
            Undo the last result
          </button>
          {a.step.kind !== 'over' && (
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
      </>
    );
  };

  return (
    <AscensionCalculator
      calc={{ ...calc, working: busy, load: (e) => (setRefusal(null), calc.load(e)) }}
      readings={SPACE_READINGS}
      label="The battle"
      lists={{ ships: 'Ship' }}
      head={(a) => (
        <>
          <p class="as-sub">
            {a.system === 'smart' ? 'S.M.A.R.T.' : 'Standard'} · Round {a.round} · {PHASE_NAMES[a.phase] ?? a.phase} · range {a.range}
          </p>
          <p class="verdict">{stepLine(a)}</p>
        </>
      )}
      peek={stepLine}
      body={body}
      why={() => []}
      below={(a) => (
        <>
          <Ships v={a} />
          <details class="why">
            <summary>
              The battle so far ({played} {played === 1 ? 'result' : 'results'})
            </summary>
            <Trace steps={[...a.setup, ...a.log.flat()]} title="Each step and the rule behind it" />
          </details>
        </>
      )}
    >
      {s.moves.length > 0 && <ChangeSetup results={s.moves.length} onClear={() => set({ moves: [] })} />}
      <Setup s={s} errs={errs} set={set} locked={s.moves.length > 0} />
    </AscensionCalculator>
  );
}

export default withRuleCatalogue('/ascension/', SpaceTool);
