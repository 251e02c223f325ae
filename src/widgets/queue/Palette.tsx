/** "Add to the queue": a card from the books (the palette form), or an item of the reader's own (the item builder, loaded when asked for). */
import type { ComponentType } from 'preact';
import type { ItemSpec, ItemTemplate, QueueSnapshot } from '../../engine/ccg/timing/index.ts';
import { phaseName } from '../../engine/ccg/round/index.ts';
import { RuleLink } from '../kit/RuleLink.tsx';
import { CheckField, Segmented, SelectField, TextField } from '../kit/fields.tsx';
import { costWords, TIMING_LABEL } from './describe.ts';
import { MAX_MOVES } from './state.ts';
import { blankForm, targetKey, templateTiming, type PaletteForm, type PaletteReading } from './palette.ts';

const WHAT = [
  { value: 'card', label: 'A card from the books' },
  { value: 'own', label: 'An item of your own' },
] as const;

interface Props {
  H: 'h2' | 'h3';
  q: QueueSnapshot;
  /** The cards of the palette, by key and name. */
  cards: readonly { key: string; name: string }[];
  form: PaletteForm;
  setForm: (f: PaletteForm) => void;
  /** The form read against the queue. */
  read: PaletteReading;
  own: boolean;
  setOwn: (own: boolean) => void;
  /** The item builder once loaded. */
  ItemBuilder: ComponentType<{ q: QueueSnapshot; onAdd: (item: ItemSpec) => void; full: boolean }> | null;
  /**
   * The most characters of the token a card gains, and the rule that sets it
   * (the engine's `ITEM_FIELDS.token`, also the item builder's): it comes with
   * the engine, which is here whenever a card that gains a token is.
   */
  token: { max: number; rule: string } | undefined;
  /** The queue holds as many moves as a link can: nothing more can be added. */
  full: boolean;
  onAddCard: () => void;
  onAddOwn: (item: ItemSpec) => void;
}

function CardInfo({ template }: { template: ItemTemplate }) {
  return (
    <p class="q-card-info">
      {TIMING_LABEL[templateTiming(template)]}
      {template.source.kind === 'ability' ? ` · ability of ${template.source.cardName}, which the controller must have in play` : ` · ${template.source.cardType.replace('-', ' ')} played from hand`}
      {template.phases ? ` · ${template.phases.map(phaseName).join(' or ')} only` : ''} · cost: {template.costs.length ? template.costs.map((c) => costWords(c, 'the card')).join(', ') : 'none'}. From the{' '}
      {template.sourceSection}.
      {template.note && (
        <>
          {' '}
          <span class="muted">{template.note}</span>
          {template.noteRule && (
            <>
              {' '}
              <RuleLink rule={template.noteRule} />
            </>
          )}
        </>
      )}
    </p>
  );
}

export function Palette({ H, q, cards, form, setForm, read, own, setOwn, ItemBuilder, token, full, onAddCard, onAddOwn }: Props) {
  const { template, controller, options, target, abilityCards, instead, holds, templateToken } = read;
  return (
    <section class="q-add" aria-labelledby="q-add-title">
      <H id="q-add-title">Add to the queue</H>
      <Segmented plain="q-tabs" legend="What to add" value={own ? 'own' : 'card'} options={WHAT} onChange={(what) => setOwn(what === 'own')} />
      <div hidden={own} class="q-palette">
        <div class="row">
          <SelectField
            label="Card or ability"
            value={template?.key ?? form.card}
            options={cards.map((t) => ({ value: t.key, label: t.name }))}
            onChange={(card) => setForm(blankForm(card))}
          />
          <SelectField
            label="Controller"
            value={controller}
            options={q.captains.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(c) => setForm({ ...form, controller: c, cardId: '', id: '' })}
          />
          {template && template.targets !== null && (
            <SelectField
              label={`Target (${template.targets === 'item' ? 'an item on the queue' : `a ${template.targets}`})`}
              value={target ? targetKey(target.target) : ''}
              options={options.length ? options.map((o) => ({ value: targetKey(o.target), label: o.label })) : [{ value: '', label: 'No legal target now' }]}
              onChange={(t) => setForm({ ...form, target: t })}
            />
          )}
          {abilityCards.length > 1 && (
            <SelectField
              label={`Which ${abilityCards[0]!.name}`}
              value={form.cardId || abilityCards[0]!.id}
              options={abilityCards.map((k) => ({ value: k.id, label: `${k.name} (${k.id})${k.exerted ? ', exerted' : ''}` }))}
              onChange={(cardId) => setForm({ ...form, cardId })}
            />
          )}
          {templateToken && <TextField label="Token gained" value={form.token || templateToken} onInput={(token) => setForm({ ...form, token })} error={token && form.token.length > token.max ? { error: `At most ${token.max} characters.`, rule: token.rule } : undefined} />}
        </div>
        {instead && <CheckField label={`The condition holds: ${instead.condition}`} checked={holds} onChange={(h) => setForm({ ...form, holds: h })} />}
        {template ? (
          <>
            <CardInfo template={template} />
            <button type="button" class="primary" onClick={onAddCard} disabled={full} aria-describedby={full ? 'q-full' : undefined}>
              Add to the queue
            </button>
          </>
        ) : (
          <p class="muted" role="status">
            Loading the card…
          </p>
        )}
      </div>
      <div hidden={!own}>{ItemBuilder ? <ItemBuilder q={q} onAdd={onAddOwn} full={full} /> : <p>Loading…</p>}</div>
      {full && (
        <p class="field-error" id="q-full">
          The queue holds {MAX_MOVES} moves, the most a link to it can hold: nothing more can be added here. Undo, or go back in the timeline, to play another line.
        </p>
      )}
    </section>
  );
}
