import { describe, expect, it } from 'vitest';
import {
  addItem,
  applyMove,
  applyMoves,
  createQueue,
  endRound,
  jumpTo,
  legalTargets,
  parseQueueState,
  pass,
  passAll,
  queueMachine,
  redo,
  setStage,
  timeline,
  topItem,
  undo,
  type ItemSpec,
  type QueueSetup,
  type QueueState,
} from '../../../../src/engine/ccg/timing/queue.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function expectRegistered(r: CcgResult<unknown>): void {
  if (r.ok) for (const s of r.trace) expect(isRuleId(s.rule), s.rule).toBe(true);
  else expect(isRuleId(r.rule), r.rule).toBe(true);
}

function must<T>(r: CcgResult<T>): T {
  expectRegistered(r);
  if (!r.ok) throw new Error(`unexpected error: ${r.error} (${r.rule})`);
  return r.value;
}

/** Three captains: Ahab (acting), Nymeria, Janeway; Nymeria has two crew and a gear. */
const TABLE: QueueSetup = {
  captains: [
    { id: 'ahab', name: 'Ahab', initiative: 2, credits: 5, tokens: ['Admin (trained)'] },
    {
      id: 'nymeria',
      name: 'Nymeria',
      initiative: 3,
      credits: 5,
      cards: [
        { id: 'liach', name: "Liach, T'zen and Giiar", exerted: false, type: 'crew' },
        { id: 'aminah', name: 'Aminah Darzi, M.D.', exerted: false, type: 'crew' },
        { id: 'visage', name: 'Dreaded Visage', exerted: false, type: 'gear' },
      ],
    },
    { id: 'janeway', name: 'Janeway', initiative: 1, credits: 1, cards: [{ id: 'janeway-ship', name: 'Subsidized Merchant', exerted: false, type: 'ship' }] },
  ],
  acting: 'ahab',
  phase: 'action',
  stage: 1,
};

const start = (setup: QueueSetup = TABLE): QueueState => must(createQueue(setup));
/** The Procurement Phase, stage 1, with `acting` taking their turn to procure. */
const procuring = (acting: string): QueueState => start({ ...TABLE, phase: 'procurement', stage: 1, acting });

const event = (id: string, controller: string, extra: Partial<ItemSpec> = {}): ItemSpec => ({
  id,
  name: `Event ${id}`,
  controller,
  source: { kind: 'card', cardType: 'event' },
  costs: [],
  effect: { kind: 'describe', text: `${id} happens.` },
  ...extra,
});

const cancelOf = (id: string, controller: string, target: string, extra: Partial<ItemSpec> = {}): ItemSpec =>
  event(id, controller, { effect: { kind: 'cancel', target: { kind: 'item', id: target } }, ...extra });

/** The move is refused with `rule` (and `field`), and leaves `state` exactly as it was. */
function expectRefused(state: QueueState, move: () => CcgResult<QueueState>, rule: string, field?: string): void {
  const before = JSON.stringify(state);
  const r = move();
  expectRegistered(r);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.rule).toBe(rule);
  if (field !== undefined) expect(r.field).toBe(field);
  expect(r.error).toMatch(/[.!]$/);
  expect(JSON.stringify(state)).toBe(before);
}

describe('createQueue', () => {
  it('seats 1 to 4 captains and refuses other counts', () => {
    expect(createQueue({ ...TABLE, captains: [] })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'captains' });
    const five = Array.from({ length: 5 }, (_, i) => ({ id: `c${i}`, name: `C${i}`, initiative: 1 }));
    expect(createQueue({ ...TABLE, acting: null, captains: five })).toMatchObject({ ok: false, field: 'captains' });
    const solo = must(createQueue({ captains: [{ id: 'solo', name: 'Solo', initiative: 1 }], phase: 'ready' }));
    expect(solo).toMatchObject({ acting: null, priority: 'solo', stage: 1, queue: [], respond: null });
  });

  it('names the bad field: duplicate ids, fractional Initiative, unknown phase or stage, stranger as acting captain', () => {
    const dup = { ...TABLE, captains: [TABLE.captains[0]!, TABLE.captains[0]!] };
    expect(createQueue(dup)).toMatchObject({ ok: false, field: 'captains.1.id' });
    const frac = { ...TABLE, captains: [{ id: 'a', name: 'A', initiative: 1.5 }], acting: null };
    expect(createQueue(frac)).toMatchObject({ ok: false, rule: 'ccg.initiative', field: 'captains.0.initiative' });
    expect(createQueue({ ...TABLE, phase: 'lunch' })).toMatchObject({ ok: false, field: 'phase' });
    expect(createQueue({ ...TABLE, stage: 3 })).toMatchObject({ ok: false, field: 'stage' });
    expect(createQueue({ ...TABLE, acting: 'kirk' })).toMatchObject({ ok: false, rule: 'ccg.acting-captain', field: 'acting' });
    const sameCard = {
      ...TABLE,
      captains: [TABLE.captains[0]!, { ...TABLE.captains[1]!, cards: [{ id: 'x', name: 'X', exerted: false, type: 'crew' as const }, { id: 'x', name: 'Y', exerted: false, type: 'gear' as const }] }],
    };
    expect(createQueue(sameCard)).toMatchObject({ ok: false, rule: 'ccg.cards' });
    expect(createQueue('nonsense')).toMatchObject({ ok: false });
  });
});

describe('priority', () => {
  it('rests with the acting captain', () => {
    expect(start().priority).toBe('ahab');
  });

  it('goes to the highest Initiative when no captain is acting (Ready Phase, stage 1)', () => {
    const r = createQueue({ ...TABLE, acting: null, phase: 'ready', stage: 1 });
    expect(r.ok && r.value.priority).toBe('nymeria');
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.timing.priority' && s.text.includes('Nymeria'))).toBe(true);
  });

  it('breaks a tie for the highest Initiative by seating order, citing our reading', () => {
    const tied: QueueSetup = {
      captains: [
        { id: 'a', name: 'A', initiative: 1 },
        { id: 'b', name: 'B', initiative: 4 },
        { id: 'c', name: 'C', initiative: 4 },
      ],
      acting: null,
      phase: 'ready',
    };
    const r = createQueue(tied);
    expect(r.ok && r.value.priority).toBe('b');
    expect(r.ok && r.trace.map((s) => s.rule)).toEqual(expect.arrayContaining(['ccg.timing.priority', 'ccg.note.priority-ties']));
    const swapped = createQueue({ ...tied, captains: [tied.captains[0]!, tied.captains[2]!, tied.captains[1]!] });
    expect(swapped.ok && swapped.value.priority).toBe('c');
  });
});

describe('adding: timing indicators', () => {
  it('plays an event as a reaction unless it says otherwise', () => {
    const s = must(addItem(start(), event('e1', 'janeway')));
    expect(s.queue[0]?.timing).toBe('reaction');
    const told = must(addItem(start(), event('e2', 'ahab', { timing: 'action' })));
    expect(told.queue[0]?.timing).toBe('action');
  });

  it('treats a heroic action as an action and any other card played as having no indicator', () => {
    const heroic = must(addItem(start(), event('h', 'ahab', { source: { kind: 'card', cardType: 'heroic-action' } })));
    expect(heroic.queue[0]).toMatchObject({ timing: 'action', transient: true });
    const crew = must(addItem(procuring('janeway'), event('c', 'janeway', { source: { kind: 'card', cardType: 'crew' } })));
    expect(crew.queue[0]).toMatchObject({ timing: 'none', transient: false });
  });

  it('a permanent card from hand is procured: only in the Procurement Phase, stage 1, by the captain whose turn it is', () => {
    const crew = event('c', 'janeway', { source: { kind: 'card', cardType: 'crew' } });
    expectRefused(start(), () => addItem(start(), crew), 'ccg.round.procurement.stage-1', 'item.source.cardType');
    const wrongTurn = procuring('ahab');
    expectRefused(wrongTurn, () => addItem(wrongTurn, crew), 'ccg.round.procurement.stage-1', 'item.controller');
    const ok = addItem(procuring('janeway'), crew);
    expect(ok.ok && ok.trace.some((t) => t.rule === 'ccg.round.procurement.stage-1' && /procures/.test(t.text))).toBe(true);
    const ship = event('s', 'janeway', { source: { kind: 'card', cardType: 'ship' } });
    expectRefused(procuring('janeway'), () => addItem(procuring('janeway'), ship), 'ccg.ship', 'item.source.cardType');
    // Events stay playable in any phase.
    expect(addItem(start(), event('e', 'janeway')).ok).toBe(true);
  });

  it('an action outside the Action Phase is allowed by the timing rules, with a step asking the judge to check the card', () => {
    const heroic = event('h', 'nymeria', { source: { kind: 'card', cardType: 'heroic-action' } });
    const inResolution = start({ ...TABLE, phase: 'resolution', stage: 2, acting: 'nymeria' });
    const r = addItem(inResolution, heroic);
    expect(r.ok && r.trace.some((t) => t.rule === 'ccg.note.actions-outside-the-action-phase')).toBe(true);
    const inAction = addItem(start({ ...TABLE, acting: 'nymeria' }), heroic);
    expect(inAction.ok && inAction.trace.some((t) => t.rule === 'ccg.note.actions-outside-the-action-phase')).toBe(false);
  });

  it('once something is pending, adds only reactions', () => {
    const s = must(addItem(start(), event('e1', 'ahab')));
    expectRefused(s, () => addItem(s, event('n', 'ahab', { timing: 'none' })), 'ccg.timing.indicator', 'item.timing');
    expectRefused(s, () => addItem(s, event('a', 'ahab', { timing: 'action' })), 'ccg.timing.queue', 'item.timing');
    const ok = addItem(s, event('r', 'ahab'));
    expect(ok.ok && ok.value.queue.map((i) => i.id)).toEqual(['e1', 'r']);
    expect(ok.ok && ok.trace.some((t) => t.rule === 'ccg.reaction')).toBe(true);
  });

  it('lets only the acting captain take an action, and only with nothing pending', () => {
    const action = (controller: string): ItemSpec => event('act', controller, { timing: 'action' });
    const s = start();
    expectRefused(s, () => addItem(s, action('nymeria')), 'ccg.action', 'item.controller');
    expect(addItem(s, action('ahab')).ok).toBe(true);
    const noActing = start({ ...TABLE, acting: null, phase: 'ready' });
    expectRefused(noActing, () => addItem(noActing, action('ahab')), 'ccg.action');
  });

  it('lets an effect with no indicator in only when nothing is pending (Dreaded Visage)', () => {
    const visage: ItemSpec = {
      name: 'Dreaded Visage ability',
      controller: 'nymeria',
      source: { kind: 'ability', cardId: 'visage' },
      timing: 'none',
      costs: [{ kind: 'jettison' }],
      effect: { kind: 'describe', text: 'Remove a Corsair counter.' },
    };
    const free = must(addItem(start(), visage));
    expect(free.queue).toHaveLength(1);
    const busy = must(addItem(start(), event('e1', 'ahab')));
    const s = must(pass(busy, 'ahab'));
    expectRefused(s, () => addItem(s, visage), 'ccg.timing.indicator');
  });

  it('lets any captain add a non-action effect to an empty queue, not just the acting captain', () => {
    expect(addItem(start(), event('e', 'janeway')).ok).toBe(true);
  });
});

describe('adding: phase restrictions, Limited, persistent effects', () => {
  const aminah: ItemSpec = {
    name: 'Aminah Darzi, M.D.: first action',
    controller: 'nymeria',
    source: { kind: 'ability', cardId: 'aminah', ability: 'first action' },
    timing: 'action',
    phases: ['action'],
    costs: [{ kind: 'credits', amount: 1 }],
    effect: { kind: 'describe', text: 'First action.' },
  };

  it('honours a phase restriction', () => {
    const acting = start({ ...TABLE, acting: 'nymeria' });
    expect(addItem(acting, aminah).ok).toBe(true);
    const resource = start({ ...TABLE, acting: 'nymeria', phase: 'resource', stage: 1 });
    expectRefused(resource, () => addItem(resource, aminah), 'ccg.timing.phase-restrictions', 'item.phases');
  });

  it('allows a Limited effect once per round, per card and ability', () => {
    const limited: ItemSpec = { ...aminah, timing: 'none', phases: null, limited: true };
    let s = must(addItem(start(), limited));
    s = must(passAll(s));
    expectRefused(s, () => addItem(s, limited), 'ccg.limited', 'item.limited');
    const other = must(addItem(s, { ...limited, source: { kind: 'ability', cardId: 'aminah', ability: 'second action' } }));
    expect(other.limitedUsed).toHaveLength(2);
    const next = must(endRound(must(passAll(other))));
    expect(next.limitedUsed).toEqual([]);
    expect(addItem(next, limited).ok).toBe(true);
  });

  it('counts a Limited card played per captain and card name (our reading)', () => {
    const card = event('l1', 'ahab', { name: 'Quick Thinking', limited: true });
    let s = must(addItem(start(), card));
    s = must(passAll(s));
    expectRefused(s, () => addItem(s, { ...card, id: 'l2' }), 'ccg.limited');
    const r = addItem(s, { ...card, id: 'l3', controller: 'janeway' });
    expect(r.ok && r.trace.some((t) => t.rule === 'ccg.note.limited-scope')).toBe(true);
  });

  it('refuses a persistent effect, saying it is always on', () => {
    const s = start();
    const r = addItem(s, { name: 'Plate bonus', controller: 'nymeria', source: { kind: 'ability', cardId: 'liach' }, costs: [], effect: { kind: 'describe', text: '+1.' } });
    expectRefused(s, () => r, 'ccg.timing.persistent', 'item.costs');
    expect(!r.ok && r.error).toMatch(/always on/);
  });

  it('refuses an ability of a card the captain does not control, or that is not in play', () => {
    const s = start();
    const theirs: ItemSpec = { name: 'Borrowed', controller: 'ahab', source: { kind: 'ability', cardId: 'liach' }, costs: [{ kind: 'jettison' }], timing: 'reaction', effect: { kind: 'describe', text: 'x' } };
    expectRefused(s, () => addItem(s, theirs), 'ccg.control-vs-ownership', 'item.source.cardId');
    expectRefused(s, () => addItem(s, { ...theirs, source: { kind: 'ability', cardId: 'nowhere' } }), 'ccg.ability');
  });
});

describe('adding: costs', () => {
  it('pays Credits on adding and refuses an unpayable cost, changing nothing', () => {
    const s = start();
    const paid = must(addItem(s, event('e', 'janeway', { costs: [{ kind: 'credits', amount: 1 }] })));
    expect(paid.captains[2]?.credits).toBe(0);
    expectRefused(s, () => addItem(s, event('e', 'janeway', { costs: [{ kind: 'credits', amount: 2 }] })), 'ccg.cost', 'item.costs.0.amount');
  });

  it('pays all costs or none', () => {
    const s = start();
    const spec: ItemSpec = {
      name: 'Two costs',
      controller: 'nymeria',
      source: { kind: 'ability', cardId: 'liach' },
      timing: 'reaction',
      costs: [{ kind: 'credits', amount: 2 }, { kind: 'discard-token', token: 'Tech (trained)' }],
      effect: { kind: 'describe', text: 'x' },
    };
    const before = JSON.stringify(s);
    expectRefused(s, () => addItem(s, spec), 'ccg.discard-token', 'item.costs.1.token');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('exerts a ready card (the card itself when unnamed) and refuses an exerted one', () => {
    const spec: ItemSpec = {
      name: 'Aminah exerts',
      controller: 'nymeria',
      source: { kind: 'ability', cardId: 'aminah' },
      costs: [{ kind: 'exert' }],
      effect: { kind: 'describe', text: 'x' },
    };
    let s = must(addItem(start(), spec));
    expect(s.captains[1]?.cards.find((c) => c.id === 'aminah')?.exerted).toBe(true);
    s = must(passAll(s));
    expectRefused(s, () => addItem(s, spec), 'ccg.exert', 'item.costs.0.cardId');
  });

  it('jettisons to the discard pile, and refuses to pay with a card the captain does not control', () => {
    const s = must(addItem(start(), event('e', 'nymeria', { costs: [{ kind: 'jettison', cardId: 'visage' }] })));
    expect(s.captains[1]?.cards.map((c) => c.id)).not.toContain('visage');
    expect(s.captains[1]?.discard).toEqual([{ id: 'visage', name: 'Dreaded Visage' }]);
    const t = start();
    expectRefused(t, () => addItem(t, event('e', 'ahab', { costs: [{ kind: 'jettison', cardId: 'visage' }] })), 'ccg.cost');
    expectRefused(t, () => addItem(t, event('e', 'ahab', { costs: [{ kind: 'exert' }] })), 'ccg.cost', 'item.costs.0.cardId');
  });

  it('discards a token from the Resource Pool', () => {
    const s = must(addItem(start(), event('e', 'ahab', { costs: [{ kind: 'discard-token', token: 'Admin (trained)' }] })));
    expect(s.captains[0]?.tokens).toEqual([]);
  });
});

describe('adding: targets and shape', () => {
  it('needs a legal target when the effect targets', () => {
    const s = start();
    expectRefused(s, () => addItem(s, cancelOf('c', 'ahab', 'nothing-here')), 'ccg.target', 'item.effect.target');
    const ship = event('g', 'janeway', { effect: { kind: 'change-value', target: { kind: 'card', id: 'gone' }, changes: [{ attribute: 'Defense Value', amount: 2 }], untilEndOfRound: true } });
    expectRefused(s, () => addItem(s, ship), 'ccg.target');
  });

  it('says when an effect does not target', () => {
    const r = addItem(start(), event('e', 'ahab'));
    expect(r.ok && r.trace.some((t) => t.rule === 'ccg.target' && t.text.includes('targets nothing'))).toBe(true);
  });

  it('refuses malformed items with the field to blame', () => {
    const s = start();
    expect(addItem(s, { ...event('e', 'ahab'), timing: 'soon' })).toMatchObject({ ok: false, field: 'item.timing' });
    expect(addItem(s, { ...event('e', 'ahab'), phases: ['brunch'] })).toMatchObject({ ok: false, field: 'item.phases.0' });
    expect(addItem(s, event('e', 'ahab', { costs: [{ kind: 'credits', amount: 1.5 }] }))).toMatchObject({ ok: false, field: 'item.costs.0.amount' });
    expect(addItem(s, event('e', 'ahab', { effect: { kind: 'cancel', target: { kind: 'card', id: 'liach' } } }))).toMatchObject({ ok: false, rule: 'ccg.cancel' });
    expect(addItem(s, event('e', 'kirk'))).toMatchObject({ ok: false, field: 'item.controller' });
    expect(addItem(s, null)).toMatchObject({ ok: false, field: 'item' });
    const dup = must(addItem(s, event('e', 'ahab')));
    expect(addItem(dup, event('e', 'ahab'))).toMatchObject({ ok: false, field: 'item.id' });
  });
});

describe('passing (our reading, ccg.note.queue-passing)', () => {
  it('opens the window at the priority holder and goes clockwise; all passing in a row resolves the top item', () => {
    // Seating Ahab, Nymeria, Janeway; Ahab is acting, so he holds priority.
    let s = must(addItem(start(), event('e1', 'janeway')));
    expect(s.respond).toBe('ahab');
    s = must(pass(s, 'ahab'));
    expect(s.respond).toBe('nymeria');
    s = must(pass(s, 'nymeria'));
    expect(s.respond).toBe('janeway');
    expect(s.queue).toHaveLength(1);
    s = must(pass(s, 'janeway'));
    expect(s.queue).toHaveLength(0);
    expect(s.respond).toBeNull();
    expect(s.log.map((e) => e.item.id)).toEqual(['e1']);
  });

  it('starts at the priority holder even when that is not the first seat', () => {
    const s = must(addItem(start({ ...TABLE, acting: 'janeway' }), event('e1', 'ahab')));
    expect(s.respond).toBe('janeway');
    expect(must(pass(s, 'janeway')).respond).toBe('ahab');
  });

  it('resets the passes on any addition and reopens the window for the next item', () => {
    let s = must(addItem(start(), event('e1', 'ahab')));
    s = must(pass(s, 'ahab'));
    s = must(pass(s, 'nymeria'));
    s = must(addItem(s, event('e2', 'janeway')));
    expect(s.passed).toEqual([]);
    expect(s.respond).toBe('ahab');
    s = must(passAll(s));
    expect(s.log.map((e) => e.item.id)).toEqual(['e2']);
    expect(s.respond).toBe('ahab');
    expect(s.passed).toEqual([]);
    s = must(passAll(s));
    expect(s.log.map((e) => e.item.id)).toEqual(['e2', 'e1']);
  });

  it('a reaction may be added out of turn (the rules: at any time); the passing then starts afresh', () => {
    let s = must(addItem(start(), event('e1', 'ahab')));
    expect(s.respond).toBe('ahab');
    const r = addItem(s, event('e2', 'janeway'));
    expect(r.ok).toBe(true);
    s = must(r);
    expect(r.ok && r.trace.map((t) => t.rule)).toContain('ccg.note.reactions-out-of-turn');
    expect(s.queue.map((i) => i.id)).toEqual(['e1', 'e2']);
    expect([s.respond, s.passed]).toEqual(['ahab', []]);
  });

  it('on the stricter reading, a reaction out of turn is refused with that reading cited', () => {
    const s = must(addItem(start({ ...TABLE, reactions: 'in-turn' }), event('e1', 'ahab')));
    expectRefused(s, () => addItem(s, event('e2', 'janeway')), 'ccg.note.reactions-out-of-turn', 'item.controller');
    expect(createQueue({ ...TABLE, reactions: 'sometimes' }).ok).toBe(false);
  });

  it('refuses a pass out of turn, and a pass with nothing pending', () => {
    const s = must(addItem(start(), event('e1', 'ahab')));
    expectRefused(s, () => pass(s, 'janeway'), 'ccg.note.queue-passing', 'captain');
    expectRefused(s, () => pass(s, 'kirk'), 'ccg.note.queue-passing');
    const empty = start();
    expectRefused(empty, () => pass(empty, 'ahab'), 'ccg.note.queue-passing');
    expectRefused(empty, () => passAll(empty), 'ccg.timing.queue');
  });

  it('works with one captain: a single pass resolves', () => {
    const solo = start({ captains: [{ id: 'solo', name: 'Solo', initiative: 1 }], acting: 'solo', phase: 'action', stage: 1 });
    const s = must(pass(must(addItem(solo, event('e1', 'solo'))), 'solo'));
    expect(s.log).toHaveLength(1);
  });
});

describe('resolving', () => {
  it('resolves last in, first out', () => {
    let s = must(addItem(start(), event('a', 'ahab')));
    s = must(addItem(s, event('b', 'ahab')));
    s = must(pass(s, 'ahab'));
    s = must(addItem(s, event('c', 'nymeria')));
    expect(topItem(s)?.id).toBe('c');
    for (let i = 0; i < 3; i++) s = must(passAll(s));
    expect(s.log.map((e) => e.item.id)).toEqual(['c', 'b', 'a']);
  });

  it('a cancelled card still counts as played, keeps its costs paid and goes to the discard pile', () => {
    let s = must(addItem(start(), event('boost', 'janeway', { costs: [{ kind: 'credits', amount: 1 }], effect: { kind: 'change-value', target: { kind: 'captain', id: 'janeway' }, changes: [{ attribute: 'Initiative', amount: 3 }], untilEndOfRound: false } })));
    s = must(addItem(s, cancelOf('stop', 'ahab', 'boost')));
    s = must(passAll(s));
    expect(s.queue[0]?.cancelledBy).toBe('stop');
    const r = passAll(s);
    s = must(r);
    expect(s.log.map((e) => [e.item.id, e.outcome])).toEqual([
      ['stop', 'resolved'],
      ['boost', 'cancelled'],
    ]);
    expect(s.changes).toEqual([]);
    expect(s.captains[2]?.credits).toBe(0);
    expect(s.captains[2]?.discard.map((c) => c.name)).toEqual(['Event boost']);
    expect(r.ok && r.trace.map((t) => t.rule)).toEqual(expect.arrayContaining(['ccg.cancel', 'ccg.transient']));
  });

  it('fails a cancel whose target was cancelled first', () => {
    let s = must(addItem(start(), event('x', 'ahab')));
    s = must(addItem(s, cancelOf('c1', 'ahab', 'x')));
    s = must(addItem(s, cancelOf('c2', 'ahab', 'c1')));
    s = must(passAll(s)); // c2 cancels c1
    s = must(passAll(s)); // c1 was cancelled: no effect
    const r = passAll(s); // x resolves normally
    s = must(r);
    expect(s.log.map((e) => [e.item.id, e.outcome])).toEqual([
      ['c2', 'resolved'],
      ['c1', 'cancelled'],
      ['x', 'resolved'],
    ]);
  });

  it('fails a targeted effect whose target card left play, saying why', () => {
    const boost = event('boost', 'ahab', {
      effect: { kind: 'change-value', target: { kind: 'card', id: 'liach' }, changes: [{ attribute: 'Attack Value', amount: 1 }], untilEndOfRound: true },
    });
    let s = must(addItem(start(), boost));
    s = must(pass(s, 'ahab'));
    s = must(addItem(s, event('leave', 'nymeria', { costs: [{ kind: 'jettison', cardId: 'liach' }] })));
    s = must(passAll(s));
    const r = passAll(s);
    s = must(r);
    expect(s.log.at(-1)).toMatchObject({ outcome: 'failed' });
    expect(r.ok && r.trace.find((t) => t.rule === 'ccg.target')?.text).toMatch(/no longer in play/);
    expect(s.changes).toEqual([]);
  });

  it('refuses at once a cancel aimed at an item that has already resolved', () => {
    let s = must(addItem(start(), event('x', 'ahab')));
    s = must(addItem(s, cancelOf('c1', 'ahab', 'x')));
    s = must(passAll(s));
    expect(s.queue[0]?.cancelledBy).toBe('c1');
    const r = addItem(s, cancelOf('c3', 'ahab', 'c1'));
    expect(!r.ok && r.error).toMatch(/already left the queue/);
    expectRefused(s, () => addItem(s, cancelOf('c4', 'ahab', 'x')), 'ccg.target');
  });

  it('puts a resolved permanent into play, and a cancelled one into the discard pile (our reading)', () => {
    const crew = event('zed', 'janeway', { name: 'Zed', source: { kind: 'card', cardType: 'crew', cardId: 'zed-card' }, timing: 'none' });
    const resolved = must(passAll(must(addItem(procuring('janeway'), crew))));
    expect(resolved.captains[2]?.cards.map((c) => c.id)).toContain('zed-card');
    let s = must(addItem(procuring('janeway'), crew));
    s = must(pass(s, 'janeway'));
    s = must(addItem(s, cancelOf('no', 'ahab', 'zed')));
    s = must(passAll(s));
    const r = passAll(s);
    s = must(r);
    expect(s.captains[2]?.cards.map((c) => c.id)).not.toContain('zed-card');
    expect(s.captains[2]?.discard).toEqual([{ id: 'zed-card', name: 'Zed' }]);
    expect(r.ok && r.trace.some((t) => t.rule === 'ccg.note.cancelled-permanent')).toBe(true);
  });

  it('adds tokens, and applies the stronger change when a declared condition holds', () => {
    const token = event('call', 'janeway', { effect: { kind: 'gain-token', token: 'Social (trained)' } });
    expect(must(passAll(must(addItem(start(), token)))).captains[2]?.tokens).toEqual(['Social (trained)']);
    const shot = (holds: boolean): ItemSpec =>
      event('shot', 'janeway', {
        effect: {
          kind: 'change-value',
          target: { kind: 'card', id: 'janeway-ship' },
          changes: [{ attribute: 'Defense Value', amount: 2 }],
          untilEndOfRound: true,
          instead: { condition: 'controls a Pilot crew', holds, changes: [{ attribute: 'Defense Value', amount: 3 }] },
        },
      });
    expect(must(passAll(must(addItem(start(), shot(false))))).changes.map((c) => c.amount)).toEqual([2]);
    expect(must(passAll(must(addItem(start(), shot(true))))).changes.map((c) => c.amount)).toEqual([3]);
  });
});

describe('legalTargets', () => {
  it('offers pending items not yet cancelled, cards in play and captains', () => {
    let s = must(addItem(start(), event('x', 'ahab')));
    s = must(addItem(s, cancelOf('c', 'ahab', 'x')));
    expect(legalTargets(s).items.map((t) => t.target.id)).toEqual(['x', 'c']);
    s = must(passAll(s));
    const t = legalTargets(s);
    expect(t.items).toEqual([]);
    expect(t.cards.map((c) => c.target.id)).toEqual(['liach', 'aminah', 'visage', 'janeway-ship']);
    expect(t.captains.map((c) => c.label)).toEqual(['Ahab', 'Nymeria', 'Janeway']);
  });
});

describe('stages and rounds', () => {
  it('moves stage only with nothing pending, and recomputes priority', () => {
    const busy = must(addItem(start(), event('e', 'ahab')));
    expectRefused(busy, () => setStage(busy, 'resource', 1, null), 'ccg.timing.queue');
    const s = must(setStage(start(), 'ready', 1, null));
    expect(s).toMatchObject({ phase: 'ready', stage: 1, acting: null, priority: 'nymeria' });
    expect(setStage(start(), 'ready', 9, null)).toMatchObject({ ok: false, field: 'stage' });
    expect(setStage(start(), 'ready', 1, 'kirk')).toMatchObject({ ok: false, rule: 'ccg.acting-captain' });
  });

  it('with no acting captain, priority follows Initiative as effects change it, and keeps doing so into the new round', () => {
    // Ready, stage 1: nobody acts; Nymeria (3) holds priority over Ahab (2).
    let s = must(setStage(start(), 'ready', 1, null));
    expect(s.priority).toBe('nymeria');
    const boost = event('tim', 'ahab', { name: 'Time is Money', effect: { kind: 'change-value', changes: [{ attribute: 'Initiative', amount: 3 }], untilEndOfRound: false } });
    s = must(addItem(s, boost));
    const r = passAll(s);
    s = must(r);
    expect(s.changes[0]).toMatchObject({ captain: 'ahab', attribute: 'Initiative', amount: 3 });
    expect(s.priority).toBe('ahab');
    expect(r.ok && r.trace.some((t) => /Ahab with 5 \(2 as set up/.test(t.text))).toBe(true);
    // A change lasting only to the end of the round stops counting when the round ends.
    const brief = event('brief', 'janeway', { effect: { kind: 'change-value', changes: [{ attribute: 'Initiative', amount: 9 }], untilEndOfRound: true } });
    s = must(passAll(must(addItem(s, brief))));
    expect(s.priority).toBe('janeway');
    s = must(endRound(s));
    expect(s.priority).toBe('ahab');
    // An acting captain always holds priority, whatever the Initiative.
    expect(must(setStage(s, 'action', 1, 'nymeria')).priority).toBe('nymeria');
  });

  it('has no acting captain where captains do not take turns (Ready stage 1, the victory checks)', () => {
    expect(setStage(start(), 'ready', 1, 'ahab')).toMatchObject({ ok: false, rule: 'ccg.acting-captain', field: 'acting', error: expect.stringMatching(/every captain acts at once, so there is no acting captain/) });
    expect(setStage(start(), 'action', 2, 'ahab')).toMatchObject({ ok: false, field: 'acting', error: expect.stringMatching(/no captain takes a turn/) });
    expect(createQueue({ ...TABLE, phase: 'resolution', stage: 6 })).toMatchObject({ ok: false, field: 'acting' });
    // Stages taken in turn keep theirs.
    expect(must(setStage(start(), 'resolution', 2, 'nymeria'))).toMatchObject({ acting: 'nymeria', priority: 'nymeria' });
    expect(must(setStage(start(), 'procurement', 1, 'janeway'))).toMatchObject({ acting: 'janeway' });
  });

  it('ends the round: changes until the end of the round expire, exerted cards ready', () => {
    const tactic = event('pt', 'ahab', {
      effect: { kind: 'change-value', target: { kind: 'card', id: 'liach' }, changes: [{ attribute: 'Attack Value', amount: 1 }], untilEndOfRound: true },
      costs: [],
    });
    const forever = event('tim', 'ahab', { effect: { kind: 'change-value', target: { kind: 'captain', id: 'ahab' }, changes: [{ attribute: 'Initiative', amount: 3 }], untilEndOfRound: false } });
    let s = must(passAll(must(addItem(start(), tactic))));
    s = must(passAll(must(addItem(s, forever))));
    s = must(passAll(must(addItem(s, { name: 'Exert Aminah', controller: 'nymeria', source: { kind: 'ability', cardId: 'aminah' }, costs: [{ kind: 'exert' }], effect: { kind: 'describe', text: 'x' } }))));
    expect(s.changes).toHaveLength(2);
    const next = must(endRound(s));
    expect(next.changes.map((c) => c.itemId)).toEqual(['tim']);
    expect(next.captains[1]?.cards.every((c) => !c.exerted)).toBe(true);
    expect(next).toMatchObject({ phase: 'ready', stage: 1, acting: null });
  });
});

describe('undo and redo', () => {
  it('steps back and forward, and a new move drops the redo branch', () => {
    const s0 = start();
    const s1 = must(addItem(s0, event('a', 'ahab')));
    const s2 = must(passAll(s1));
    const back = must(undo(s2));
    expect(back.queue.map((i) => i.id)).toEqual(['a']);
    expect(must(redo(back))).toEqual(s2);
    const twoBack = must(undo(s2, 2));
    expect(twoBack.queue).toEqual([]);
    expect(twoBack.history.future).toHaveLength(2);
    const branched = must(addItem(back, event('b', 'ahab')));
    expect(branched.history.future).toEqual([]);
    expectRefused(branched, () => redo(branched), 'ccg.timing');
    expectRefused(s0, () => undo(s0), 'ccg.timing', 'steps');
    // Steps and places in the timeline are read with the shared readers, whatever they are handed.
    for (const bad of [0, -1, 1.5, '1', null, Object.create(null)]) {
      expectRefused(s2, () => undo(s2, bad as never), 'ccg.timing', 'steps');
      expectRefused(s2, () => redo(s2, bad as never), 'ccg.timing', 'steps');
    }
    for (const bad of [-1, 3, 0.5, 'first', undefined]) expectRefused(s2, () => jumpTo(s2, bad as never), 'ccg.timing', 'index');
  });

  it('can jump to any step of the timeline', () => {
    let s = start();
    s = must(addItem(s, event('a', 'ahab')));
    s = must(addItem(s, event('b', 'ahab')));
    s = must(passAll(s));
    expect(timeline(s).map((t) => t.lastMove)).toEqual(['Start', 'Ahab adds Event a', 'Ahab adds Event b', 'All pass: Event b resolves']);
    const first = must(jumpTo(s, 1));
    expect(first.queue.map((i) => i.id)).toEqual(['a']);
    expect(must(jumpTo(first, 3))).toEqual(s);
    expect(jumpTo(s, 7)).toMatchObject({ ok: false, field: 'index' });
  });

  it('works through applyMove too', () => {
    const s = must(applyMoves(start(), [{ kind: 'add', item: event('a', 'ahab') }, { kind: 'undo' }, { kind: 'redo' }]));
    expect(s.queue).toHaveLength(1);
    expect(applyMove(s, { kind: 'dance' })).toMatchObject({ ok: false, field: 'move.kind' });
    expect(applyMoves(s, [{ kind: 'pass-all' }, { kind: 'pass', captain: 'ahab' }])).toMatchObject({ ok: false, field: 'moves.1.captain' });
  });
});

describe('the queue machine (core/machine.ts)', () => {
  it('replays from the setup: its run states are the timeline, and applyMoves is its run', () => {
    const moves = [{ kind: 'add', item: event('a', 'ahab') }, { kind: 'add', item: event('b', 'ahab') }, { kind: 'pass-all' }] as const;
    const r = queueMachine.replay(TABLE, moves);
    if (!r.ok) throw new Error(r.error);
    expectRegistered(r);
    expect(r.value.states).toHaveLength(4);
    expect(r.value.log.map((m) => m.index)).toEqual([0, 1, 2]);
    expect(r.value.states.map((s) => s.lastMove)).toEqual(timeline(r.value.state).map((s) => s.lastMove));
    expect(r.value.state).toEqual(must(applyMoves(start(), moves)));
    // Undo is a walk back along the run states, not a replay.
    const { history: _h, ...second } = r.value.states[2]!;
    const { history: _b, ...back } = must(undo(r.value.state));
    expect(back).toEqual(second);
  });

  it('stops a replay at the first refused move, saying which one', () => {
    const r = queueMachine.replay(TABLE, [{ kind: 'add', item: event('a', 'ahab') }, { kind: 'pass', captain: 'janeway' }]);
    expect(r).toMatchObject({ ok: false, index: 1, rule: 'ccg.note.queue-passing', field: 'captain' });
    expect('reached' in r && r.reached.states).toHaveLength(2);
    expect(queueMachine.replay({ captains: [] }, [])).toMatchObject({ ok: false, field: 'captains' });
  });
});

describe('parseQueueState', () => {
  it('accepts a state that went through JSON', () => {
    let s = must(addItem(start(), event('a', 'ahab')));
    s = must(addItem(s, cancelOf('c', 'ahab', 'a')));
    s = must(passAll(s));
    const parsed = parseQueueState(JSON.parse(JSON.stringify(s)));
    expect(parsed.ok && parsed.value).toEqual(s);
  });

  it('names the bad field of a tampered state', () => {
    const s = must(addItem(start(), event('a', 'ahab')));
    const j = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    expect(parseQueueState({ ...j, priority: 'janeway' })).toMatchObject({ ok: false, field: 'priority' });
    expect(parseQueueState({ ...j, respond: null })).toMatchObject({ ok: false, field: 'respond' });
    expect(parseQueueState({ ...j, queue: [{ id: 'x' }] })).toMatchObject({ ok: false, field: 'queue.0.name' });
    expect(parseQueueState({ ...j, history: { past: [{}], future: [] } })).toMatchObject({ ok: false, field: 'history.past.0.captains' });
    expect(parseQueueState({ ...j, history: undefined })).toMatchObject({ ok: false, field: 'history' });
    expect(parseQueueState('nope')).toMatchObject({ ok: false });
  });
});
