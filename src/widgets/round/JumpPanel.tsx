/**
 * Jump to a stage: the stages of the phase tapped on the map, as the engine
 * lists them (`jumpTargets`): a button for each stage it would jump to, what
 * the jump must be told (the first captain, the eligible captains), and the
 * engine's reason for any stage it refuses. Loaded when a phase is tapped.
 */
import { useState } from 'preact/hooks';
import { jumpTargets, type JumpTarget, type TrackerEvent, type TrackerState } from '../../engine/ccg/tracker/index.ts';
import type { RoundPhaseId } from '../../engine/ccg/round/index.ts';
import { CheckField } from '../kit/fields.tsx';
import { RuleCite } from '../kit/RuleLink.tsx';

interface Props {
  state: TrackerState;
  phase: RoundPhaseId;
  onJump: (e: TrackerEvent) => void;
  onClose: () => void;
}

export default function JumpPanel({ state: s, phase, onJump, onClose }: Props) {
  const [picked, setPicked] = useState<number | null>(null);
  const [eligible, setEligible] = useState<string[]>([]);
  const group = jumpTargets(s).find((g) => g.phase.id === phase);
  if (!group) return null;
  const target = group.stages.find((t) => t.stage.number === picked && t.refused === null);
  const go = (t: JumpTarget, first?: string) =>
    onJump({
      type: 'jump',
      phase,
      stage: t.stage.number,
      ...(first !== undefined && { first }),
      ...(t.needsEligible && { eligible: s.captains.map((c) => c.id).filter((id) => eligible.includes(id)) }),
    });
  const label = (t: JumpTarget) => `${t.stage.number} · ${t.stage.title}${t.newRound ? ` (round ${s.round + 1})` : ''}`;

  return (
    <section class="rt-jump" aria-labelledby="rt-jump-title">
      <h3 id="rt-jump-title">Jump to a stage of the {group.phase.name}</h3>
      <ul class="rt-jump-stages">
        {group.stages.map((t) => (
          <li key={t.stage.number}>
            {t.refused === null ? (
              <button
                type="button"
                class={`rt-big${picked === t.stage.number ? ' primary' : ''}`}
                aria-expanded={t.asks.length > 0 ? picked === t.stage.number : undefined}
                onClick={() => (t.asks.length > 0 ? setPicked(t.stage.number) : go(t))}
              >
                {label(t)}
              </button>
            ) : (
              <p class="rt-jump-no">
                <strong>{label(t)}{t.here ? ': the tracker is here now.' : ':'}</strong>{' '}
                {!t.here && (
                  <>
                    {t.refused.error} <RuleCite rule={t.refused.rule} />
                  </>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      {target && (
        <div class="rt-jump-ask">
          {target.asks.map((a) => (
            <p key={a.field}>
              {a.error} <RuleCite rule={a.rule} />
            </p>
          ))}
          {target.needsEligible && (
            <fieldset>
              <legend>Eligible captains</legend>
              {s.captains.map((c) => (
                <CheckField key={c.id} label={c.name} checked={eligible.includes(c.id)} onChange={(on) => setEligible(on ? [...eligible, c.id] : eligible.filter((x) => x !== c.id))} />
              ))}
            </fieldset>
          )}
          <div class="rt-moves">
            {target.needsFirst ? (
              s.captains.map((c) => (
                <button key={c.id} type="button" class="rt-big primary" onClick={() => go(target, c.id)}>
                  {c.name} goes first: jump
                </button>
              ))
            ) : (
              <button type="button" class="rt-big primary" onClick={() => go(target)}>
                Jump to stage {target.stage.number}
              </button>
            )}
          </div>
        </div>
      )}
      <button type="button" class="rt-big" onClick={onClose}>
        Close, stay at this stage
      </button>
    </section>
  );
}
