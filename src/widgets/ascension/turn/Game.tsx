/**
 * The game in play: the two cards of the action revealed and ordered with
 * every tie-break, whose play it is and the Action or Event they choose, the
 * uses left on each Faction Panel, React uses and ability boxes, and the
 * end-of-turn checklist. Every button is a move the engine checks; a move it
 * refuses says why, with the rule.
 */
import { ACTION_BARS, ACTION_TYPES, END_OF_TURN_STEPS, applyEndLosses, panelName, pendingLossPick, turnTracker, usesLeftOf, type ActionBar, type LossPick, type TurnTrackerState } from '../../../engine/ascension/turn/index.ts';
import { RuleCite } from '../../kit/RuleLink.tsx';
import { SelectField, NumberField } from '../../kit/fields.tsx';
import type { Refusals } from '../../kit/form.ts';
import { ACTION_NAMES } from './names.ts';
import type { CardForm, Move } from './state.ts';

interface Props {
  game: TurnTrackerState;
  seats: string[];
  cards: [CardForm, CardForm];
  cardErrs: Refusals;
  onCards: (cards: [CardForm, CardForm]) => void;
  reveal: () => void;
  play: (m: Move) => void;
  refusal: { error: string; rule: string } | null;
  /** The panels picked so far for the coming loss step. */
  picks: LossPick[];
  onPicks: (picks: LossPick[]) => void;
}

const BARS = ACTION_BARS.map((b) => ({ value: b, label: ACTION_NAMES[b] }));

/** Where the game stands, in a line. */
export function whereLine(g: TurnTrackerState): string {
  if (g.stage === 'end-of-turn') return `Turn ${g.turn} · End of turn`;
  return `Turn ${g.turn} · ${g.slot <= 3 ? 'Phase One' : 'Phase Two'} · Action ${g.slot} of 6`;
}

/** What comes next, in a line. */
export function nextLine(g: TurnTrackerState): string {
  const wait = turnTracker.turn(g).waitingFor;
  if (wait.kind === 'reveal') return `Reveal both cards of action ${wait.slot}`;
  if (wait.kind === 'play') return `${wait.player} plays: the Action or the Event`;
  if (wait.kind === 'end-step') return `End of turn: ${END_OF_TURN_STEPS.find((x) => x.id === wait.step)!.title}`;
  return `Turn ${g.turn} is over: start turn ${wait.turn}`;
}

const KIND_CODE = { society: 's', resource: 'r', outpost: 'o' } as const;

/** The Revolt or Blockade step: the picks the engine asks for, one at a time, and what the step will take. */
function LossStep({ g, step, picks, onPicks, play }: { g: TurnTrackerState; step: 'revolts' | 'blockades'; picks: LossPick[]; onPicks: (p: LossPick[]) => void; play: (m: Move) => void }) {
  const question = pendingLossPick(g, picks);
  const title = END_OF_TURN_STEPS.find((s) => s.id === step)!.title;
  if (question) {
    const system = g.systems[question.system]!;
    return (
      <div class="as-group as-pick" role="group" aria-label="Pick the panel that loses">
        <p class="as-sub">
          <strong>{system.name}:</strong> several panels qualify for the {question.cause === 'revolt' ? 'Revolt' : 'Blockade'}’s loss. Pick the one that loses 1{' '}
          <RuleCite rule={question.cause === 'revolt' ? 'ascension.AM-20' : 'ascension.AM-21'} />
        </p>
        <div class="as-buttons">
          {question.candidates.map((c) => (
            <button type="button" key={`${c.kind}${c.index}`} onClick={() => onPicks([...picks, { system: question.system, ...c }])}>
              {panelName(system, c.kind, c.index)}
            </button>
          ))}
          <RestartPicks picks={picks} onPicks={onPicks} />
        </div>
      </div>
    );
  }
  const applied = applyEndLosses(g, step, picks);
  const steps = applied.ok && !('ask' in applied.value) ? applied.value.steps : [];
  return (
    <div class="as-group">
      {steps.length > 0 && (
        <ul class="as-steps as-losses">
          {steps.map((s, i) => (
            <li key={i}>
              {s.text} <RuleCite rule={s.rule} />
            </li>
          ))}
        </ul>
      )}
      <div class="as-buttons">
        <button type="button" class="primary" onClick={() => play(picks.length ? ['E', step, picks.map((p) => [p.system, KIND_CODE[p.kind], p.index])] : ['E', step])}>
          Done: {title}
        </button>
        <RestartPicks picks={picks} onPicks={onPicks} />
      </div>
    </div>
  );
}

/** Clears the panel picks made so far; shown only once there is one to clear. */
function RestartPicks({ picks, onPicks }: { picks: readonly unknown[]; onPicks: (picks: []) => void }) {
  if (picks.length === 0) return null;
  return (
    <button type="button" onClick={() => onPicks([])}>
      Start the picks again
    </button>
  );
}

export function Controls({ game: g, seats, cards, cardErrs, onCards, reveal, play, refusal, picks, onPicks }: Props) {
  const seat = (id: string) => seats.indexOf(id);
  const setCard = (i: number, patch: Partial<CardForm>) => onCards(cards.map((c, k) => (k === i ? { ...c, ...patch } : c)) as [CardForm, CardForm]);
  const left = usesLeftOf(g);
  const wait = turnTracker.turn(g).waitingFor;
  const nextEnd = wait.kind === 'end-step' ? wait.step : undefined;
  const lossStep = nextEnd === 'revolts' || nextEnd === 'blockades' ? nextEnd : null;
  return (
    <div class="as-group">
      {refusal && (
        <p class="problem" role="alert">
          <strong>Not allowed:</strong> {refusal.error} <RuleCite rule={refusal.rule} />
        </p>
      )}
      {g.stage === 'reveal' && (
        <form
          class="as-group"
          onSubmit={(e) => {
            e.preventDefault();
            reveal();
          }}
        >
          <div class="as-grid">
            {seats.map((name, i) => (
              <fieldset key={name}>
                <legend>{name}’s card</legend>
                <div class="as-row">
                  <NumberField label="Initiative" value={cards[i]!.initiative} onInput={(initiative) => setCard(i, { initiative })} error={cardErrs[`cards.${i}.initiative`]} />
                  <SelectField label="Action bar" value={cards[i]!.action} options={BARS} onChange={(action: ActionBar) => setCard(i, { action })} error={cardErrs[`cards.${i}.action`]} />
                  <NumberField label="Card ID" value={cards[i]!.cardId} onInput={(cardId) => setCard(i, { cardId })} error={cardErrs[`cards.${i}.cardId`]} />
                </div>
              </fieldset>
            ))}
          </div>
          <div class="as-buttons">
            <button type="submit" class="primary">
              Reveal and order
            </button>
          </div>
        </form>
      )}
      {g.stage === 'play' && <PlayButtons g={g} seat={seat} play={play} left={left} />}
      {g.stage === 'end-of-turn' && (
        <>
          <ol class="as-steps as-checklist">
            {END_OF_TURN_STEPS.map((st, i) => (
              <li key={st.id} class={i < g.endSteps.length ? 'as-done' : i === g.endSteps.length ? 'as-next' : undefined}>
                <strong>{st.title}</strong> {i < g.endSteps.length && <span class="as-tag">done</span>}
                <br />
                <span class="as-note">{st.what}</span> <RuleCite rule={st.rules[0]!} />
              </li>
            ))}
          </ol>
          {lossStep ? (
            <LossStep g={g} step={lossStep} picks={picks} onPicks={onPicks} play={play} />
          ) : (
            <div class="as-buttons">
              {g.endSteps.length < END_OF_TURN_STEPS.length ? (
                <button type="button" class="primary" onClick={() => play(['E', END_OF_TURN_STEPS[g.endSteps.length]!.id])}>
                  Done: {END_OF_TURN_STEPS[g.endSteps.length]!.title}
                </button>
              ) : (
                <button type="button" class="primary" onClick={() => play(['N'])}>
                  Start turn {g.turn + 1}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}

function PlayButtons({ g, seat, play, left }: { g: TurnTrackerState; seat: (id: string) => number; play: (m: Move) => void; left: Record<string, Record<string, number>> }) {
  const wait = turnTracker.turn(g).waitingFor;
  if (wait.kind !== 'play') return null;
  const who = wait.player;
  const card = g.revealed.find((c) => c.player === who)!;
  const i = seat(who);
  const any = card.action === 'any';
  const types = ACTION_TYPES.filter((t) => (left[who]?.[t] ?? 0) > 0);
  return (
    <div class="as-group">
      <p class="as-sub">
        {who}’s card: Initiative {card.initiative}, {ACTION_NAMES[card.action]}, card {card.cardId}.{' '}
        {any ? `Any: ${types.length > 0 ? `uses left of ${types.map((t) => ACTION_NAMES[t]).join(', ')}` : 'no use left of any type'}.` : `${left[who]?.[card.action] ?? 0} ${ACTION_NAMES[card.action]} ${left[who]?.[card.action] === 1 ? 'use' : 'uses'} left.`}
      </p>
      <div class="as-buttons">
        {any ? (
          ACTION_TYPES.map((t) => (
            <button type="button" key={t} class={types.includes(t) ? 'primary' : undefined} onClick={() => play(['P', i, 'a', t])}>
              {ACTION_NAMES[t]} Action
            </button>
          ))
        ) : (
          <button type="button" class="primary" onClick={() => play(['P', i, 'a', ''])}>
            Use the {ACTION_NAMES[card.action]} Action
          </button>
        )}
        <button type="button" onClick={() => play(['P', i, 'e', ''])}>
          Play the Event
        </button>
      </div>
    </div>
  );
}

/** Each player's uses left this turn, their React uses and their ability boxes. */
export function Players({ game: g, seats, play }: { game: TurnTrackerState; seats: string[]; play: (m: Move) => void }) {
  const left = usesLeftOf(g);
  return (
    <div class="as-grid">
      {g.players.map((p, i) => (
        <section class="as-player" key={p.id} aria-label={p.id}>
          <h2 class="as-h">{p.id}</h2>
          <table class="as-table">
            <caption>Uses left this turn</caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col" class="num">
                  Left of
                </th>
              </tr>
            </thead>
            <tbody>
              {ACTION_TYPES.map((t) => (
                <tr key={t} class={(left[p.id]?.[t] ?? 0) === 0 ? 'as-gone' : undefined}>
                  <td>{ACTION_NAMES[t]}</td>
                  <td class="num">
                    {left[p.id]?.[t] ?? 0} of {p.counts[t]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {g.stage !== 'end-of-turn' && (
            <div class="as-buttons">
              <button type="button" onClick={() => play(['X', seats.indexOf(p.id), 's'])}>
                Security Detail
              </button>
              <button type="button" onClick={() => play(['X', seats.indexOf(p.id), 'm'])}>
                Mitigate
              </button>
              <button type="button" onClick={() => play(['X', seats.indexOf(p.id), 'e'])}>
                React Event
              </button>
            </div>
          )}
          {p.abilities.length > 0 && (
            <ul class="as-abilities">
              {p.abilities.map((a, k) => (
                <li key={k}>
                  <span>
                    {a.name}: {a.boxes === null ? 'always in effect' : `${a.boxes - a.marked} of ${a.boxes} left`}
                  </span>
                  {a.boxes !== null && (
                    <button type="button" class="small" onClick={() => play(['A', i, k])}>
                      Mark a box
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
