/**
 * The step a battle waits for: who acts, the exact odds of each outcome
 * (against each target it may pick), and a button or field for each result
 * the player may enter after rolling at the table. An outcome with no chance
 * at all is offered but disabled.
 */
import { useState } from 'preact/hooks';
import { Chance, ValueChanceTable } from '../../kit/Chance.tsx';
import { NumberField } from '../../kit/fields.tsx';
import { parseWhole } from '../../kit/numbers.ts';
import { Why } from '../../kit/Why.tsx';
import type { BattleView, OddsText, StepView } from './compute.ts';
import { MAX_DAMAGE, MAX_KILLS, type Move } from './state.ts';

interface Props {
  view: BattleView;
  exact: boolean;
  busy: boolean;
  play: (m: Move) => void;
}

const zero = (c: { percent: string; fraction: string }) => c.fraction === '0';
const sure = (c: { percent: string; fraction: string }) => c.fraction === '1';

export const PHASE_NAMES: Readonly<Record<string, string>> = {
  sensors: 'Sensors phase',
  missiles: 'Missiles phase',
  attack: 'Attack phase',
  impacts: 'Missiles strike',
  range: 'Range phase',
  target: 'Target phase',
  over: 'Battle over',
};

/** What the battle waits for, in a line. */
export function stepLine(v: BattleView): string {
  const st = v.step;
  const who = st.ship === null ? '' : v.ships[st.ship]!.id;
  switch (st.kind) {
    case 'sensors':
      return `${who} sweeps with its Sensors`;
    case 'missiles':
      return `${who} may fire its missiles`;
    case 'spinal':
      return `${who} may fire its spinal mount`;
    case 'beams':
      return `${who} may fire its beams`;
    case 'point-defense':
      return `${who} rolls Point Defense against the missiles coming in`;
    case 'impact':
      return `Missiles from ${v.ships[st.volleys[0]!.from]!.id} strike ${who}`;
    case 'disabled-check':
      return `${who} is at half Hull or worse: roll for Disabled`;
    case 'range':
      return 'Both sides roll their Agility dice for the Range';
    case 'stealth':
      return `${who} may try its Stealth to break the lock`;
    case 'stalled':
      return 'Nothing can be rolled: only a withdrawal ends this battle';
    default:
      return st.outcome ? (st.outcome.winner ? `Battle over: the ${st.outcome.winner} holds the field` : 'Battle over: both sides are gone') : 'Battle over';
  }
}

function DamageOdds({ o, exact, label }: { o: OddsText; exact: boolean; label: string }) {
  if (o.kind !== 'damage') return null;
  return (
    <>
      <p class="as-sub">
        {o.fired !== undefined && `${o.fired} ${o.fired === 1 ? 'missile flies' : 'missiles fly'}. `}No damage: <Chance c={o.none} exact={exact} />; mean damage {o.mean}; at most {o.max}.
      </p>
      <details class="more">
        <summary>Every damage value</summary>
        <ValueChanceTable rows={o.table} caption={label} head="Damage" exact={exact} />
      </details>
    </>
  );
}

/**
 * A damage field and its button, for one target (or the missiles striking):
 * the damage rolled at the table, typed and entered with Enter or the
 * button; the focus then stays in the tool's next entry field.
 */
function DamageEntry({ label, action, disabled, onApply }: { label: string; action: string; disabled: boolean; onApply: (damage: number) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const apply = () => {
    if (disabled) return;
    const r = parseWhole(text, { min: 0, max: MAX_DAMAGE, label: 'the damage rolled' });
    if (!r.ok) return setError(r.error);
    setError(undefined);
    onApply(r.value);
  };
  return (
    <div class="row">
      <NumberField label={label} value={text} onInput={setText} error={error} onEnter={apply} />
      <button type="button" class="primary" disabled={disabled} onClick={apply}>
        {action}
      </button>
    </div>
  );
}

function Targets({ view, exact, busy, play }: Props) {
  const st = view.step;
  const me = st.ship!;
  const name = (i: number) => view.ships[i]!.id;
  const code = st.kind === 'spinal' ? 'P' : 'B';
  return (
    <div class="as-targets">
      {st.targets.map((t) => {
        const o = t.odds;
        return (
          <section class="as-target" key={`${view.log.length}-${t.ship}`} aria-label={`Against ${name(t.ship)}`}>
            <h2 class="as-target-title">Against {name(t.ship)}</h2>
            {st.kind === 'sensors' && o?.kind === 'chance' && (
              <>
                <p class="as-sub">
                  Spotted: <Chance c={o.success} exact={exact} />
                </p>
                <div class="as-buttons">
                  <button type="button" class="primary" disabled={busy || zero(o.success)} onClick={() => play(['S', me, t.ship, 1])}>
                    {name(t.ship)} spotted
                  </button>
                  <button type="button" disabled={busy || sure(o.success)} onClick={() => play(['S', me, t.ship, 0])}>
                    Not spotted
                  </button>
                </div>
              </>
            )}
            {st.kind === 'missiles' && o && (
              <>
                <DamageOdds o={o} exact={exact} label={`Damage to ${name(t.ship)} if it takes them alone`} />
                <div class="as-buttons">
                  <button type="button" class="primary" disabled={busy} onClick={() => play(['M', me, t.ship])}>
                    Fire at {name(t.ship)}
                  </button>
                </div>
              </>
            )}
            {(st.kind === 'spinal' || st.kind === 'beams') && o && (
              <>
                <DamageOdds o={o} exact={exact} label={`Damage to ${name(t.ship)}`} />
                <DamageEntry label="Damage rolled" action={`Hit ${name(t.ship)}`} disabled={busy} onApply={(d) => play([code, me, t.ship, d])} />
              </>
            )}
            <Why steps={t.trace} label="Why these odds" />
          </section>
        );
      })}
      <div class="as-buttons">
        <button type="button" disabled={busy} onClick={() => play(st.kind === 'sensors' ? ['S', me, -1, 0] : st.kind === 'missiles' ? ['M', me, -1] : [code, me, -1, 0])}>
          {st.kind === 'sensors' ? 'No sweep' : st.kind === 'missiles' ? 'Hold the missiles' : 'Does not fire'}
        </button>
      </div>
    </div>
  );
}

function PointDefense({ view, exact, busy, play, st }: Props & { st: StepView }) {
  const [kills, setKills] = useState<string[]>(() => st.volleys.map(() => '0'));
  const [error, setError] = useState<string | undefined>();
  const o = st.odds;
  const apply = () => {
    if (busy) return;
    const out: number[] = [];
    for (const k of kills) {
      const r = parseWhole(k, { min: 0, max: MAX_KILLS, label: 'the missiles killed' });
      if (!r.ok) return setError(r.error);
      out.push(r.value);
    }
    setError(undefined);
    play(['D', st.ship!, ...out]);
  };
  return (
    <div class="as-group">
      {o?.kind === 'kills' &&
        o.bySize.map((b) => <ValueChanceTable key={b.missileSize} rows={b.rows} caption={`${b.dice} Point Defense dice against missiles of size ${b.missileSize}: missiles killed`} head="Killed" exact={exact} />)}
      <div class="row">
        {st.volleys.map((v, i) => (
          <NumberField
            key={i}
            label={`Killed of ${v.count} from ${view.ships[v.from]!.id}`}
            value={kills[i] ?? '0'}
            onInput={(t) => setKills(kills.map((k, j) => (j === i ? t : k)))}
            error={i === 0 ? error : undefined}
            onEnter={apply}
          />
        ))}
      </div>
      <div class="as-buttons">
        <button type="button" class="primary" disabled={busy} onClick={apply}>
          Apply Point Defense
        </button>
      </div>
    </div>
  );
}

export function StepPanel(props: Props) {
  const { view, exact, busy, play } = props;
  const st = view.step;
  const o = st.odds;
  const me = st.ship ?? 0;
  switch (st.kind) {
    case 'sensors':
    case 'missiles':
    case 'spinal':
    case 'beams':
      return <Targets {...props} />;
    case 'point-defense':
      return <PointDefense key={`${view.log.length}`} {...props} st={st} />;
    case 'impact':
      return (
        <div class="as-group">
          {o && <DamageOdds o={o} exact={exact} label={`Damage of ${st.volleys[0]!.count} missiles`} />}
          <DamageEntry key={view.log.length} label="Damage rolled" action="Apply the damage" disabled={busy} onApply={(d) => play(['I', me, d])} />
          <Why steps={st.trace} label="Why these odds" />
        </div>
      );
    case 'disabled-check':
      return (
        <div class="as-group">
          {o?.kind === 'chance' && (
            <p class="as-sub">
              Disabled on a 5 or 6: <Chance c={o.success} exact={exact} />
            </p>
          )}
          <div class="as-buttons">
            <button type="button" class="primary" disabled={busy || (o?.kind === 'chance' && zero(o.success))} onClick={() => play(['C', me, 1])}>
              Disabled (rolled 5–6)
            </button>
            <button type="button" disabled={busy || (o?.kind === 'chance' && sure(o.success))} onClick={() => play(['C', me, 0])}>
              Stays in action
            </button>
          </div>
        </div>
      );
    case 'range':
      return (
        <div class="as-group">
          {o?.kind === 'range' && (
            <ul class="as-status">
              <li>
                Attacker wins: <Chance c={o.attacker} exact={exact} />
              </li>
              <li>
                Defender wins: <Chance c={o.defender} exact={exact} />
              </li>
              <li>
                Identical rolls: <Chance c={o.none} exact={exact} />
              </li>
            </ul>
          )}
          <p class="as-note">The winner moves the attacking ships one band closer or further (range now {view.range}).</p>
          <div class="as-buttons">
            {(['a', 'd'] as const).map((w) =>
              (['c', 'f'] as const).map((d) => (
                <button type="button" key={w + d} disabled={busy || (o?.kind === 'range' && zero(w === 'a' ? o.attacker : o.defender))} onClick={() => play(['R', w, d])}>
                  {w === 'a' ? 'Attacker' : 'Defender'} wins: {d === 'c' ? 'closer' : 'further'}
                </button>
              )),
            )}
            <button type="button" disabled={busy || (o?.kind === 'range' && zero(o.none))} onClick={() => play(['R', 'n', 'c'])}>
              Identical rolls
            </button>
          </div>
          <Why steps={st.trace} label="Why these odds" />
        </div>
      );
    case 'stealth':
      return (
        <div class="as-group">
          {o?.kind === 'chance' && (
            <p class="as-sub">
              Breaks the lock: <Chance c={o.success} exact={exact} />
            </p>
          )}
          <div class="as-buttons">
            <button type="button" class="primary" disabled={busy || (o?.kind === 'chance' && zero(o.success))} onClick={() => play(['T', me, 1])}>
              Breaks the lock
            </button>
            <button type="button" disabled={busy || (o?.kind === 'chance' && sure(o.success))} onClick={() => play(['T', me, 0])}>
              Stays spotted
            </button>
            <button type="button" disabled={busy} onClick={() => play(['T', me, -1])}>
              Does not try
            </button>
          </div>
          <Why steps={st.trace} label="Why these odds" />
        </div>
      );
    default:
      return null;
  }
}
