/**
 * The siege and assault resolver's answers: the pass of the attacker acting
 * now (its chance and what the world strikes back with) and the forecast of
 * the whole action.
 */
import { RuleCite } from '../../kit/RuleLink.tsx';
import { Chance, ShareBar } from '../../kit/Chance.tsx';
import { Why } from '../../kit/Why.tsx';
import type { ForecastAnswer, PassOk } from './compute.ts';
import type { SiegeState } from './state.ts';

export const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
const faces = (t: number) => (t <= 0 ? 'no face' : t >= 6 ? 'every face' : `1–${t}`);

export function whoAttacks(a: PassOk): string {
  const what = a.attack === 'siege' ? 'Ship' : 'Soldier';
  if (a.attackers.length > 1) return a.attack === 'siege' ? 'The pooled fleet' : 'The pooled Soldiers';
  return `${what} ${a.attackers[0]}`;
}

export function PassHead({ a, exact }: { a: PassOk; exact: boolean }) {
  const hitOn = [...new Set(a.hitOn)];
  return (
    <>
      <p class="verdict">
        {whoAttacks(a)}’s attack succeeds: <Chance c={a.success} exact={exact} />
      </p>
      <p class="as-sub">
        {a.attack === 'siege' ? 'Siege' : 'Battle'} rating {a.rating}: {a.rating} hits needed from {dice(a.dice)}, each hitting on {hitOn.map(faces).join(' or ')}.{' '}
        {a.need === 0 ? 'The target has nothing to take.' : a.left === 0 ? 'The target is already stripped.' : `${a.left} of ${a.need} ${a.need === 1 ? 'success' : 'successes'} still needed to strip the target.`}
      </p>
      {a.siegeCounter && (
        <p class="as-sub">
          The world strikes back with {dice(a.siegeCounter.dice)} (mean {a.siegeCounter.mean} damage): the ship is destroyed <Chance c={a.siegeCounter.destroyed} exact={exact} />, newly Disabled <Chance c={a.siegeCounter.disabled} exact={exact} />.
        </p>
      )}
      {a.attack === 'siege' && !a.siegeCounter && <p class="as-sub">With a rating of 0, no dice strike back.</p>}
      {a.assaultCounter && (
        <p class="as-sub">
          The world strikes back with {dice(a.assaultCounter.dice)} hitting on {faces(a.assaultCounter.hitOn)}; {a.assaultCounter.threshold} hits eliminate {a.attackers.length > 1 ? 'the Soldiers' : 'the Soldier'}: <Chance c={a.assaultCounter.eliminated} exact={exact} />.
        </p>
      )}
    </>
  );
}

export function Forecast({ f, working, error, exact, state }: { f: ForecastAnswer | undefined; working: boolean; error: string | undefined; exact: boolean; state: SiegeState }) {
  const what = state.attack === 'siege' ? 'Ship' : 'Soldier';
  return (
    <div class="as-forecast" aria-live="polite" aria-busy={working ? 'true' : 'false'}>
      <h2 class="as-h">The whole action</h2>
      {working && (
        <p class="as-working" role="status">
          Working out the whole action…
        </p>
      )}
      {error && <p class="problem">The whole action could not be worked out: {error}</p>}
      {f && !f.ok && (
        <p class="as-note">
          {f.error} <RuleCite rule={f.rule} />
        </p>
      )}
      {f && f.ok && (
        <>
          <p>
            {f.method === 'one-pass' ? 'Each attacker attacking once' : 'Attacking until the target is stripped or the attackers are lost'}: the target is stripped <Chance c={f.stripped} exact={exact} />.
          </p>
          <ShareBar
            label="The whole action"
            parts={[
              { name: 'target stripped', percent: f.stripped.percent, tone: 'good' },
              { name: f.method === 'one-pass' ? 'target holds' : 'stalemate', percent: f.method === 'one-pass' ? f.held.percent : f.stalemate.percent, tone: 'even' },
              { name: 'attackers lost', percent: f.repelled.percent, tone: 'bad' },
            ]}
          />
          <ul class="as-status">
            <li>
              Every attacker lost first: <Chance c={f.repelled} exact={exact} />
            </li>
            {f.method === 'one-pass' && (
              <li>
                Target holds, attackers left: <Chance c={f.held} exact={exact} />
              </li>
            )}
            {f.stalemate.percent !== '0.00' && (
              <li>
                Stalemate (only a withdrawal ends it): <Chance c={f.stalemate} exact={exact} />
              </li>
            )}
            {f.lost.map((l, i) =>
              l ? (
                <li key={i}>
                  {what} {i + 1} lost: <Chance c={l} exact={exact} />
                </li>
              ) : null,
            )}
          </ul>
          <Why steps={f.trace} label="Why, for the whole action" />
        </>
      )}
    </div>
  );
}
