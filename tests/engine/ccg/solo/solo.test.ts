import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OPPOSITION_ABILITY_PRIORITY,
  OPPOSITION_DECK,
  OPPOSITION_TARGET_PRIORITY,
  SOLO_CHALLENGES,
  SOLO_CHALLENGE_GROUPS,
  SOLO_CHALLENGE_IDS,
  SOLO_SCENARIOS,
  checkSoloDeckList,
  drawOpposition,
  newOppositionDeck,
  placeHiddenComplication,
  scoreSoloChallenges,
  soloEndOfPhase,
  type SoloChallengeId,
  type SoloContract,
} from '../../../../src/engine/ccg/solo/index.ts';
import { SOLO_CHALLENGE_PRESET, SOLO_DECK_LIST } from '../../../../src/engine/ccg/examples/decks.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function value<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`);
  return r.value;
}
const registered = <T>(r: CcgResult<T>) => (r.ok ? r.trace.every((s) => isRuleId(s.rule)) : isRuleId(r.rule));

describe('scenarios and the Opposition as data', () => {
  it('has the three scenarios, each to 20 VP before bankruptcy', () => {
    expect(SOLO_SCENARIOS.map((s) => [s.number, s.name])).toEqual([
      [1, 'Alone in the Black'],
      [2, 'The Cost of Doing Business'],
      [3, 'The Dirty Half-Dozen'],
    ]);
    expect(SOLO_SCENARIOS.every((s) => s.victoryThreshold === 20 && isRuleId(s.rule))).toBe(true);
  });

  it('lists the six Opposition cards', () => {
    expect(OPPOSITION_DECK).toEqual(['Doctor Wishik', 'Flint', 'Rika Honami', 'Vorn Drusus', 'Wabapawap, Speaker of the Tree', 'Walter Glen, IMC']);
  });

  it('keeps the priority lists in order, marking the steps our copy lost an icon in', () => {
    expect(OPPOSITION_ABILITY_PRIORITY.map((p) => p.order)).toEqual([1, 2, 3]);
    expect(OPPOSITION_ABILITY_PRIORITY[2]?.example).toBe('Walter Glen, IMC');
    expect(OPPOSITION_TARGET_PRIORITY.map((p) => p.key)).toEqual(['can-remove', 'most-effective', 'lowest-wound-capacity', 'no-armor', 'most-of-lost-icon', 'random']);
    for (const p of OPPOSITION_TARGET_PRIORITY) if (p.iconLost) expect(p.note).toBe('ccg.note.opposition-lost-icons');
  });

  it('gives every challenge a group, a registered note when it has one, and exclusions both ways', () => {
    for (const c of SOLO_CHALLENGES) {
      expect(SOLO_CHALLENGE_GROUPS.some((g) => g.id === c.group)).toBe(true);
      if (c.note) expect(isRuleId(c.note)).toBe(true);
      for (const other of c.excludes) expect(SOLO_CHALLENGES.find((o) => o.id === other)?.excludes).toContain(c.id);
    }
    expect(SOLO_CHALLENGES.map((c) => c.id)).toEqual([...SOLO_CHALLENGE_IDS]);
  });
});

describe('challenge points', () => {
  const alone: [SoloChallengeId, number][] = [
    ['adventure-25', 5],
    ['adventure-30', 10],
    ['adventure-one-copy', 10],
    ['adventure-five-non-native', 15],
    ['captains-50', 5],
    ['captains-40', 15],
    ['captains-two-copies', 5],
    ['captains-one-copy', 20],
    ['contract-slots-3', 10],
    ['contract-slots-2', 25],
    ['hand-size-6', 5],
    ['hand-size-5', 10],
    ['two-complications', 15],
    ['unlimited-complication-slots', 10],
    ['cost-to-play', 10],
    ['procurement-wounds', 5],
    ['jettison-after-ability', 20],
  ];

  it.each(alone)('%s scores %i on its own in every scenario', (id, points) => {
    for (const s of ['alone-in-the-black', 'cost-of-doing-business', 'dirty-half-dozen']) {
      expect(value(scoreSoloChallenges(s, [id])).total).toBe(points);
    }
  });

  it('scores the Opposition crew at the start 3 and 10 in The Dirty Half-Dozen only', () => {
    expect(value(scoreSoloChallenges('dirty-half-dozen', ['opposition-one-start'])).total).toBe(3);
    expect(value(scoreSoloChallenges('dirty-half-dozen', ['opposition-two-start'])).total).toBe(10);
    for (const s of ['alone-in-the-black', 'cost-of-doing-business']) {
      expect(scoreSoloChallenges(s, ['opposition-one-start'])).toMatchObject({ ok: false, rule: 'ccg.note.solo-challenge-scope', field: 'challenges.0' });
    }
  });

  it('drops the five non-native contracts to 10 with a 25-card and to 5 with a 30-card adventure deck', () => {
    const with25 = value(scoreSoloChallenges('alone-in-the-black', ['adventure-five-non-native', 'adventure-25']));
    expect(with25.breakdown).toEqual([
      expect.objectContaining({ challenge: 'adventure-25', points: 5 }),
      expect.objectContaining({ challenge: 'adventure-five-non-native', points: 10 }),
    ]);
    expect(with25.total).toBe(15);
    expect(value(scoreSoloChallenges('alone-in-the-black', ['adventure-30', 'adventure-five-non-native'])).total).toBe(15);
  });

  it('refuses options that set the same thing two ways', () => {
    const pairs: [SoloChallengeId, SoloChallengeId][] = [
      ['adventure-25', 'adventure-30'],
      ['captains-50', 'captains-40'],
      ['captains-two-copies', 'captains-one-copy'],
      ['contract-slots-3', 'contract-slots-2'],
      ['hand-size-6', 'hand-size-5'],
      ['opposition-one-start', 'opposition-two-start'],
    ];
    for (const pair of pairs) {
      expect(scoreSoloChallenges('dirty-half-dozen', pair)).toMatchObject({ ok: false, rule: 'ccg.note.solo-challenge-scope', field: 'challenges.1' });
    }
  });

  it('refuses unknown scenarios, unknown or repeated challenges', () => {
    expect(scoreSoloChallenges('lost-in-space', [])).toMatchObject({ ok: false, field: 'scenario' });
    expect(scoreSoloChallenges('alone-in-the-black', ['hand-size-4'])).toMatchObject({ ok: false, field: 'challenges.0' });
    expect(scoreSoloChallenges('alone-in-the-black', ['hand-size-6', 'hand-size-6'])).toMatchObject({ ok: false, field: 'challenges.1' });
  });

  it('scores no challenges as 0', () => {
    expect(value(scoreSoloChallenges('alone-in-the-black', []))).toMatchObject({ total: 0, breakdown: [] });
  });

  it('scores the preset at 28', () => {
    const r = scoreSoloChallenges(SOLO_CHALLENGE_PRESET.scenario, SOLO_CHALLENGE_PRESET.challenges);
    expect(value(r).total).toBe(SOLO_CHALLENGE_PRESET.expectedPoints);
    expect(registered(r)).toBe(true);
  });

  it('derives the game settings from the challenges', () => {
    const s = value(scoreSoloChallenges('dirty-half-dozen', ['adventure-30', 'captains-40', 'captains-one-copy', 'contract-slots-2', 'hand-size-5', 'two-complications', 'unlimited-complication-slots', 'opposition-two-start', 'procurement-wounds'])).settings;
    expect(s).toMatchObject({
      contractSlots: 2,
      handSize: 5,
      complicationsPerNewContract: 2,
      unlimitedComplicationSlots: true,
      oppositionCrewAtStart: 2,
      oppositionUpkeepPerCrew: 1,
      woundsAfterProcurement: true,
      noWoundRestoreInReadyPhase: true,
      readyPhaseUpkeep: false,
      deckLimits: { adventure: { size: 30, copies: 2 }, captains: { size: 40, copies: 3, hardCopyCap: 1 } },
    });
    const plain = value(scoreSoloChallenges('cost-of-doing-business', [])).settings;
    expect(plain).toMatchObject({ contractSlots: 4, handSize: 7, oppositionDeck: null, readyPhaseUpkeep: true, oppositionUpkeepPerCrew: 0 });
  });
});

describe('solo deck check', () => {
  it('accepts the preset deck for the preset challenges', () => {
    const r = checkSoloDeckList(SOLO_DECK_LIST.text, SOLO_CHALLENGE_PRESET.scenario, SOLO_CHALLENGE_PRESET.challenges);
    expect(value(r)).toMatchObject({ legal: true, totals: { adventure: 25, captains: 60 } });
    expect(registered(r)).toBe(true);
  });

  it('refuses the same 25-card deck without the challenge, and a 60-card deck with three copies under the two-copy challenge', () => {
    const standard = value(checkSoloDeckList(SOLO_DECK_LIST.text, 'alone-in-the-black', []));
    expect(standard.problems.map((p) => p.rule)).toEqual(['ccg.adventure-deck']);
    const text = SOLO_DECK_LIST.text.replace("2 Stand-in Captain's Card 1\n", "3 Stand-in Captain's Card 1\n").replace("2 Stand-in Captain's Card 2\n", "1 Stand-in Captain's Card 2\n");
    const capped = value(checkSoloDeckList(text, 'alone-in-the-black', ['adventure-25', 'captains-two-copies']));
    expect(capped.problems.map((p) => p.rule)).toEqual(['ccg.note.solo-copy-caps']);
  });

  it('passes on an invalid challenge choice as the error', () => {
    expect(checkSoloDeckList('', 'alone-in-the-black', ['adventure-25', 'adventure-30'])).toMatchObject({ ok: false, field: 'challenges.1' });
  });
});

describe('dues at the end of phases', () => {
  it('The Cost of Doing Business charges Credits equal to VP as the Ready Phase ends', () => {
    const r = soloEndOfPhase({ scenario: 'cost-of-doing-business', challenges: [], phase: 'ready', vp: 7 });
    expect(value(r)).toEqual([expect.objectContaining({ kind: 'expense', credits: 7, rule: 'ccg.solo.cost-of-doing-business' })]);
    expect(value(soloEndOfPhase({ scenario: 'cost-of-doing-business', challenges: [], phase: 'ready', vp: 0 }))).toEqual([]);
    expect(value(soloEndOfPhase({ scenario: 'cost-of-doing-business', challenges: [], phase: 'resolution', vp: 7 }))).toEqual([]);
  });

  it('The Dirty Half-Dozen draws an Opposition card after procurement and charges 1 per Opposition crew after resolution', () => {
    expect(value(soloEndOfPhase({ scenario: 'dirty-half-dozen', challenges: [], phase: 'procurement', vp: 3 }))).toEqual([expect.objectContaining({ kind: 'draw-opposition' })]);
    const r = soloEndOfPhase({ scenario: 'dirty-half-dozen', challenges: [], phase: 'resolution', vp: 3, oppositionCrewInPlay: 4 });
    expect(value(r)).toEqual([expect.objectContaining({ kind: 'expense', credits: 4 })]);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.note.opposition-upkeep')).toBe(true);
    expect(value(soloEndOfPhase({ scenario: 'dirty-half-dozen', challenges: [], phase: 'ready', vp: 9 }))).toEqual([]);
  });

  it('the procurement wounds challenge wounds each crew as the Procurement Phase ends', () => {
    const dues = value(soloEndOfPhase({ scenario: 'alone-in-the-black', challenges: ['procurement-wounds'], phase: 'procurement', vp: 0 }));
    expect(dues).toEqual([expect.objectContaining({ kind: 'wound-each-crew', wounds: 1 })]);
  });

  it('Alone in the Black adds nothing', () => {
    for (const phase of ['ready', 'adventure', 'procurement', 'action', 'resource', 'resolution'] as const) {
      const r = soloEndOfPhase({ scenario: 'alone-in-the-black', challenges: [], phase, vp: 5 });
      expect(value(r)).toEqual([]);
      expect(registered(r)).toBe(true);
    }
  });

  it('refuses bad input', () => {
    expect(soloEndOfPhase({ scenario: 'alone-in-the-black', challenges: [], phase: 'lunch' as 'ready', vp: 0 })).toMatchObject({ ok: false, field: 'phase' });
    expect(soloEndOfPhase({ scenario: 'alone-in-the-black', challenges: [], phase: 'ready', vp: -1 })).toMatchObject({ ok: false, field: 'vp' });
    expect(soloEndOfPhase({ scenario: 'dirty-half-dozen', challenges: [], phase: 'resolution', vp: 0, oppositionCrewInPlay: 7 })).toMatchObject({ ok: false, field: 'oppositionCrewInPlay' });
  });
});

describe('the Opposition deck', () => {
  it('shuffles the six cards, deterministically for a seed', () => {
    const a = value(newOppositionDeck(42));
    expect([...a.deck].sort()).toEqual([...OPPOSITION_DECK].sort());
    expect(value(newOppositionDeck(42))).toEqual(a);
  });

  it('draws the top card', () => {
    const r = value(drawOpposition({ deck: ['Flint', 'Rika Honami'], discard: [], rng: 1 }));
    expect(r).toMatchObject({ card: 'Flint', deck: ['Rika Honami'], reshuffled: false, rng: 1 });
  });

  it('reshuffles the discard pile when the deck is empty', () => {
    const r = drawOpposition({ deck: [], discard: ['Flint', 'Vorn Drusus'], rng: 7 });
    const v = value(r);
    expect(v.reshuffled).toBe(true);
    expect([v.card, ...v.deck].sort()).toEqual(['Flint', 'Vorn Drusus']);
    expect(v.discard).toEqual([]);
    expect(v.rng).not.toBe(7);
    expect(registered(r)).toBe(true);
  });

  it('draws nothing when all six are in play', () => {
    expect(value(drawOpposition({ deck: [], discard: [], rng: 0 })).card).toBeNull();
  });

  it('cites the note "Opposition all in play" for a draw with all six in play, the scenario for a draw that brings a card', () => {
    const none = drawOpposition({ deck: [], discard: [], rng: 0 });
    expect(none.ok && none.trace.map((s) => s.rule)).toEqual(['ccg.note.opposition-all-in-play']);
    expect(registered(none)).toBe(true);
    const one = drawOpposition({ deck: ['Flint'], discard: [], rng: 0 });
    expect(one.ok && one.trace.map((s) => s.rule)).toEqual(['ccg.solo.dirty-half-dozen']);
  });

  it('refuses cards that are not Opposition cards, or repeated ones', () => {
    expect(drawOpposition({ deck: ['Captain Kirk'], discard: [], rng: 0 })).toMatchObject({ ok: false, field: 'deck.0' });
    expect(drawOpposition({ deck: ['Flint'], discard: ['Flint'], rng: 0 })).toMatchObject({ ok: false, field: 'discard.0' });
    expect(drawOpposition({ deck: [], discard: [], rng: -1 })).toMatchObject({ ok: false, field: 'rng' });
  });
});

describe('placing the hidden complication (solo Adventure Phase, stage 1)', () => {
  const c = (id: string, vp: number, slots: number, attached = 0, trifling = 0): SoloContract => ({
    id,
    vp,
    complicationSlots: slots,
    complications: [
      ...Array.from({ length: attached }, (_, i) => ({ id: `${id}-x${i}` })),
      ...Array.from({ length: trifling }, (_, i) => ({ id: `${id}-t${i}`, trifling: true })),
    ],
  });

  it('goes on the highest-VP contract with a free slot', () => {
    const r = placeHiddenComplication({ contracts: [c('a', 2, 2, 1), c('b', 5, 2, 1), c('d', 3, 1, 0)], rng: 0 });
    expect(value(r)).toMatchObject({ contract: 'b', mustDiscard: false, tiedWith: [], rng: 0 });
    expect(registered(r)).toBe(true);
  });

  it('passes over a full contract to the next highest', () => {
    const r = placeHiddenComplication({ contracts: [c('a', 2, 2, 1), c('b', 5, 1, 1), c('d', 3, 1, 1)], rng: 0 });
    expect(value(r).contract).toBe('a');
  });

  it('when all are full, goes on the lowest-VP contract after the captain discards one attached there', () => {
    const contracts = [c('a', 2, 1, 1), c('b', 5, 1, 1), c('d', 3, 2, 2)];
    expect(value(placeHiddenComplication({ contracts, rng: 0 }))).toMatchObject({ contract: 'a', mustDiscard: true, discardCandidates: ['a-x0'], discard: null });
    expect(value(placeHiddenComplication({ contracts, rng: 0, discard: 'a-x0' })).discard).toBe('a-x0');
    expect(placeHiddenComplication({ contracts, rng: 0, discard: 'd-x0' })).toMatchObject({ ok: false, field: 'discard' });
    expect(placeHiddenComplication({ contracts: [c('a', 2, 2, 1)], rng: 0, discard: 'a-x0' })).toMatchObject({ ok: false, field: 'discard' });
  });

  it('does not count Trifling complications toward the slots', () => {
    expect(value(placeHiddenComplication({ contracts: [c('a', 2, 1), c('b', 5, 1, 0, 2)], rng: 0 })).contract).toBe('b');
  });

  it('never finds a contract full with unlimited complication slots', () => {
    expect(value(placeHiddenComplication({ contracts: [c('a', 2, 1), c('b', 5, 1, 4)], rng: 0, unlimitedComplicationSlots: true })).contract).toBe('b');
  });

  it('settles ties at random with the seeded RNG (our reading), reaching each tied contract', () => {
    const contracts = [c('a', 4, 1), c('b', 4, 1), c('d', 1, 1)];
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const r = placeHiddenComplication({ contracts, rng: seed });
      const v = value(r);
      expect(v.tiedWith).toEqual(['a', 'b']);
      expect(v.rng).not.toBe(seed);
      expect(r.ok && r.trace.some((s) => s.rule === 'ccg.note.solo-complication-ties')).toBe(true);
      expect(value(placeHiddenComplication({ contracts, rng: seed })).contract).toBe(v.contract);
      seen.add(v.contract);
    }
    expect([...seen].sort()).toEqual(['a', 'b']);
    const full = [c('a', 1, 1, 1), c('b', 1, 1, 1), c('d', 6, 1, 1)];
    expect(value(placeHiddenComplication({ contracts: full, rng: 3 })).tiedWith).toEqual(['a', 'b']);
  });

  it('refuses bad input', () => {
    expect(placeHiddenComplication({ contracts: [], rng: 0 })).toMatchObject({ ok: false, field: 'contracts' });
    expect(placeHiddenComplication({ contracts: [c('a', 1.5, 1)], rng: 0 })).toMatchObject({ ok: false, field: 'contracts.0.vp' });
    expect(placeHiddenComplication({ contracts: [c('a', 1, 1), c('a', 2, 1)], rng: 0 })).toMatchObject({ ok: false, field: 'contracts.1.id' });
  });
});

describe('solo properties', () => {
  it('the total equals the sum of the breakdown, with one trace step per challenge, all registered', () => {
    fc.assert(
      fc.property(fc.constantFrom('alone-in-the-black', 'cost-of-doing-business', 'dirty-half-dozen'), fc.subarray([...SOLO_CHALLENGE_IDS]), fc.boolean(), (scenario, chosen, reverse) => {
        const r = scoreSoloChallenges(scenario, reverse ? [...chosen].reverse() : chosen);
        if (!registered(r)) return false;
        if (!r.ok) return r.rule === 'ccg.note.solo-challenge-scope';
        const sum = r.value.breakdown.reduce((a, b) => a + b.points, 0);
        const challengeSteps = r.trace.slice(1, -1).map((s) => s.text);
        return (
          r.value.total === sum &&
          r.value.breakdown.length === chosen.length &&
          challengeSteps.length === chosen.length &&
          r.value.breakdown.every((b, i) => challengeSteps[i] === b.text && b.text.includes(`${b.points} challenge point`))
        );
      }),
    );
  });

  it('the hidden complication goes on a highest-VP contract with room whenever one has room', () => {
    const arbContract = fc.record({ vp: fc.integer({ min: 0, max: 6 }), slots: fc.integer({ min: 0, max: 2 }), attached: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(fc.array(arbContract, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 0xffffffff }), (raw, rng) => {
        const contracts = raw.map((r, i) => ({ id: `k${i}`, vp: r.vp, complicationSlots: r.slots, complications: Array.from({ length: r.attached }, (_, j) => ({ id: `k${i}-${j}` })) }));
        const r = placeHiddenComplication({ contracts, rng });
        if (!registered(r) || !r.ok) return false;
        const target = contracts.find((x) => x.id === r.value.contract);
        if (!target) return false;
        const open = contracts.filter((x) => x.complications.length < x.complicationSlots);
        if (open.length > 0) return !r.value.mustDiscard && target.vp === Math.max(...open.map((x) => x.vp)) && open.includes(target);
        return target.vp === Math.min(...contracts.map((x) => x.vp)) && r.value.mustDiscard === target.complications.length > 0;
      }),
    );
  });
});
