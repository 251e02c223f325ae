/**
 * The space-battle calculator: the enemy (or the deck, before it is drawn),
 * who is active aboard, the damage so far, and for a fight under way whose
 * shot is next and the misses in a row; the exact chance the Beowulf wins,
 * the hits it is likely to carry away, and the steps with their rules. The
 * odds are worked out in a worker; the page's first answer comes with it.
 */
import { useState } from 'preact/hooks';
import { CheckField, SelectField } from '../../kit/fields.tsx';
import { LinkProblem } from '../../kit/Problem.tsx';
import { Presets } from '../../kit/Presets.tsx';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { Trace } from '../../kit/Trace.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Chance, ExactSwitch, ShareBar } from '../../kit/Chance.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import type { BattleAnswer } from './compute.ts';
import { battleService } from './service.ts';
import { ENEMY_OPTIONS, INITIAL, PRESETS, questionOf, type BattleQuestion, type BattleToolState, type EnemyChoice } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/traders.css';

const HITS = ['0', '1', '2'].map((v) => ({ value: v, label: v === '0' ? 'None' : v === '1' ? '1 hit' : '2 hits' }));

function BattleTool({ initial }: { initial?: { question: BattleQuestion; answer: BattleAnswer } }) {
  useState(() => initial && battleService.seed(initial.question, initial.answer));
  const { state, setState, linkError, dismissLinkError } = useUrlState<BattleToolState>({ lazy: () => import('./link.ts').then((m) => m.BATTLE_URL) }, () => INITIAL);
  const question = questionOf(state);
  const { value: a, working, error } = useAnswer(battleService, question);
  const set = (patch: Partial<BattleToolState>) => setState({ ...state, ...patch });
  const current = PRESETS.find((p) => JSON.stringify({ ...p.state, exact: state.exact }) === JSON.stringify(state))?.id ?? null;
  const known = state.enemy !== 'deck';
  return (
    <div class="tool tr-tool tr-battle">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="result tr-answer" aria-live="polite" aria-busy={working ? 'true' : 'false'}>
        {working && (
          <p class="tr-working" role="status">
            Working out the odds…
          </p>
        )}
        {error && <p class="problem">These odds could not be worked out: {error}</p>}
        {a && a.ok && (
          <>
            <h2 class="verdict">
              The Beowulf beats {a.enemy}: <Chance c={a.win} exact={state.exact} />
            </h2>
            <ShareBar
              label="The battle"
              parts={[
                { name: 'won unhurt', percent: a.winWithHits[0].percent, tone: 'good' },
                { name: 'won with damage', percent: a.winHurt.percent, tone: 'even' },
                { name: 'destroyed', percent: a.lose.percent, tone: 'bad' },
              ]}
            />
            <ul class="totals tr-three">
              <li>
                Wins carrying no hit: <Chance c={a.winWithHits[0]} exact={state.exact} />
              </li>
              <li>
                Wins carrying 1 hit: <Chance c={a.winWithHits[1]} exact={state.exact} />
              </li>
              <li>
                Wins carrying 2 hits: <Chance c={a.winWithHits[2]} exact={state.exact} />
              </li>
              <li>
                Destroyed: <Chance c={a.lose} exact={state.exact} />
              </li>
            </ul>
            <p class="tr-small">
              If it wins, the Beowulf carries {a.hitsIfWon} hits away on average (each costs 0.1 MC to mend in port); the fight lasts {a.expectedShots} shots on average.
            </p>
          </>
        )}
        {a && !a.ok && (
          <p class="problem">
            {a.error} <span class="trace-rule">Rule: <RuleLink rule={a.rule} /></span>
          </p>
        )}
      </div>
      <ExactSwitch exact={state.exact} onChange={(exact) => set({ exact })} />
      <div class="tr-form">
        <SelectField label="Enemy ship" value={state.enemy} options={ENEMY_OPTIONS} onChange={(enemy: EnemyChoice) => set({ enemy })} />
        <SelectField label="Hits on the Beowulf" value={String(state.beowulfHits)} options={HITS} onChange={(v: string) => set({ beowulfHits: Number(v) })} />
        <CheckField label="1st Officer active (the Beowulf fires first)" checked={state.first} onChange={(first) => set({ first })} />
        <CheckField label="2nd Officer active (mends a hit after two enemy misses in a row)" checked={state.second} onChange={(second) => set({ second })} />
      </div>
      <fieldset>
        <legend>A fight under way</legend>
        <CheckField label="The battle has already begun" checked={state.underWay && known} onChange={(underWay) => set({ underWay })} />
        {!known && <p class="tr-note">Choose the enemy first: a battle under way has a known enemy.</p>}
        {known && state.underWay && (
          <div class="tr-form">
            <SelectField label="Hits on the enemy" value={String(state.enemyHits)} options={HITS} onChange={(v: string) => set({ enemyHits: Number(v) })} />
            <SelectField
              label="Next shot"
              value={state.next}
              options={[
                { value: 'beowulf', label: 'The Beowulf fires' },
                { value: 'enemy', label: 'The enemy fires' },
              ]}
              onChange={(next: 'beowulf' | 'enemy') => set({ next })}
            />
            <SelectField
              label="Beowulf misses in a row"
              value={String(state.beowulfMisses)}
              options={['0', '1', '2'].map((v) => ({ value: v, label: v }))}
              onChange={(v: string) => set({ beowulfMisses: Number(v) })}
            />
            <SelectField
              label="Enemy misses in a row"
              value={String(state.enemyMisses)}
              options={['0', '1'].map((v) => ({ value: v, label: v }))}
              onChange={(v: string) => set({ enemyMisses: Number(v) })}
            />
          </div>
        )}
      </fieldset>
      {a && a.ok && a.byPower && (
        <table class="tr-table">
          <caption>Against each kind of enemy</caption>
          <thead>
            <tr>
              <th scope="col">Power</th>
              <th scope="col">Cards</th>
              <th scope="col" class="num">
                Drawn
              </th>
              <th scope="col" class="num">
                Beowulf wins
              </th>
            </tr>
          </thead>
          <tbody>
            {a.byPower.map((p) => (
              <tr key={p.power}>
                <td>{p.power}</td>
                <td>{p.cards}</td>
                <td class="num">
                  <Chance c={p.share} exact={state.exact} />
                </td>
                <td class="num">
                  <Chance c={p.win} exact={state.exact} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Presets label="Examples" lead="Try:" presets={PRESETS} current={current} onPick={(id) => set({ ...PRESETS.find((p) => p.id === id)!.state })} />
      {a && a.ok && <Trace steps={a.steps} />}
    </div>
  );
}

export default withRuleCatalogue('/traders/', BattleTool);
