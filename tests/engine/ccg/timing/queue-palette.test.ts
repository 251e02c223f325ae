import { describe, expect, it } from 'vitest';
import { BOOK_CARDS_TIMING, bookCard } from '../../../../src/engine/ccg/timing/book-cards.ts';
import { addItem, createQueue, pass, passAll, type QueueSetup, type QueueState, type Target } from '../../../../src/engine/ccg/timing/queue.ts';
import { itemFromTemplate } from '../../../../src/engine/ccg/timing/template.ts';
import { playTableMove, queueMoveOf, replayTable, tableMoveOf, type TableMove } from '../../../../src/engine/ccg/timing/table-moves.ts';
import { TIMING_PRESETS } from '../../../../src/engine/ccg/examples/timing.ts';
import { canonical } from '../../../../src/engine/core/canonical.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function must<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(`unexpected error: ${r.error} (${r.rule})`);
  for (const s of r.trace) expect(isRuleId(s.rule), s.rule).toBe(true);
  return r.value;
}

/** Nymeria (acting) and Ahab, with the cards the palette's abilities need. */
const TABLE: QueueSetup = {
  captains: [
    {
      id: 'nymeria',
      name: 'Nymeria',
      initiative: 2,
      credits: 6,
      cards: [
        { id: 'beowulf', name: 'Beowulf Free Trader', exerted: false, type: 'ship' },
        { id: 'barbette', name: 'Missile Barbette', exerted: false, type: 'upgrade' },
        { id: 'visage', name: 'Dreaded Visage', exerted: false, type: 'gear' },
        { id: 'aminah', name: 'Aminah Darzi, M.D.', exerted: false, type: 'crew' },
        { id: 'rhonuit', name: 'Rhonuit Pruir', exerted: false, type: 'crew' },
        { id: 'plate', name: 'RVD Thruster Plate', exerted: false, type: 'upgrade' },
      ],
    },
    {
      id: 'ahab',
      name: 'Ahab',
      initiative: 1,
      credits: 6,
      cards: [
        { id: 'scout', name: 'Type S Scout', exerted: false, type: 'ship' },
        { id: 'george', name: 'George Zamepiimaakha', exerted: false, type: 'crew' },
        { id: 'liach', name: "Liach, T'zen and Giiar", exerted: false, type: 'crew' },
      ],
    },
  ],
  acting: 'nymeria',
  phase: 'resolution',
  stage: 2,
};

const start = (over: Partial<QueueSetup> = {}): QueueState => must(createQueue({ ...TABLE, ...over }));

function use(s: QueueState, key: string, controller: string, target?: Target): CcgResult<QueueState> {
  const t = bookCard(key);
  if (!t) throw new Error(`no card ${key}`);
  const spec = itemFromTemplate(s, t, target === undefined ? { controller } : { controller, target });
  if (!spec.ok) return spec;
  return addItem(s, spec.value);
}

describe('the palette of the books’ cards', () => {
  it('gives every card a unique key, a name and its source section in the booklet', () => {
    const keys = BOOK_CARDS_TIMING.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of BOOK_CARDS_TIMING) {
      expect(t.sourceSection, t.key).toMatch(/^Rules Booklet 2\.0, /);
      if (t.noteRule !== undefined) expect(isRuleId(t.noteRule)).toBe(true);
    }
    expect(keys).toEqual(
      expect.arrayContaining(['time-is-money', 'liach-tzen-giiar-cancel', 'glancing-shot', 'predatory-tactics', 'consultant-call', 'missile-barbette', 'dreaded-visage', 'aminah-darzi-first', 'aminah-darzi-second']),
    );
  });

  it('labels our readings of the lost icons as ours', () => {
    expect(bookCard('time-is-money')).toMatchObject({ noteRule: 'ccg.note.time-is-money-value', note: expect.stringMatching(/^Our reading/) });
    expect(bookCard('missile-barbette')).toMatchObject({ noteRule: 'ccg.note.missile-barbette-cost', note: expect.stringMatching(/^Our reading/) });
    const tim = bookCard('time-is-money')!;
    const spec = itemFromTemplate(start(), tim, { controller: 'nymeria', target: { kind: 'captain', id: 'nymeria' } });
    expect(spec.ok && spec.trace.some((s) => s.rule === 'ccg.note.time-is-money-value')).toBe(true);
  });

  it('plays the Example of Play piracy boosts: Missile Barbette, then Predatory Tactics on top', () => {
    let s = must(use(start(), 'missile-barbette', 'nymeria'));
    expect(s.captains[0]?.credits).toBe(5);
    // Predatory Tactics is an event, so a reaction: it can go on top of the pending Barbette ability.
    const r = use(s, 'predatory-tactics', 'nymeria', { kind: 'card', id: 'beowulf' });
    expect(r.ok).toBe(true);
    s = must(r);
    s = must(passAll(s));
    const last = passAll(s);
    s = must(last);
    const total = (attr: string) => s.changes.filter((c) => c.attribute === attr).reduce((n, c) => n + c.amount, 0);
    expect(total('Attack Value')).toBe(4);
    expect(total('Defense Value')).toBe(1);
    expect(s.log.map((e) => e.item.name)).toEqual(['Predatory Tactics', 'Missile Barbette ability']);
    expect(s.changes.every((c) => c.untilEndOfRound)).toBe(true);
  });

  it('shows the Predatory Tactics Replenish reminder when it resolves', () => {
    const r = passAll(must(use(start(), 'predatory-tactics', 'nymeria', { kind: 'card', id: 'beowulf' })));
    expect(r.ok && r.trace.some((t) => /Replenish/.test(t.text))).toBe(true);
  });

  it('gives Glancing Shot +2 to the target ship when its condition does not hold (Piracy Example)', () => {
    const s = must(passAll(must(use(start(), 'glancing-shot', 'ahab', { kind: 'card', id: 'scout' }))));
    expect(s.changes).toEqual([expect.objectContaining({ attribute: 'Defense Value', amount: 2, subject: 'Type S Scout (Ahab)' })]);
  });

  it('adds Consultant Call’s token to the Resource Pool', () => {
    const s = must(passAll(must(use(start(), 'consultant-call', 'ahab'))));
    expect(s.captains[1]?.tokens).toHaveLength(1);
  });

  it('cancels with Liach, T’zen and Giiar by jettisoning the crew', () => {
    let s = must(use(start(), 'consultant-call', 'nymeria'));
    expect(s.respond).toBe('nymeria');
    s = must(pass(s, 'nymeria'));
    const t = must(use(s, 'liach-tzen-giiar-cancel', 'ahab', { kind: 'item', id: s.queue[0]!.id }));
    expect(t.captains[1]?.cards.map((c) => c.id)).not.toContain('liach');
  });

  it('lets Dreaded Visage be used only with nothing pending', () => {
    expect(use(start(), 'dreaded-visage', 'nymeria').ok).toBe(true);
    const busy = must(use(start(), 'missile-barbette', 'nymeria'));
    expect(use(busy, 'dreaded-visage', 'nymeria')).toMatchObject({ ok: false, rule: 'ccg.timing.indicator' });
  });

  it('limits Aminah Darzi’s actions to the Action Phase and to the acting captain', () => {
    expect(use(start(), 'aminah-darzi-first', 'nymeria')).toMatchObject({ ok: false, rule: 'ccg.timing.phase-restrictions' });
    const action = start({ phase: 'action', stage: 1 });
    expect(use(action, 'aminah-darzi-second', 'nymeria').ok).toBe(true);
    const ahabActs = start({ phase: 'action', stage: 1, acting: 'ahab' });
    expect(use(ahabActs, 'aminah-darzi-first', 'nymeria')).toMatchObject({ ok: false, rule: 'ccg.action' });
    expect(use(ahabActs, 'george-admin', 'ahab').ok).toBe(true);
  });

  it('limits Rhonuit Pruir’s ability to the Resource Phase and refuses his persistent condition', () => {
    expect(use(start(), 'rhonuit-pruir', 'nymeria')).toMatchObject({ ok: false, rule: 'ccg.timing.phase-restrictions' });
    expect(use(start({ phase: 'resource', stage: 1, acting: null }), 'rhonuit-pruir', 'nymeria').ok).toBe(true);
    expect(use(start(), 'rhonuit-pruir-solomani', 'nymeria')).toMatchObject({ ok: false, rule: 'ccg.timing.persistent' });
  });

  it('refuses the RVD Thruster Plate bonus: persistent effects never enter the queue', () => {
    const r = use(start(), 'rvd-thruster-plate', 'nymeria');
    expect(r).toMatchObject({ ok: false, rule: 'ccg.timing.persistent' });
    expect(!r.ok && r.error).toMatch(/always on/);
  });

  it('checks the choices: the card in play, the target kind, no target for a card that does not target', () => {
    const s = start();
    const tim = bookCard('time-is-money')!;
    expect(itemFromTemplate(s, tim, { controller: 'nymeria' })).toMatchObject({ ok: false, rule: 'ccg.target', field: 'target' });
    expect(itemFromTemplate(s, tim, { controller: 'nymeria', target: { kind: 'card', id: 'beowulf' } })).toMatchObject({ ok: false, field: 'target' });
    expect(itemFromTemplate(s, bookCard('consultant-call')!, { controller: 'nymeria', target: { kind: 'captain', id: 'ahab' } })).toMatchObject({ ok: false, field: 'target' });
    expect(itemFromTemplate(s, bookCard('missile-barbette')!, { controller: 'ahab' })).toMatchObject({ ok: false, rule: 'ccg.ability', field: 'cardId' });
    expect(itemFromTemplate(s, tim, { controller: 'kirk' })).toMatchObject({ ok: false, field: 'controller' });
  });
});

describe('moves at the table: palette cards by their key', () => {
  const shot = (holds: boolean): TableMove => ({ kind: 'card', card: 'glancing-shot', controller: 'ahab', target: { kind: 'card', id: 'scout' }, holds });

  it('fills a card in for the state and keeps the choice of its condition (Glancing Shot +3 when it holds, +2 when not)', () => {
    for (const [holds, amount] of [[true, 3], [false, 2]] as const) {
      const s = must(passAll(must(playTableMove(start(), shot(holds)))));
      expect(s.changes).toEqual([expect.objectContaining({ attribute: 'Defense Value', amount, subject: 'Type S Scout (Ahab)' })]);
    }
  });

  it('names the token a card adds as the move says', () => {
    const m = must(queueMoveOf(start(), { kind: 'card', card: 'consultant-call', controller: 'ahab', token: 'Pilot skill token' }));
    expect(m.kind === 'add' && m.item.effect).toMatchObject({ kind: 'gain-token', token: 'Pilot skill token' });
  });

  it('refuses a card the palette does not hold, and passes the queue’s own moves through unchanged', () => {
    expect(queueMoveOf(start(), { kind: 'card', card: 'no-such-card', controller: 'ahab' })).toMatchObject({ ok: false, rule: 'ccg.timing' });
    expect(must(queueMoveOf(start(), { kind: 'pass', captain: 'nymeria' }))).toEqual({ kind: 'pass', captain: 'nymeria' });
  });

  it('replays a line of moves, standing where asked, and names the move the rules refuse with the state before it', () => {
    const moves: TableMove[] = [shot(false), { kind: 'pass', captain: 'nymeria' }, { kind: 'pass', captain: 'ahab' }];
    const all = replayTable(TABLE, moves, 3);
    expect(all.ok && all.traces).toHaveLength(4);
    const back = replayTable(TABLE, moves, 1);
    expect(back.ok && back.state.queue).toHaveLength(1);
    // Ahab passes out of turn: Nymeria holds priority after he played.
    const bad = replayTable(TABLE, [shot(false), { kind: 'pass', captain: 'ahab' }], 2);
    expect(bad).toMatchObject({ ok: false, index: 1 });
    expect(!bad.ok && bad.played?.queue).toHaveLength(1);
    expect(replayTable({ ...TABLE, acting: 'kirk' }, [], 0)).toMatchObject({ ok: false, index: -1 });
  });

  it('finds the palette card again in a book example’s item, and the card gives that item back', () => {
    for (const preset of TIMING_PRESETS) {
      const moves = preset.moves.map(tableMoveOf);
      expect(moves.some((m) => m.kind === 'card'), preset.id).toBe(true);
      let s = must(createQueue(preset.setup));
      for (const [i, m] of moves.entries()) {
        const original = preset.moves[i]!;
        expect(canonical(must(queueMoveOf(s, m))), `${preset.id} move ${i + 1}`).toBe(canonical(original));
        s = must(playTableMove(s, m));
      }
    }
  });
});
