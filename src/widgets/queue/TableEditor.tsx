/**
 * The table: captains in seating order (clockwise) with Initiative, Credits
 * and cards in play, the phase and stage, and the acting captain. Typed text
 * is kept as typed; "Apply" hands a valid setup to the tool, which replays the
 * moves on it. Loaded only when the reader opens it.
 */
import { useState } from 'preact/hooks';
import type { CardType, QueueSetup, ReactionReading } from '../../engine/ccg/timing/index.ts';
import { BOOK_CARDS_TIMING, TABLE_FIELDS } from '../../engine/ccg/timing/index.ts';
import { PHASES, type Phase } from '../../engine/ccg/round/index.ts';
import { phaseDef } from '../../engine/ccg/round/index.ts';
import { CheckField, NumberField, SelectField, TextField } from '../kit/fields.tsx';
import type { Refused } from '../kit/numbers.ts';
import { draftFromHeld, draftFromSetup, freeId, readDraft, type CaptainDraft, type TableDraft } from './table.ts';

const IN_PLAY_TYPES: CardType[] = ['ship', 'crew', 'gear', 'upgrade', 'connection'];

/** The cards in play that the palette's abilities belong to, with their types. */
const PALETTE_CARDS = [
  ...new Map(BOOK_CARDS_TIMING.flatMap((t) => (t.source.kind === 'ability' ? [[t.source.cardName, t.source.cardType] as const] : []))).entries(),
];

/**
 * `linked`: a refused link whose table the form holds (`instead.form`), its
 * refusal beside its field with its rule until the form is changed.
 */
export default function TableEditor({ setup, onApply, linked }: { setup: QueueSetup; onApply: (setup: QueueSetup) => void; linked?: Refused | undefined }) {
  const held = linked?.instead?.form;
  const [first] = useState<TableDraft>(() => (held ? draftFromHeld(held, setup) : draftFromSetup(setup)));
  const [draft, setDraft] = useState<TableDraft>(first);
  const [pick, setPick] = useState<string[]>([]);
  const read = readDraft(draft);
  const fromLink = held && draft === first && linked.rule ? { [linked.instead!.at]: { error: linked.instead!.error, rule: linked.rule } } : {};
  const errors = { ...(read.ok ? {} : read.errors), ...fromLink };

  const setCaptain = (i: number, patch: Partial<CaptainDraft>) =>
    setDraft({ ...draft, captains: draft.captains.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const move = (i: number) => {
    const cs = [...draft.captains];
    [cs[i - 1], cs[i]] = [cs[i]!, cs[i - 1]!];
    setDraft({ ...draft, captains: cs });
  };
  const addCard = (i: number) => {
    const choice = pick[i] ?? '';
    const known = PALETTE_CARDS.find(([name]) => name === choice);
    const card = { id: freeId(draft, 'k'), name: known ? known[0] : '', type: known ? known[1] : ('crew' as CardType), exerted: false };
    setCaptain(i, { cards: [...draft.captains[i]!.cards, card] });
  };
  const stages = phaseDef(draft.phase).stages;

  return (
    <div class="q-table-editor">
      <p class="muted">Seating order is clockwise, first to last. Applying the table replays every move on it; a move that is no longer legal is dropped with the reason.</p>
      {draft.captains.map((c, i) => (
        <fieldset key={c.id}>
          <legend>
            Captain {i + 1}
            {c.name.trim() ? `: ${c.name.trim()}` : ''}
          </legend>
          <div class="row">
            <TextField label="Name" value={c.name} onInput={(name) => setCaptain(i, { name })} error={errors[`captains.${i}.name`]} />
            <NumberField label="Initiative" value={c.initiative} onInput={(initiative) => setCaptain(i, { initiative })} error={errors[`captains.${i}.initiative`]} />
            <NumberField label="Expense Value to expend" value={c.credits} onInput={(credits) => setCaptain(i, { credits })} error={errors[`captains.${i}.credits`]} />
          </div>
          {c.cards.length > 0 && (
            <ul class="q-cards">
              {c.cards.map((k, j) => {
                const setCard = (patch: Partial<typeof k>) => setCaptain(i, { cards: c.cards.map((x, n) => (n === j ? { ...x, ...patch } : x)) });
                return (
                  <li key={k.id} class="row">
                    <TextField label={`Card in play ${j + 1}`} value={k.name} onInput={(name) => setCard({ name })} error={errors[`captains.${i}.cards.${j}.name`]} />
                    <SelectField label="Type" value={k.type} options={IN_PLAY_TYPES.map((t) => ({ value: t, label: t }))} onChange={(type) => setCard({ type })} />
                    <CheckField label="Exerted" checked={k.exerted} onChange={(exerted) => setCard({ exerted })} />
                    <button type="button" class="small" onClick={() => setCaptain(i, { cards: c.cards.filter((_, n) => n !== j) })}>
                      Remove {k.name.trim() || 'card'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div class="row">
            <SelectField
              label="Card to put in play"
              value={pick[i] ?? ''}
              options={[{ value: '', label: 'A card of your own (type its name)' }, ...PALETTE_CARDS.map(([name, type]) => ({ value: name, label: `${name} (${type})` }))]}
              onChange={(v) => setPick(Object.assign([...pick], { [i]: v }))}
            />
            <button type="button" class="small" onClick={() => addCard(i)}>
              Put it in play for {c.name.trim() || `captain ${i + 1}`}
            </button>
            {i > 0 && (
              <button type="button" class="small" onClick={() => move(i)}>
                Seat earlier
              </button>
            )}
            {draft.captains.length > TABLE_FIELDS.captains.min && (
              <button type="button" class="small" onClick={() => setDraft({ ...draft, captains: draft.captains.filter((_, n) => n !== i), acting: draft.acting === c.id ? '' : draft.acting })}>
                Remove captain {i + 1}
              </button>
            )}
          </div>
        </fieldset>
      ))}
      {draft.captains.length < TABLE_FIELDS.captains.max ? (
        <button
          type="button"
          class="small"
          onClick={() => setDraft({ ...draft, captains: [...draft.captains, { id: freeId(draft, 'c'), name: '', initiative: '0', credits: '0', cards: [], tokens: [], discard: [] }] })}
        >
          Add a captain
        </button>
      ) : (
        <p class="muted">A table seats at most {TABLE_FIELDS.captains.max} captains.</p>
      )}
      <div class="row">
        <SelectField label="Phase" value={draft.phase} options={PHASES.map((p) => ({ value: p.id, label: p.name }))} onChange={(phase: Phase) => setDraft({ ...draft, phase, stage: 1 })} />
        <SelectField
          label="Stage"
          value={String(draft.stage)}
          options={stages.map((s) => ({ value: String(s.number), label: `${s.number}: ${s.title}` }))}
          onChange={(v) => setDraft({ ...draft, stage: Number(v) })}
        />
        <SelectField
          label="Acting captain"
          value={draft.acting}
          options={[{ value: '', label: 'None' }, ...draft.captains.map((c, i) => ({ value: c.id, label: c.name.trim() || `Captain ${i + 1}` }))]}
          onChange={(acting) => setDraft({ ...draft, acting })}
          error={errors.acting}
        />
        <SelectField
          label="Reactions"
          value={draft.reactions}
          options={[
            { value: 'any-time', label: 'At any time (the rules)' },
            { value: 'in-turn', label: 'Only in turn (stricter reading)' },
          ]}
          onChange={(reactions: ReactionReading) => setDraft({ ...draft, reactions })}
        />
      </div>
      <button type="button" class="primary" aria-disabled={read.ok ? undefined : 'true'} onClick={() => read.ok && onApply(read.setup)}>
        Apply to the table
      </button>
      {!read.ok && <p class="field-error">Fix the fields marked above to apply the table.</p>}
    </div>
  );
}
