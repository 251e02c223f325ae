/**
 * The booklet's worked examples (the engine's presets in
 * `src/engine/ccg/examples/resolution.ts`) turned into the tool's state, so a
 * preset button fills the form with exactly the engine's data.
 */
import {
  AHAB_MID_PASSAGE_MARK,
  JANEWAY_WITNESS_RELOCATION,
  KIRK_CUSTOMS_INSPECTION,
  NEMO_COLLECTION,
} from '../../engine/ccg/examples/index.ts';
import type { ExamplePreset } from '../../engine/ccg/examples/index.ts';
import type { CollectInput } from '../../engine/ccg/resolution/index.ts';
import type { ControlledCard, Requirement, SimpleRequirement } from '../../engine/ccg/resolution/index.ts';
import type { AdventureCardInput } from '../../engine/ccg/resolution/index.ts';
import type { PoolToken } from '../../engine/ccg/resolution/index.ts';
import { keyOfToken } from './pool.ts';
import { cleanState } from './state.ts';
import type { CardRow, ReqRow, ResolveState, SimpleReqRow, CardTypeKey } from './state.ts';

const captainName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

function simpleRow(r: SimpleRequirement): SimpleReqRow {
  switch (r.kind) {
    case 'token':
      return { kind: 'token', spec: keyOfToken(r.token) };
    case 'choice':
      return { kind: 'choice', options: r.options.map(keyOfToken) };
    case 'expense':
      return { kind: 'expense', amount: String(r.amount) };
    case 'jettison':
    case 'control':
      return { kind: r.kind, cardType: r.cardType ?? '', trait: r.trait ?? '' };
  }
}

const reqRow = (r: Requirement): ReqRow => (r.kind === 'elective' ? { kind: 'elective', options: r.options.map(simpleRow) } : simpleRow(r));

function cardRow(c: AdventureCardInput): CardRow {
  return {
    name: c.name,
    reqs: c.requirements.map(reqRow),
    subplots: (c.subplots ?? []).map((s) => ({ name: s.name, vp: String(s.vp), on: true, reqs: s.requirements.map(reqRow) })),
  };
}

function poolEntries(tokens: PoolToken[]): ResolveState['pool'] {
  const counts = new Map<string, number>();
  for (const t of tokens) {
    const k = keyOfToken(t.token);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => ({ k, n }));
}

function collection(c: CollectInput): Pick<ResolveState, 'mode' | 'ship' | 'crew' | 'captain'> {
  return {
    captain: captainName(c.captain),
    mode: 'collect',
    ship: { name: c.ship.name, caps: [...c.ship.capabilities] },
    crew: (c.crew ?? []).map((m) => ({
      name: m.name,
      skills: m.skills.map((k) => ({ skill: k.skill, level: k.level, from: k.source ?? '' })),
      jack: (c.jack ?? []).find((j) => j.crew === m.id)?.skills.slice() ?? [],
    })),
  };
}

const controlledRows = (cards: ControlledCard[]): ResolveState['cards'] =>
  cards.map((c) => ({ name: c.name, type: c.type as CardTypeKey, traits: (c.traits ?? []).join(', ') }));

export interface ToolPreset {
  id: string;
  preset: ExamplePreset;
  state: () => ResolveState;
}

export const TOOL_PRESETS: readonly ToolPreset[] = [
  {
    id: KIRK_CUSTOMS_INSPECTION.id,
    preset: KIRK_CUSTOMS_INSPECTION,
    state: () => ({
      ...cleanState(),
      captain: captainName(KIRK_CUSTOMS_INSPECTION.pool.captain),
      pool: poolEntries(KIRK_CUSTOMS_INSPECTION.pool.tokens),
      complications: [cardRow(KIRK_CUSTOMS_INSPECTION.complication)],
      contract: { name: KIRK_CUSTOMS_INSPECTION.contractName, vp: '', reqs: [], subplots: [] },
      stage3: false,
    }),
  },
  {
    id: JANEWAY_WITNESS_RELOCATION.id,
    preset: JANEWAY_WITNESS_RELOCATION,
    state: () => {
      const p = JANEWAY_WITNESS_RELOCATION;
      return {
        ...cleanState(),
        ...collection(p.collect),
        additions: [{ name: p.consultantCall.sourceName, token: keyOfToken(p.consultantCall.token), when: 'subplots' }],
        contract: { ...cardRow(p.contract), vp: String(p.contract.vp) },
      };
    },
  },
  {
    id: NEMO_COLLECTION.id,
    preset: NEMO_COLLECTION,
    state: () => ({ ...cleanState(), ...collection(NEMO_COLLECTION.input) }),
  },
  {
    id: AHAB_MID_PASSAGE_MARK.id,
    preset: AHAB_MID_PASSAGE_MARK,
    state: () => {
      const p = AHAB_MID_PASSAGE_MARK;
      return {
        ...cleanState(),
        ...collection(p.collect),
        cards: controlledRows(p.cards),
        complications: [cardRow(p.complication)],
        contract: { ...cardRow(p.contract), vp: String(p.contract.vp) },
      };
    },
  },
];

/** What the tool shows about a loaded example: where it comes from and what we reconstructed. */
export type PresetNote = Pick<ExamplePreset, 'id' | 'title' | 'source' | 'summary' | 'reconstructions' | 'rule'>;

export const noteOf = (p: ExamplePreset): PresetNote => ({ id: p.id, title: p.title, source: p.source, summary: p.summary, reconstructions: p.reconstructions, rule: p.rule });

export function presetState(id: string): ResolveState | undefined {
  return TOOL_PRESETS.find((p) => p.id === id)?.state();
}

/** The preset the state is exactly equal to, if any (to show its reconstructions). */
export function matchingPreset(s: ResolveState): PresetNote | undefined {
  const json = JSON.stringify(s);
  const p = TOOL_PRESETS.find((x) => JSON.stringify(x.state()) === json);
  return p && noteOf(p.preset);
}
