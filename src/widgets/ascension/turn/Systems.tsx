/**
 * The systems the tracker keeps from turn to turn ([8.9], [8.2]): each World
 * Panel's bar and owner, Revolts and Blockades with the end-of-turn steps
 * they have stood, the Outposts and their levels, and what the end-of-turn
 * losses have taken so far. The players record what happens on the board;
 * every change is a move the engine checks, and a refusal shows beside the
 * system it concerns. The losses themselves the engine works out at the end
 * of the turn.
 */
import { useState } from 'preact/hooks';
import { OUTPOST_KINDS, OUTPOST_NAMES, type OutpostKind } from '../../../engine/ascension/economy/index.ts';
import { BOUNDS } from '../../../engine/ascension/input/index.ts';
import { TRACKER_LIMITS, panelName, type TrackedBar, type TrackedSystem, type TurnTrackerState } from '../../../engine/ascension/turn/index.ts';
import { RuleCite } from '../../kit/RuleLink.tsx';
import { SelectField, TextField } from '../../kit/fields.tsx';
import type { Refusal } from '../../kit/form.ts';
import type { Move } from './state.ts';

/** A move tried: null when the engine took it, else its refusal. */
export type TryMove = (m: Move) => (Refusal & { field?: string }) | null;

interface Props {
  game: TurnTrackerState;
  seats: string[];
  tryMove: TryMove;
}

const COUNTS = Array.from({ length: BOUNDS.panelsPerSystem + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
const times = (n: number) => `${n} end-of-turn ${n === 1 ? 'step' : 'steps'}`;

/** The bar choices of a World Panel: none, or a face and a player. */
function barOptions(seats: string[]) {
  return [{ value: '0:-1', label: 'No bar' }, ...seats.flatMap((name, seat) => [1, 2].map((face) => ({ value: `${face}:${seat}`, label: `${face} · ${name}` })))];
}
const barValue = (bar: TrackedBar, seats: string[]) => (bar.face === 0 || bar.owner === null ? '0:-1' : `${bar.face}:${seats.indexOf(bar.owner)}`);

function AddSystem({ tryMove, count }: { tryMove: TryMove; count: number }) {
  const [name, setName] = useState('');
  const [societies, setSocieties] = useState('1');
  const [resources, setResources] = useState('1');
  const [err, setErr] = useState<(Refusal & { field?: string }) | null>(null);
  if (count >= TRACKER_LIMITS.systems) return <p class="as-note">All {TRACKER_LIMITS.systems} Star Systems of the box are tracked.</p>;
  return (
    <form
      class="as-group as-add-system"
      onSubmit={(e) => {
        e.preventDefault();
        const bars = (n: string) => Array.from({ length: Number(n) }, () => [0, -1]);
        const refused = tryMove(['Y', name.trim().replace(/\s+/g, ' '), bars(societies), bars(resources), []]);
        setErr(refused);
        if (!refused) setName('');
      }}
    >
      <p class="as-row-name">Track another system</p>
      <TextField label="System name" value={name} maxLength={30} onInput={setName} error={err && err.field === 'name' ? err : undefined} />
      <div class="as-row">
        <SelectField label="Societies" value={societies} options={COUNTS} onChange={setSocieties} />
        <SelectField label="Resources" value={resources} options={COUNTS} onChange={setResources} />
      </div>
      {err && err.field !== 'name' && (
        <p class="field-error" role="alert">
          {err.error} <RuleCite rule={err.rule} />
        </p>
      )}
      <div class="as-buttons">
        <button type="submit">Track this system</button>
      </div>
    </form>
  );
}

function SystemCard({ system, index, seats, tryMove }: { system: TrackedSystem; index: number; seats: string[]; tryMove: TryMove }) {
  const [err, setErr] = useState<Refusal | null>(null);
  const [kind, setKind] = useState<OutpostKind>('defense');
  const [owner, setOwner] = useState('0');
  const act = (m: Move) => setErr(tryMove(m));
  const world = [...system.societies.map((b, i) => ({ code: 's', i, bar: b as TrackedBar, revolt: system.societies[i]!.revolt })), ...system.resources.map((b, i) => ({ code: 'r', i, bar: b, revolt: null }))];
  const blockadeOf = (code: string, i: number) => system.blockades.find((b) => b.panel.kind === (code === 's' ? 'society' : 'resource') && b.panel.index === i);
  const slots = system.societies.length + system.resources.length + system.outposts.length;
  return (
    <section class="as-system" aria-label={system.name}>
      <h3 class="as-h">{system.name}</h3>
      <p class="as-note">
        End-of-turn losses so far: {system.taken} taken, {system.barsReturned} {system.barsReturned === 1 ? 'bar' : 'bars'} returned.
      </p>
      {err && (
        <p class="field-error" role="alert">
          {err.error} <RuleCite rule={err.rule} />
        </p>
      )}
      {world.length > 0 && (
        <ul class="as-panels">
          {world.map(({ code, i, bar, revolt }) => {
            const label = panelName(system, code === 's' ? 'society' : 'resource', i);
            const blockade = blockadeOf(code, i);
            return (
              <li key={`${code}${i}`} class="as-panel">
                <strong>{label}</strong>
                {revolt && <span class="as-tag">in revolt, {times(revolt.turns)}</span>}
                {blockade && <span class="as-tag">blockaded by {blockade.by}, {times(blockade.turns)}</span>}
                <div class="as-row">
                  <SelectField label={`${label}: bar`} value={barValue(bar, seats)} options={barOptions(seats)} onChange={(v) => act(['B', index, code, i, Number(v.split(':')[0]), Number(v.split(':')[1])])} />
                  <SelectField
                    label={`${label}: Blockade`}
                    value={blockade ? String(seats.indexOf(blockade.by)) : '-1'}
                    options={[{ value: '-1', label: 'None' }, ...seats.map((name, seat) => ({ value: String(seat), label: `${name}’s ship` }))]}
                    onChange={(v) => act(['K', index, code, i, Number(v)])}
                  />
                  {code === 's' && (
                    <button type="button" class="small" onClick={() => act(['R', index, i, revolt ? 0 : 1])}>
                      {revolt ? 'End the Revolt (Martial Law)' : 'Revolt begins (Sedition)'}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {system.outposts.length > 0 && (
        <ul class="as-panels">
          {system.outposts.map((o, i) => {
            const label = panelName(system, 'outpost', i);
            return (
              <li key={`o${i}`} class="as-panel">
                <strong>
                  {label} · {o.owner}
                </strong>
                <div class="as-row">
                  <SelectField
                    label={`${label}: level`}
                    value={String(o.level)}
                    options={[0, 1, 2].map((n) => ({ value: String(n), label: n === 0 ? 'Unpowered' : `Level ${n}` }))}
                    onChange={(v) => act(['W', index, i, Number(v)])}
                  />
                  <button type="button" class="small" onClick={() => act(['Z', index, i])}>
                    Destroyed
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {slots < BOUNDS.panelsPerSystem && (
        <div class="as-row">
          <SelectField label="New Outpost" value={kind} options={OUTPOST_KINDS.map((k) => ({ value: k, label: OUTPOST_NAMES[k] }))} onChange={setKind} />
          <SelectField label="Built by" value={owner} options={seats.map((name, seat) => ({ value: String(seat), label: name }))} onChange={setOwner} />
          <button type="button" class="small" onClick={() => act(['O', index, kind[0]!, Number(owner)])}>
            Build it
          </button>
        </div>
      )}
    </section>
  );
}

/** Every tracked system, and the form to track another. */
export function Systems({ game, seats, tryMove }: Props) {
  return (
    <section class="as-group as-systems" aria-labelledby="as-systems-h">
      <h2 class="as-h" id="as-systems-h">
        Systems kept across turns
      </h2>
      <p class="as-note">
        Track the systems where bars, Revolts or Blockades stand. At the end of the turn the tracker takes each Revolt’s and each Blockade’s loss itself, and asks only when several panels could lose it.
      </p>
      {game.systems.map((system, i) => (
        <SystemCard key={system.name} system={system} index={i} seats={seats} tryMove={tryMove} />
      ))}
      <AddSystem tryMove={tryMove} count={game.systems.length} />
    </section>
  );
}
