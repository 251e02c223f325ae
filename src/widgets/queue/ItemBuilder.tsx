/**
 * Build a queue item by hand: name, controller, where it comes from, timing,
 * Limited, phase restriction, costs and effect. Fields are checked as typed;
 * whether the item may join the queue now is the engine's call. Loaded only
 * when the reader asks for it.
 */
import { useState } from 'preact/hooks';
import { CARD_TYPES, type CardType, type Cost, type Effect, type ItemSpec, type QueueSnapshot, type Target } from '../../engine/ccg/timing/index.ts';
import { ITEM_FIELDS, legalTargets } from '../../engine/ccg/timing/index.ts';
import { PHASES, type Phase } from '../../engine/ccg/round/index.ts';
import { CheckField, NumberField, SelectField, TextField } from '../kit/fields.tsx';
import { parseName, parseWhole, withRule } from '../kit/numbers.ts';

type EffectKind = Effect['kind'];

interface Draft {
  name: string;
  controller: string;
  from: 'card' | 'ability';
  cardType: CardType;
  cardId: string;
  timing: '' | 'action' | 'reaction' | 'none';
  limited: boolean;
  phases: Phase[];
  credits: string;
  exert: string;
  jettison: string;
  effect: EffectKind;
  target: string;
  attribute: string;
  amount: string;
  untilEnd: boolean;
  token: string;
  text: string;
}

const PLAYABLE = CARD_TYPES.filter((t) => t !== 'ship');
/** '' no cost; 'self' the card generating the effect; else a card id. */
const COST_NONE = '';

export default function ItemBuilder({ q, onAdd, full = false }: { q: QueueSnapshot; onAdd: (item: ItemSpec) => void; full?: boolean }) {
  const [d, setD] = useState<Draft>({
    name: '',
    controller: q.acting ?? q.captains[0]!.id,
    from: 'card',
    cardType: 'event',
    cardId: '',
    timing: '',
    limited: false,
    phases: [],
    credits: '0',
    exert: COST_NONE,
    jettison: COST_NONE,
    effect: 'describe',
    target: '',
    attribute: 'Initiative',
    amount: '1',
    untilEnd: true,
    token: '',
    text: '',
  });
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<Draft>) => setD({ ...d, ...patch });

  const controller = q.captains.some((c) => c.id === d.controller) ? d.controller : q.captains[0]!.id;
  const mine = q.captains.find((c) => c.id === controller)?.cards ?? [];
  const all = q.captains.flatMap((c) => c.cards.map((k) => ({ value: k.id, label: `${k.name} (${c.name})` })));
  const lt = legalTargets(q);
  const targetOptions =
    d.effect === 'cancel' ? lt.items : d.effect === 'gain-token' ? lt.captains : d.effect === 'change-value' ? [...lt.captains, ...lt.cards] : [...lt.items, ...lt.cards, ...lt.captains];
  const targetChoices = [
    ...(d.effect === 'cancel' ? [] : [{ value: '', label: 'No target (the text does not say “target”)' }]),
    ...targetOptions.map((o) => ({ value: `${o.target.kind}:${o.target.id}`, label: o.label })),
  ];
  const target = targetChoices.some((o) => o.value === d.target) ? d.target : (targetChoices[0]?.value ?? '');
  const costChoices = [
    { value: COST_NONE, label: 'No' },
    ...(d.from === 'ability' ? [{ value: 'self', label: 'Yes, the card with the ability' }] : []),
    ...mine.map((k) => ({ value: k.id, label: `Yes, ${k.name}` })),
  ];

  const f = ITEM_FIELDS;
  const name = withRule(parseName(d.name, { label: 'a name', max: f.name.max }), f.name.rule);
  const credits = withRule(parseWhole(d.credits || '0', { min: 0, max: f.credits.max, label: 'the Credits cost' }), f.credits.rule);
  const amount = withRule(parseWhole(d.amount, { min: f.amount.min, max: f.amount.max, label: 'the amount' }), f.amount.rule);
  const attribute = withRule(parseName(d.attribute, { label: 'the value changed', max: f.attribute.max }), f.attribute.rule);
  const token = withRule(parseName(d.token, { label: 'the token', max: f.token.max }), f.token.rule);
  const text = withRule(parseName(d.text, { label: 'what the effect does', max: f.text.max }), f.text.rule);
  const errors = {
    name: name.ok ? undefined : name.error,
    credits: credits.ok ? undefined : credits.error,
    amount: d.effect === 'change-value' && !amount.ok ? amount.error : undefined,
    attribute: d.effect === 'change-value' && !attribute.ok ? attribute.error : undefined,
    token: d.effect === 'gain-token' && !token.ok ? token.error : undefined,
    text: d.effect === 'describe' && !text.ok ? text.error : undefined,
    cardId: d.from === 'ability' && !all.some((o) => o.value === d.cardId) ? 'Choose the card in play that has the ability.' : undefined,
  };
  /** Empty required fields are flagged once the reader tries to add; anything typed is checked at once. */
  const typed: Record<keyof typeof errors, string> = { name: d.name, credits: 'x', amount: 'x', attribute: 'x', token: d.token, text: d.text, cardId: '' };
  const shownError = (k: keyof typeof errors) => (tried || typed[k] !== '' ? errors[k] : undefined);

  const build = (): ItemSpec | null => {
    if (Object.values(errors).some(Boolean) || !name.ok || !credits.ok) return null;
    const costs: Cost[] = [];
    if (credits.value > 0) costs.push({ kind: 'credits', amount: credits.value });
    for (const kind of ['exert', 'jettison'] as const) {
      const v = d[kind];
      if (v === 'self') costs.push({ kind });
      else if (v) costs.push({ kind, cardId: v });
    }
    const [kind, ...rest] = target.split(':');
    const t: Target | undefined = target ? ({ kind, id: rest.join(':') } as Target) : undefined;
    const withTarget = t ? { target: t } : {};
    let effect: Effect;
    if (d.effect === 'cancel') {
      // With nothing to cancel, the engine refuses and says which rule needs a target.
      effect = (t ? { kind: 'cancel', target: t } : { kind: 'cancel' }) as Effect;
    } else if (d.effect === 'change-value') {
      if (!amount.ok || !attribute.ok) return null;
      effect = { kind: 'change-value', changes: [{ attribute: attribute.value, amount: amount.value }], untilEndOfRound: d.untilEnd, ...withTarget };
    } else if (d.effect === 'gain-token') {
      if (!token.ok) return null;
      effect = { kind: 'gain-token', token: token.value, ...withTarget };
    } else {
      if (!text.ok) return null;
      effect = { kind: 'describe', text: text.value, ...withTarget };
    }
    return {
      name: name.value,
      controller,
      source: d.from === 'card' ? { kind: 'card', cardType: d.cardType } : { kind: 'ability', cardId: d.cardId },
      ...(d.timing ? { timing: d.timing } : {}),
      ...(d.limited ? { limited: true } : {}),
      ...(d.phases.length ? { phases: d.phases } : {}),
      costs,
      effect,
    };
  };

  const submit = () => {
    setTried(true);
    const item = build();
    if (item) onAdd(item);
  };

  return (
    <div class="q-builder">
      <div class="row">
        <TextField label="Name" value={d.name} onInput={(name) => set({ name })} error={shownError('name')} />
        <SelectField label="Controller" value={controller} options={q.captains.map((c) => ({ value: c.id, label: c.name }))} onChange={(c) => set({ controller: c, exert: '', jettison: '' })} />
        <SelectField
          label="Comes from"
          value={d.from}
          options={[
            { value: 'card', label: 'A card played from hand' },
            { value: 'ability', label: 'An ability of a card in play' },
          ]}
          onChange={(from) => set({ from, exert: '', jettison: '' })}
        />
        {d.from === 'card' ? (
          <SelectField label="Card type" value={d.cardType} options={PLAYABLE.map((t) => ({ value: t, label: t.replace('-', ' ') }))} onChange={(cardType) => set({ cardType })} />
        ) : (
          <SelectField label="Card with the ability" value={d.cardId} options={[{ value: '', label: 'Choose…' }, ...all]} onChange={(cardId) => set({ cardId })} error={shownError('cardId')} />
        )}
        <SelectField
          label="Timing"
          value={d.timing}
          options={[
            { value: '', label: 'As its card type says' },
            { value: 'action', label: 'Action' },
            { value: 'reaction', label: 'Reaction' },
            { value: 'none', label: 'No timing indicator' },
          ]}
          onChange={(timing) => set({ timing })}
        />
      </div>
      <CheckField label="Limited (once each round)" checked={d.limited} onChange={(limited) => set({ limited })} />
      <fieldset>
        <legend>Phase restriction (none ticked: any phase)</legend>
        <div class="row">
          {PHASES.map((p) => (
            <CheckField key={p.id} label={p.name} checked={d.phases.includes(p.id)} onChange={(on) => set({ phases: on ? [...d.phases, p.id] : d.phases.filter((x) => x !== p.id) })} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Costs, paid when it joins the queue</legend>
        <div class="row">
          <NumberField label="Credits" value={d.credits} onInput={(c) => set({ credits: c })} error={shownError('credits')} />
          <SelectField label="Exert a card" value={d.exert} options={costChoices} onChange={(exert) => set({ exert })} />
          <SelectField label="Jettison a card" value={d.jettison} options={costChoices} onChange={(jettison) => set({ jettison })} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Effect</legend>
        <div class="row">
          <SelectField
            label="What it does"
            value={d.effect}
            options={[
              { value: 'cancel', label: 'Cancel an item on the queue' },
              { value: 'change-value', label: 'Change a value' },
              { value: 'gain-token', label: 'Gain a token' },
              { value: 'describe', label: 'Something else (describe it)' },
            ]}
            onChange={(effect) => set({ effect, target: '' })}
          />
          <SelectField label="Target" value={target} options={targetChoices.length ? targetChoices : [{ value: '', label: 'Nothing on the queue to cancel' }]} onChange={(t) => set({ target: t })} />
          {d.effect === 'change-value' && (
            <>
              <TextField label="Value changed" value={d.attribute} onInput={(a) => set({ attribute: a })} error={shownError('attribute')} size="short" />
              <NumberField kind="signed" label="By (+/−)" value={d.amount} onInput={(a) => set({ amount: a })} error={shownError('amount')} />
            </>
          )}
          {d.effect === 'gain-token' && <TextField label="Token" value={d.token} onInput={(token) => set({ token })} error={shownError('token')} />}
          {d.effect === 'describe' && <TextField label="What happens" value={d.text} onInput={(text) => set({ text })} error={shownError('text')} />}
        </div>
        {d.effect === 'change-value' && <CheckField label="Lasts until the end of the round" checked={d.untilEnd} onChange={(untilEnd) => set({ untilEnd })} />}
      </fieldset>
      <button type="button" class="primary" onClick={submit} disabled={full} aria-describedby={full ? 'q-full' : undefined}>
        Add this item to the queue
      </button>
    </div>
  );
}
