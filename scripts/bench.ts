/**
 * npm run bench — operations per second of the engine's heaviest questions,
 * and how payment planning scales with deck size (it must not grow
 * exponentially). Figures, not assertions: machines are noisy.
 */
import { planPayment } from '../src/engine/ccg/costs/index.ts';
import { solveRequirements, type Requirement } from '../src/engine/ccg/resolution/index.ts';
import type { ResourcePool } from '../src/engine/ccg/resolution/index.ts';
import type { ResourceToken } from '../src/engine/ccg/resolution/index.ts';
import { createQueue, addItem, passAll, type QueueState } from '../src/engine/ccg/timing/index.ts';
import { nextInt, seedRng, type RngState } from '../src/engine/core/rng.ts';
import { runCheck } from '../src/widgets/resolve/check.ts';
import { worstResolveState } from './bench/resolve-worst.ts';

/** The longest a main-thread task may take; a solver over it is flagged in the output. */
const MAIN_THREAD_MS = 50;

function measure(label: string, run: () => void, minMs = 1500): number {
  for (let i = 0; i < 50; i++) run(); // warm up
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 25; i++) run();
    n += 25;
    elapsed = performance.now() - start;
  }
  const perSecond = (n / elapsed) * 1000;
  const each = elapsed / n;
  const flag = each > MAIN_THREAD_MS ? `  OVER ${MAIN_THREAD_MS} ms` : '';
  console.log(`${label.padEnd(62)} ${Math.round(perSecond).toLocaleString('en').padStart(10)} ops/s  (${(each * 1000).toFixed(1)} µs each)${flag}`);
  return perSecond;
}

/** For work that takes a second or more: a few runs after one to warm up, no fixed time. */
function measureSlow(label: string, run: () => void, runs = 3): number {
  run();
  const start = performance.now();
  for (let i = 0; i < runs; i++) run();
  const each = (performance.now() - start) / runs;
  console.log(`${label.padEnd(62)} ${(1000 / each).toFixed(2).padStart(10)} ops/s  (${(each / 1000).toFixed(2)} s each, ${runs} runs)`);
  return 1000 / each;
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

// 1. Payment planning: a 7-card hand, a 60-card deck (top cards hidden), an amount the hand cannot cover alone.
function paymentInput(deckSize: number, handSize = 7) {
  let rng: RngState = seedRng(7);
  const ev = () => {
    const [v, next] = nextInt(rng, 0, 3);
    rng = next;
    return v;
  };
  const hand = Array.from({ length: handSize }, (_, i) => ({ id: `h${i}`, ev: ev() }));
  const deck = Array.from({ length: deckSize }, (_, i) => ({ id: `d${i}`, ev: ev(), known: i < 2 }));
  return { amount: 9, payer: 'bench', hand, deck };
}

// 2. Requirement solving: a 20-token pool, 6 requirements (choices and levels).
const skills = ['admin', 'combat', 'medical', 'science', 'social', 'tech', 'underworld', 'starship-operations'] as const;
const tokens: ResourceToken[] = [
  ...(['cargo', 'military', 'passenger', 'survey', 'cargo-passenger', 'military-survey'] as const).map((capability) => ({ kind: 'capability' as const, capability })),
  ...skills.map((skill, i) => ({ kind: 'skill' as const, skill, level: i % 2 === 0 ? ('trained' as const) : ('expert' as const) })),
  ...skills.slice(0, 6).map((skill) => ({ kind: 'skill' as const, skill, level: 'trained' as const })),
];
const pool: ResourcePool = { captain: 'bench', tokens: tokens.map((token, i) => ({ id: `t${i}`, token, source: `s${i}`, sourceName: `Source ${i}` })) };
const requirements: Requirement[] = [
  { kind: 'token', token: { kind: 'capability', capability: 'cargo' } },
  { kind: 'token', token: { kind: 'capability', capability: 'survey' } },
  { kind: 'choice', options: [{ kind: 'skill', skill: 'admin', level: 'trained' }, { kind: 'skill', skill: 'social', level: 'trained' }] },
  { kind: 'token', token: { kind: 'skill', skill: 'medical', level: 'expert' } },
  { kind: 'choice', options: [{ kind: 'capability', capability: 'military' }, { kind: 'skill', skill: 'combat', level: 'trained' }, { kind: 'skill', skill: 'tech', level: 'trained' }] },
  { kind: 'token', token: { kind: 'skill', skill: 'science', level: 'trained' } },
];

// 3. The queue: four captains, ten reactions added, then everything resolved.
const start = must(
  createQueue({
    captains: [0, 1, 2, 3].map((i) => ({ id: `c${i}`, name: `Captain ${i}`, initiative: 4 - i, credits: 20 })),
    acting: 'c0',
    phase: 'action',
    stage: 1,
  }),
) as QueueState;

function queueRun(): void {
  let s = start;
  for (let i = 0; i < 10; i++) {
    const controller = s.respond ?? 'c0';
    s = must(
      addItem(s, {
        id: `r${i}`,
        name: `Reaction ${i}`,
        controller,
        source: { kind: 'card', cardType: 'event' },
        costs: [{ kind: 'credits', amount: 1 }],
        effect: { kind: 'describe', text: 'A described effect.' },
      }),
    );
  }
  s = must(passAll(s));
  while (s.queue.length > 0) s = must(passAll(s));
}

console.log(`Engine benchmarks (Node ${process.version})\n`);
measure('Payment plan: 7-card hand, 60-card deck', () => must(planPayment(paymentInput(60))));
measure('Requirement solving: 20-token pool, 6 requirements', () => must(solveRequirements({ pool, requirements })));
measure('Queue: 10 reactions added, then all resolved', queueRun);
// The resolution check as its worker runs it (the link read into engine input, the whole
// Resolution Phase report, the answer the page draws), on the heaviest link its limits accept.
const worst = worstResolveState();
measureSlow('Resolution check: heaviest accepted link (5 cards, 30 subplots)', () => {
  if (!runCheck(worst).summary) throw new Error('the heaviest link gave no answer');
});

console.log('\nScaling of payment planning with deck size (should stay roughly flat or linear):');
const base = measure('  deck 60', () => must(planPayment(paymentInput(60))), 800);
for (const size of [120, 240, 480]) {
  const rate = measure(`  deck ${size}`, () => must(planPayment(paymentInput(size))), 800);
  console.log(`    ${size / 60}× the deck → ${(base / rate).toFixed(2)}× the time`);
}

// The dice games: every odds solver on its worst accepted input, and the whole-game simulator.
for (const [game, file] of [['Traders', './bench/traders.ts'], ['Ascension', './bench/ascension.ts']] as const) {
  const mod = (await import(file)) as Record<string, { label: string; run: () => void; slow?: true }[]>;
  const benches = Object.values(mod).find((v) => Array.isArray(v)) ?? [];
  console.log(`\n${game} (${benches.length} solvers):`);
  for (const b of benches) {
    if (b.slow) measureSlow(`  ${b.label}`, b.run);
    else measure(`  ${b.label}`, b.run, 600);
  }
}
