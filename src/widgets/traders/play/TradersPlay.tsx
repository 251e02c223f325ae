/**
 * Play Traders: the solo game, to the end, on a phone. The game runs in a
 * worker (the engine, its legal moves and its odds); this island shows the
 * view it sends, offers its moves as buttons, and keeps the game safe: in
 * the address (`#g=<record>`) and on this device, never dropping a game
 * silently (a link to a different game asks first, another tab's game is
 * noticed, a game replaced is set aside), plus the record of past games.
 *
 * Why this file is long: the game's safety across the address, this device
 * and other tabs is a handful of effects over one shared state (the record
 * shown, the record last written, the notice); they read best side by side.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ExactSwitch } from '../../kit/Chance.tsx';
import { loadOnce, useLazy } from '../../kit/lazy.ts';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { LoadFailed, Working } from '../../kit/Working.tsx';
import { Crew, Status, Table } from './Board.tsx';
import { ask } from './client.ts';
import { Decision, OddsText } from './Decision.tsx';
import { GameOver } from './GameOver.tsx';
import { DeviceSession, deviceStore, type Kept, type SessionEffect } from '../../kit/session/index.ts';
import { addToHistory, clearHistory, hashOf, movesIn, readHistory, recordFromHash, relation, startOf, TRADERS_KEYS, tradersCodec, type PastGame } from './store.ts';
import type { CompareView, GameEvent, GameReply, GameView, Mode, OddsView, Readings, Refusal, ReviewView } from './types.ts';
import { NoticeBox, type Notice } from './Notice.tsx';
import { POSITION_TOOLS, positionHref } from '../shared/position-href.ts';
import '../../../styles/widgets.css';
import '../shared/traders.css';
import './play.css';

const loadNewGame = loadOnce(() => import('./NewGame.tsx'));
/** The log and the past games are shown folded: their code loads when they are opened. */
const loadLog = loadOnce(() => import('./Log.tsx'));
const loadHistory = loadOnce(() => import('./History.tsx'));

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

function pastGame(v: GameView): PastGame | null {
  if (v.status === 'playing') return null;
  const s = v.summary;
  return { record: v.record, at: Date.now(), seed: v.seed, mode: v.mode, changed: v.changed, outcome: v.status, text: s.text, furthestStop: s.furthestStop, furthest: s.furthest, money: s.money, sales: s.sales, turn: s.turn };
}

function TradersPlay() {
  const [view, setView] = useState<GameView | null>(null);
  const [odds, setOdds] = useState<OddsView | null>(null);
  const [review, setReview] = useState<ReviewView | null>(null);
  const [compare, setCompare] = useState<CompareView | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failed, setFailed] = useState(false);
  const [exact, setExact] = useState(false);
  const [history, setHistory] = useState<PastGame[]>([]);
  const [aside, setAsideList] = useState<Kept[]>([]);
  const [redo, setRedo] = useState<string | null>(null);
  const [newOpen, setNewOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [pastOpen, setPastOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  /** This tab's game session on this device (the kit's): what is saved, set aside, and asked. */
  const [session] = useState(() => new DeviceSession(tradersCodec, TRADERS_KEYS));
  const busy = useRef(false);
  const focusPrompt = useRef(false);
  const viewRef = useRef<GameView | null>(null);
  viewRef.current = view;
  const { value: NewGame, failed: newFailed } = useLazy(newOpen, loadNewGame, (m) => m.default);
  const { value: Log, failed: logFailed } = useLazy(logOpen, loadLog, (m) => m.Log);
  const { value: History, failed: pastFailed } = useLazy(pastOpen, loadHistory, (m) => m.History);
  const blocked = notice?.kind === 'conflict';

  /** What the session decided, shown: the list set aside, a game set aside, a question, a save refused. */
  const apply = (effects: SessionEffect[]) => {
    for (const e of effects) {
      if (e.type === 'write-aside') setAsideList(e.aside);
      else if (e.type === 'set-aside' && e.record === viewRef.current?.record)
        setNotice({ kind: 'info', text: 'The game you were playing is set aside: find it under “Past games and games set aside” to resume it.' });
      else if (e.type === 'ask' && e.question.kind === 'link') setNotice({ kind: 'conflict', saved: e.question.saved, savedMoves: movesIn(e.question.saved), ahead: e.question.ahead });
      else if (e.type === 'ask' && e.question.kind === 'other-tab') setNotice({ kind: 'other-tab', record: e.question.record, same: e.question.same });
      else if (e.type === 'problem' && e.where === 'save') setNotice({ kind: 'info', text: `This game is not kept on this device: ${e.error}` });
    }
  };

  /**
   * Shows a game. `play`: the game shown carried on (saved, another tab's game
   * set aside first); `switch`: another game replaces it (an unfinished game
   * with moves is set aside); `shown`: the session has chosen it already; `none`:
   * shown only, the address and the device untouched (a question is open).
   */
  const adopt = (v: GameView, how: 'play' | 'switch' | 'shown' | 'none' = 'play') => {
    const before = viewRef.current;
    setView(v);
    setRefusal(null);
    if (how === 'none') return;
    const url = new URL(window.location.href);
    url.hash = hashOf(v.record);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    if (how === 'play') apply(session.play(v.record));
    if (how === 'switch') apply(session.switchTo(v.record, Boolean(before && before.status === 'playing' && before.moves > 0)));
    const past = pastGame(v);
    if (past) setHistory(addToHistory(deviceStore(), past));
  };

  const run = async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
    }
  };

  const openRecord = (record: string) => ask({ kind: 'open', record });
  const startNew = (game: { seed: number; mode: Mode; readings?: Readings; position?: unknown }) => ask({ kind: 'new', ...game });

  // Opening the page: the link's game, or the game saved here, or a new one. Each record is decoded once.
  useEffect(() => {
    setHistory(readHistory(deviceStore()));
    const link = recordFromHash(window.location.hash);
    void run(async () => {
      let problem: Notice | null = null;
      let linked: GameView | null = null;
      let opened: ReturnType<DeviceSession['open']>;
      if (link?.ok) {
        const r = await openRecord(link.value);
        if (r.ok) linked = r.view;
        else problem = { kind: 'problem', text: r.refusal.error, ...(r.partial && r.partial.moves > 0 ? { partial: r.partial } : {}) };
        opened = session.open(r.ok ? { ok: true, value: r.view.record } : { ok: false, error: r.refusal.error });
      } else {
        if (link) problem = { kind: 'problem', text: link.error };
        opened = session.open(link);
      }
      apply(opened);
      setAsideList(session.session.aside);
      const shown = opened.find((e) => e.type === 'show')?.record;
      const asked = opened.some((e) => e.type === 'ask');
      const device = opened.find((e) => e.type === 'problem' && e.where === 'device');
      if (linked && shown === linked.record) return adopt(linked, asked ? 'none' : 'shown');
      const mine: GameReply | null = shown ? await openRecord(shown) : null;
      if (mine?.ok) adopt(mine.view, 'shown');
      else {
        const fresh = await startNew({ seed: randomSeed(), mode: 'digital' });
        if (fresh.ok) adopt(fresh.view);
        if (!problem && mine && !mine.ok) problem = { kind: 'problem', text: `the game saved on this device: ${mine.refusal.error}` };
        if (!problem && device?.type === 'problem') problem = { kind: 'problem', text: `the game saved on this device: ${device.error}` };
      }
      if (problem) setNotice(problem.kind === 'problem' ? { ...problem, instead: mine?.ok ? 'saved' : 'new' } : problem);
    });
  }, []);

  // Another tab saving a game: say so, and let the reader choose; nothing is overwritten silently.
  useEffect(() => session.watch(apply), []);

  // The odds for the game as it stands; at the end, the review and the comparison.
  useEffect(() => {
    if (!view) return;
    let live = true;
    ask({ kind: 'odds', record: view.record }).then(
      (o) => live && setOdds(o),
      () => undefined,
    );
    if (view.status !== 'playing') {
      ask({ kind: 'review', record: view.record }).then((r) => live && setReview(r), () => undefined);
      ask({ kind: 'compare', record: view.record }).then((c) => live && setCompare(c), () => undefined);
    }
    return () => {
      live = false;
    };
  }, [view?.record]);

  // After a move, the next question gets the focus (so a keyboard or a screen reader carries on from it).
  useLayoutEffect(() => {
    if (!focusPrompt.current) return;
    focusPrompt.current = false;
    // Dice typed at the table: the field kept the focus for the next roll, so the next total goes straight in.
    const field = document.activeElement;
    if (field instanceof HTMLInputElement && field.name === 'total' && field.isConnected && view?.request?.kind === 'roll') return;
    document.getElementById(view?.status === 'playing' ? 'tp-prompt' : 'tp-over-title')?.focus();
  }, [view?.record]);

  const move = (event: GameEvent) =>
    run(async () => {
      const v = viewRef.current;
      if (!v || blocked) return;
      const r = await ask({ kind: 'move', record: v.record, event });
      if (!r.ok) return setRefusal(r.refusal);
      const inside = document.activeElement?.closest('.tp-decision, .tp-over') ?? document.activeElement === document.body;
      focusPrompt.current = Boolean(inside);
      setRedo(null);
      adopt(r.view, 'play');
    });

  const rewind = (to: number) =>
    run(async () => {
      const v = viewRef.current;
      if (!v || blocked) return;
      const r = await ask({ kind: 'rewind', record: v.record, to });
      if (!r.ok) return setRefusal(r.refusal);
      setRedo((old) => (old && relation(r.view.record, old) === 'a-behind' ? old : v.record));
      adopt(r.view);
    });

  const goTo = (record: string, keepAside = true) =>
    run(async () => {
      const r = await openRecord(record);
      if (!r.ok) return setNotice({ kind: 'problem', text: r.refusal.error, ...(r.partial ? { partial: r.partial } : {}) });
      setRedo(null);
      setReview(null);
      setCompare(null);
      adopt(r.view, keepAside ? 'switch' : 'play');
    });

  /** Starts a game (from the set-up or a described position); a refusal goes back to the form, beside its field. */
  const begin = async (game: { seed: number; mode: Mode; readings: Readings; position?: unknown }): Promise<Refusal | null> => {
    let refused: Refusal | null = null;
    await run(async () => {
      const r = await startNew(game);
      if (!r.ok) {
        refused = r.refusal;
        return;
      }
      setRedo(null);
      setNewOpen(false);
      focusPrompt.current = true;
      adopt(r.view, 'switch');
    });
    return refused;
  };

  /** The answer to a link holding a different game: the session sets the other one aside. */
  const resolveConflict = (play: 'link' | 'saved') =>
    run(async () => {
      if (notice?.kind !== 'conflict' || !view) return;
      const effects = session.answer(play === 'link' ? 'mine' : 'theirs');
      apply(effects);
      setNotice({ kind: 'info', text: `The ${play === 'link' ? 'game saved on this device' : 'game from the link'} is set aside: find it under “Past games and games set aside”.` });
      if (play === 'link') return adopt(view, 'shown');
      const r = await openRecord(notice.saved);
      if (r.ok) adopt(r.view, 'shown');
    });

  /** The answer to another tab's game: keep this tab's (theirs goes aside), or switch to theirs (this one goes aside). */
  const resolveOtherTab = (take: boolean) =>
    run(async () => {
      if (notice?.kind !== 'other-tab' || !view) return;
      setNotice(null);
      apply(session.answer(take ? 'theirs' : 'mine'));
      if (!take) return;
      const r = await openRecord(notice.record);
      if (r.ok) adopt(r.view, 'shown');
    });

  const copyLink = () => {
    void navigator.clipboard?.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  if (failed && !view) return <LoadFailed />;
  if (!view) return <Working text="Shuffling the decks…" />;
  const over = view.status !== 'playing';
  const general = odds?.record === view.record ? odds.lines : [];

  return (
    <div class={`tp${over ? ' tp-ended' : ''}`}>
      {notice && <NoticeBox notice={notice} onDismiss={() => setNotice(null)} onPartial={(v) => (setNotice(null), adopt(v, 'switch'))} onConflict={resolveConflict} onOtherTab={resolveOtherTab} />}
      {failed && <LoadFailed />}
      <Status view={view} />
      <Crew crew={view.crew} />
      {over ? (
        <GameOver view={view} review={review} compare={compare} exact={exact} onUndo={() => rewind(view.moves - 1)} onAgain={() => goTo(startOf(view.record), false)} onNew={() => begin({ seed: randomSeed(), mode: view.mode, readings: view.readings })} />
      ) : (
        <Decision view={view} odds={odds} exact={exact} refusal={refusal} onMove={(e) => void move(e)} blocked={blocked} />
      )}
      <Table view={view} />
      <section class="tp-latest" aria-label="What just happened">
        <h2 class="tp-h">What just happened</h2>
        <ul aria-live="polite" aria-relevant="additions text">
          {view.last.map((l, i) => (
            <li key={`${view.moves}-${i}`} style={{ animationDelay: `${Math.min(i, 12) * 90}ms` }}>
              {l.text} <span class="trace-rule">Rule: <RuleLink rule={l.rule} /></span>
            </li>
          ))}
        </ul>
      </section>
      {general.length > 0 && (
        <section class="tp-odds" aria-label="The odds now">
          <h2 class="tp-h">The odds now</h2>
          <ul>
            {general.map((l, i) => (
              <li key={i}>
                <OddsText lines={[l]} exact={exact} /> <span class="trace-rule">Rule: <RuleLink rule={l.rule} /></span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div class="actions tp-controls">
        <button type="button" class="tp-move" onClick={() => void rewind(view.moves - 1)} disabled={view.moves === 0 || blocked}>
          Undo
        </button>
        {redo && relation(view.record, redo) === 'a-behind' && (
          <button type="button" class="tp-move" onClick={() => void goTo(redo, false)}>
            Redo ({movesIn(redo) - view.moves} move{movesIn(redo) - view.moves === 1 ? '' : 's'})
          </button>
        )}
        <button type="button" class="tp-move" onClick={copyLink}>
          Copy the link to this game
        </button>
        <ExactSwitch exact={exact} onChange={setExact} />
        <span role="status" class="tp-small">
          {copied ? 'Link copied.' : ''}
        </span>
      </div>
      <p class="tp-small muted tp-game-id">
        Seed {view.seed} · {view.mode === 'table' ? 'played at the table' : 'dice rolled here'} · {view.moves} move{view.moves === 1 ? '' : 's'}
        {view.changed.length > 0 ? ` · readings changed: ${view.changed.join(', ')}` : ' · recommended readings'}
      </p>
      {view.position && (
        <p class="tp-small tp-from">
          Started from a described position: {view.position.text} The same position in a calculator:{' '}
          {POSITION_TOOLS.map((t, i) => (
            <span key={t.path}>
              {i === 0 ? '' : i === POSITION_TOOLS.length - 1 ? ' or ' : ', '}
              <a href={positionHref(t.path, view.position!.code)}>{t.label}</a>
            </span>
          ))}
          .
        </p>
      )}
      <details class="tp-fold" open={logOpen} onToggle={(e) => setLogOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>The log ({view.log.length} lines)</summary>
        {logOpen && (Log ? <Log log={view.log} moves={view.moves} onRewind={(to) => void rewind(to)} /> : logFailed ? <LoadFailed /> : <Working text="Loading the log…" />)}
      </details>
      <details class="tp-fold" open={newOpen} onToggle={(e) => setNewOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>New game: seed, dice at the table, readings, or a position you describe</summary>
        {newOpen && (NewGame ? <NewGame from={{ seed: view.seed, mode: view.mode, readings: view.readings }} onStart={begin} /> : newFailed ? <LoadFailed /> : <Working text="Loading the form…" />)}
      </details>
      <details class="tp-fold" open={pastOpen} onToggle={(e) => setPastOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>Past games and games set aside ({history.length + aside.length})</summary>
        {pastOpen && !History && (pastFailed ? <LoadFailed /> : <Working text="Loading the list…" />)}
        {pastOpen && History && (
        <History
          history={history}
          aside={aside}
          onOpen={(r) => void goTo(r)}
          onDropAside={(r) => apply(session.forget(r))}
          onClear={() => {
            clearHistory(deviceStore());
            setHistory([]);
          }}
        />
        )}
      </details>
    </div>
  );
}

export default withRuleCatalogue('/traders/', TradersPlay);
