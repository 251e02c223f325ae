/** The resolution form's pool collected in the Resource Phase: the ship's capability icons and each crew member's skills, with Jack-of-all-Trades choices. Loaded when that way of building the pool is chosen. */
import { RuleCite } from '../kit/RuleLink.tsx';
import { Select, TokenChip, TokenPalette, iconLabel, tokenName } from './fields.tsx';
import { TokenIcon } from './TokenIcon.tsx';
import { jackSlotsOf } from '../../engine/ccg/resolution/index.ts';
import { CAPABILITY_KEYS, LEVELS, LIMITS, SKILL_KEYS, TOKEN_SKILL_KEYS } from './state.ts';
import type { CrewRow, ShipRow } from './state.ts';
import { AddButton, Text, roomBand, sameErrorsAt, sameJson, type Errors } from './form-parts.tsx';
import { memoBy } from '../kit/memo.ts';

const SKILL_OPTIONS = SKILL_KEYS.map((s) => ({ value: s, label: iconLabel(s) }));
const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l, label: l }));
const JACK_OPTIONS = [{ value: '', label: '— not chosen —' }, ...TOKEN_SKILL_KEYS.map((s) => ({ value: s, label: iconLabel(s) }))];

function CollectEditorOf({ ship, crew, errors, onShip, onCrew }: { ship: ShipRow; crew: CrewRow[]; errors: Errors; onShip: (fn: (s: ShipRow) => void) => void; onCrew: (fn: (c: CrewRow[]) => void) => void; room: number }) {
  return (
    <div class="collect-editor">
      <fieldset>
        <legend>Ship</legend>
        <Text label="Ship’s name" value={ship.name} error={errors['ship.name']} onInput={(v) => onShip((s) => void (s.name = v))} />
        <p class="label-like">Capability icons on the ship</p>
        <TokenPalette
          groups={[{ title: 'Capabilities', keys: CAPABILITY_KEYS }]}
          onPick={(k) => onShip((s) => void (s.caps.length < LIMITS.caps && s.caps.push(k as ShipRow['caps'][number])))}
          verb={(k) => `Give the ship the ${tokenName(k)} icon`}
          full={() => (ship.caps.length >= LIMITS.caps ? `A ship shows at most ${LIMITS.caps} capability icons here.` : undefined)}
        />
        {ship.caps.length === 0 ? (
          <p class="muted">No capability icon yet.</p>
        ) : (
          <ul class="chips" aria-label="The ship’s capability icons">
            {ship.caps.map((c, i) => (
              <li key={`${c}-${i}`}>
                <TokenChip token={c} />
                <button type="button" class="small" aria-label={`Remove the ${tokenName(c)} icon ${i + 1}`} onClick={() => onShip((s) => void s.caps.splice(i, 1))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {crew.map((c, i) => (
        <CrewEditor key={i} index={i} crew={c} errors={errors} onEdit={(fn) => onCrew((list) => fn(list[i]!))} onRemove={() => onCrew((list) => void list.splice(i, 1))} />
      ))}
      <div class="actions">
        <AddButton
          label="Add a crew member"
          class=""
          row={{ name: `Crew member ${crew.length + 1}`, skills: [], jack: [] }}
          count={crew.length}
          max={LIMITS.crew}
          what="crew members"
          onAdd={() => onCrew((list) => void list.push({ name: `Crew member ${list.length + 1}`, skills: [], jack: [] }))}
        />
      </div>
    </div>
  );
}

function CrewEditor({ index, crew, errors, onEdit, onRemove }: { index: number; crew: CrewRow; errors: Errors; onEdit: (fn: (c: CrewRow) => void) => void; onRemove: () => void }) {
  const path = `crew.${index}`;
  const slots = jackSlotsOf({ skills: crew.skills });
  const jackLevel = slots === 2 ? 'expert' : 'trained';
  return (
    <fieldset class="crew">
      <legend>Crew member {index + 1}</legend>
      <Text label="Name" value={crew.name} error={errors[`${path}.name`]} onInput={(v) => onEdit((c) => void (c.name = v))} />
      {crew.skills.length > 0 && (
        <ol class="rows">
          {crew.skills.map((s, j) => (
            <li key={j}>
              <div class="row" role="group" aria-label={`Skill ${j + 1} of ${crew.name || `crew member ${index + 1}`}`}>
                <Select label={`Skill ${j + 1}`} value={s.skill} options={SKILL_OPTIONS} icon={false} error={errors[`${path}.skills.${j}`]} onChange={(v) => onEdit((c) => void (c.skills[j]!.skill = v as CrewRow['skills'][number]['skill']))} />
                <span class="skill-icon">
                  <TokenIcon token={`${s.skill}:${s.level}`} />
                </span>
                <Select label="Level" value={s.level} options={LEVEL_OPTIONS} onChange={(v) => onEdit((c) => void (c.skills[j]!.level = v as 'trained' | 'expert'))} />
                <Text label="From (gear or effect)" value={s.from} onInput={(v) => onEdit((c) => void (c.skills[j]!.from = v))} />
                <button type="button" class="small" aria-label={`Remove skill ${j + 1} of ${crew.name || `crew member ${index + 1}`}`} onClick={() => onEdit((c) => void c.skills.splice(j, 1))}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {slots > 0 && (
        <div class="jack" role="group" aria-label="Jack-of-all-Trades tokens">
          <p class="label-like">
            Jack-of-all-Trades ({jackLevel}): {slots === 1 ? 'one trained token' : 'up to two trained tokens of different skills'}, never Psionics, never a skill this crew member has.{' '}
            <RuleCite rule="ccg.jack-of-all-trades" />
          </p>
          <div class="row">
            {Array.from({ length: slots }, (_, j) => (
              <Select
                key={j}
                label={`Jack-of-all-Trades token ${j + 1}`}
                value={crew.jack[j] ?? ''}
                options={JACK_OPTIONS}
                error={errors[`${path}.jack.${j}`]}
                onChange={(v) =>
                  onEdit((c) => {
                    while (c.jack.length <= j) c.jack.push('');
                    c.jack[j] = v;
                  })
                }
              />
            ))}
          </div>
        </div>
      )}
      <div class="actions">
        <AddButton label="Add a skill" row={{ skill: 'admin', level: 'trained', from: '' }} count={crew.skills.length} max={LIMITS.skills} what="skills" onAdd={() => onEdit((c) => void c.skills.push({ skill: 'admin', level: 'trained', from: '' }))} />
        <button type="button" class="small" onClick={onRemove}>
          Remove {crew.name || `crew member ${index + 1}`}
        </button>
      </div>
    </fieldset>
  );
}

/** Drawn again only when the ship, the crew or their messages change. */
export const CollectEditor = memoBy(
  CollectEditorOf,
  (a, b) => roomBand(a.room) === roomBand(b.room) && sameJson(a.ship, b.ship) && sameJson(a.crew, b.crew) && sameErrorsAt(a.errors, b.errors, 'ship') && sameErrorsAt(a.errors, b.errors, 'crew'),
);
