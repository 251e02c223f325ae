/**
 * The space-battle calculator: the enemy (or the deck, before it is drawn),
 * who is active aboard, the damage so far, and for a fight under way whose
 * shot is next and the misses in a row; the exact chance the Beowulf wins,
 * the hits it is likely to carry away, and the steps with their rules.
 * Built on the kit's calculator shell; the odds are worked out in a worker,
 * the page's first answer comes with it.
 */
import { Chance, ShareBar } from '../../kit/Chance.tsx';
import { CheckField, SelectField } from '../../kit/fields.tsx';
import { withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import { TradersCalculator, useTradersCalc } from '../shared/calc.tsx';
import { HITS } from '../shared/hits.ts';
import type { BattleAnswer, BattleAnswerOk } from './compute.ts';
import { battleService } from './service.ts';
import { ENEMY_OPTIONS, EXAMPLES, INITIAL, questionOf, type BattleQuestion, type BattleToolState, type EnemyChoice } from './state.ts';

const LINK = { lazy: () => import('./link.ts').then((m) => m.BATTLE_URL) };
const NEXT = [
  { value: 'beowulf', label: 'The Beowulf fires' },
  { value: 'enemy', label: 'The enemy fires' },
] as const;
const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => ({ value: String(i), label: String(i) }));

function ByPower({ a, exact }: { a: BattleAnswerOk; exact: boolean }) {
  if (!a.byPower) return null;
  return (
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
              <Chance c={p.share} exact={exact} />
            </td>
            <td class="num">
              <Chance c={p.win} exact={exact} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BattleTool({ initial }: { initial?: { question: BattleQuestion; answer: BattleAnswer } }) {
  const calc = useTradersCalc<BattleToolState, BattleAnswer, BattleQuestion>({ link: LINK, clean: () => INITIAL, examples: EXAMPLES, solve: { service: battleService, question: questionOf, useAnswer }, initial });
  const { state: s } = calc;
  const known = s.enemy !== 'deck';
  return (
    <TradersCalculator
      calc={calc}
      container="tr-battle"
      label="The space battle"
      working="Working out the odds…"
      head={(a) => (
        <p class="verdict">
          The Beowulf beats {a.enemy}: <Chance c={a.win} exact={s.exact} />
        </p>
      )}
      peek={(a) => `The Beowulf beats ${a.enemy}: ${a.win.percent} %`}
      body={(a) => (
        <>
          <ShareBar
            label="The battle"
            parts={[
              { name: 'won unhurt', percent: a.winWithHits[0].percent, tone: 'good' },
              { name: 'won with damage', percent: a.winHurt.percent, tone: 'even' },
              { name: 'destroyed', percent: a.lose.percent, tone: 'bad' },
            ]}
          />
          <ul class="totals tr-three">
            {a.winWithHits.map((c, hits) => (
              <li key={hits}>
                Wins carrying {hits === 0 ? 'no hit' : hits === 1 ? '1 hit' : `${hits} hits`}: <Chance c={c} exact={s.exact} />
              </li>
            ))}
            <li>
              Destroyed: <Chance c={a.lose} exact={s.exact} />
            </li>
          </ul>
          <p class="tr-small">
            If it wins, the Beowulf carries {a.hitsIfWon} hits away on average (each costs 0.1 MC to mend in port); the fight lasts {a.expectedShots} shots on average.
          </p>
        </>
      )}
      below={(a) => <ByPower a={a} exact={s.exact} />}
    >
      <div class="tr-form">
        <SelectField label="Enemy ship" value={s.enemy} options={ENEMY_OPTIONS} onChange={(enemy: EnemyChoice) => calc.set({ enemy })} />
        <SelectField label="Hits on the Beowulf" value={String(s.beowulfHits)} options={HITS} onChange={(v) => calc.set({ beowulfHits: Number(v) })} />
        <CheckField label="1st Officer active (the Beowulf fires first)" checked={s.first} onChange={(first) => calc.set({ first })} />
        <CheckField label="2nd Officer active (mends a hit after two enemy misses in a row)" checked={s.second} onChange={(second) => calc.set({ second })} />
      </div>
      <fieldset>
        <legend>A fight under way</legend>
        <CheckField label="The battle has already begun" checked={s.underWay && known} onChange={(underWay) => calc.set({ underWay })} />
        {!known && <p class="tr-note">Choose the enemy first: a battle under way has a known enemy.</p>}
        {known && s.underWay && (
          <div class="tr-form">
            <SelectField label="Hits on the enemy" value={String(s.enemyHits)} options={HITS} onChange={(v) => calc.set({ enemyHits: Number(v) })} />
            <SelectField label="Next shot" value={s.next} options={NEXT} onChange={(next) => calc.set({ next })} />
            <SelectField label="Beowulf misses in a row" value={String(s.beowulfMisses)} options={upTo(2)} onChange={(v) => calc.set({ beowulfMisses: Number(v) })} />
            <SelectField label="Enemy misses in a row" value={String(s.enemyMisses)} options={upTo(1)} onChange={(v) => calc.set({ enemyMisses: Number(v) })} />
          </div>
        )}
      </fieldset>
    </TradersCalculator>
  );
}

export default withRuleCatalogue('/traders/', BattleTool);
