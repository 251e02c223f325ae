/**
 * Presets: the Rules Booklet 2.0 worked examples for the Resource and Resolution
 * Phases, as engine inputs, and a runner that replays each one through the
 * Resolution Phase report.
 *
 * The booklet's conversion lost its icons, so some token kinds are not in our
 * copy. Where one is lost we chose a kind that fits every other fact of the
 * example (and the same choice wherever a card appears twice); each such choice
 * is listed in the preset's `reconstructions` and cited as `ccg.note.example-icons`.
 */
import { resolutionReport } from '../resolution/index.ts';
import type { CollectInput, ReportInput, ResourcePool, TokenAddition } from '../resolution/index.ts';
import type { ControlledCard, Requirement } from '../resolution/index.ts';
import type { SubplotInput } from '../resolution/index.ts';
import type { AdventureCardInput, ContractInput } from '../resolution/index.ts';
import { err, ok } from '../result.ts';
import type { CcgResult, Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import type { TokenSkill } from '../resolution/index.ts';

/** One icon the conversion lost, and the kind we put in its place. */
export interface Reconstruction {
  /** Where the icon was: card and field. */
  where: string;
  /** What we use there. */
  ours: string;
  /** Why that kind fits the rest of the example. */
  why: string;
}

export interface ExamplePreset {
  id: string;
  title: string;
  /** Section of the Rules Booklet 2.0 the example comes from. */
  source: string;
  /** The example in a few words of ours. */
  summary: string;
  reconstructions: Reconstruction[];
  rule: RuleId;
}

// ---------------------------------------------------------------------------
// Shared cards

const trained = (skill: TokenSkill) => ({ kind: 'skill' as const, skill, level: 'trained' as const });

/** Customs Inspection: one token of either of two skills (both examples that meet it agree). */
export const CUSTOMS_INSPECTION_REQUIREMENTS: Requirement[] = [
  { kind: 'choice', options: [trained('admin'), trained('social')], label: 'trained Admin or trained Social (our reconstruction)' },
];

const CUSTOMS_RECONSTRUCTION: Reconstruction = {
  where: 'Customs Inspection, requirement',
  ours: 'one token of trained Admin or trained Social',
  why: 'Both examples say it takes one of two skill tokens. In the Ahab example his only candidate is the Admin token George gained by an action taken because the face-down complication might need Admin, so Admin is one option; Social, a skill nobody in either example holds otherwise, stands for the other.',
};

// ---------------------------------------------------------------------------
// Nemo: Resource Phase example

export const NEMO_COLLECTION: ExamplePreset & { input: CollectInput } = {
  id: 'nemo-resources',
  title: 'Captain Nemo collects his tokens',
  source: 'Rules Booklet 2.0, Resource Phase Example',
  summary: 'The Beowulf Free Trader gives two capability tokens; Ta’Nal of Adari gives trained Medical, and trained Tech through her Engineering Kit: four tokens in all.',
  reconstructions: [
    {
      where: 'Beowulf Free Trader, capabilities',
      ours: 'Cargo and Passenger',
      why: 'The example says the ship gives two capability tokens without naming them; a free trader carries freight and passengers, and the Ahab example’s Beowulf (Nymeria’s) also gives two.',
    },
  ],
  rule: 'ccg.note.example-icons',
  input: {
    captain: 'nemo',
    ship: { id: 'beowulf', name: 'Beowulf Free Trader', capabilities: ['cargo', 'passenger'] },
    crew: [
      {
        id: 'ta-nal',
        name: 'Ta’Nal of Adari',
        skills: [
          { skill: 'medical', level: 'trained', source: 'native' },
          { skill: 'tech', level: 'trained', source: 'Engineering Kit' },
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------
// Kirk: Complication Resolution Example

export const KIRK_CUSTOMS_INSPECTION: ExamplePreset & {
  pool: ResourcePool;
  complication: AdventureCardInput;
  contractName: string;
} = {
  id: 'kirk-customs-inspection',
  title: 'Captain Kirk resolves Customs Inspection',
  source: 'Rules Booklet 2.0, Complication Resolution Example',
  summary: 'Customs Inspection, attached to Group Package, asks for one of two skill tokens; Kirk discards one and the complication goes to its owner’s adventure discard pile.',
  reconstructions: [
    CUSTOMS_RECONSTRUCTION,
    {
      where: 'Kirk’s Resource Pool',
      ours: 'a trained Admin token and an expert Social token, from two crew members the example does not name',
      why: 'The example only says he discards a token of the first kind named; with these two tokens the solver spends the trained Admin token and keeps the more flexible expert Social one.',
    },
  ],
  rule: 'ccg.note.example-icons',
  contractName: 'Group Package',
  pool: {
    captain: 'kirk',
    tokens: [
      { id: 'kirk-crew-1.1', token: trained('admin'), source: 'kirk-crew-1', sourceName: 'a crew member of Kirk’s' },
      { id: 'kirk-crew-2.1', token: { kind: 'skill', skill: 'social', level: 'expert' }, source: 'kirk-crew-2', sourceName: 'another crew member of Kirk’s' },
    ],
  },
  // The book does not say whose card it is, so no owner is named.
  complication: { id: 'customs-inspection', name: 'Customs Inspection', requirements: CUSTOMS_INSPECTION_REQUIREMENTS },
};

// ---------------------------------------------------------------------------
// Janeway: Contract Resolution Example

export const JANEWAY_WITNESS_RELOCATION: ExamplePreset & {
  collect: CollectInput;
  contract: ContractInput;
  consultantCall: TokenAddition;
} = {
  id: 'janeway-witness-relocation',
  title: 'Captain Janeway resolves Witness Relocation',
  source: 'Rules Booklet 2.0, Contract Resolution Example',
  summary: 'Witness Relocation needs two capability tokens; the Subsidized Merchant gave three, and Janeway discards two. The subplot needs one skill token she lacks; she plays Consultant Call to gain it, meets the subplot and gains 1 Victory Point.',
  reconstructions: [
    {
      where: 'Subsidized Merchant, capabilities',
      ours: 'Cargo, Passenger and Cargo/Passenger',
      why: 'Three tokens, two of which pay the contract; with one advanced token in the three, the solver shows that it keeps the advanced token and spends the two basic ones.',
    },
    { where: 'Witness Relocation, requirements', ours: 'a Passenger token and a Cargo token', why: 'Two different capability tokens from the three the ship gave; a relocated witness travels as a passenger.' },
    {
      where: 'Witness Relocation subplot, requirement',
      ours: 'a trained Admin token',
      why: 'One skill token the captain lacks; the article before the lost icon reads “an”, which fits Admin, and Consultant Call (a consultant’s paperwork) is the card that adds it.',
    },
    { where: 'Witness Relocation, Victory Points', ours: '2', why: 'The example does not give the contract’s own award; only the subplot’s 1 Victory Point is stated.' },
  ],
  rule: 'ccg.note.example-icons',
  collect: {
    captain: 'janeway',
    ship: { id: 'subsidized-merchant', name: 'Subsidized Merchant', capabilities: ['cargo', 'passenger', 'cargo-passenger'] },
  },
  contract: {
    id: 'witness-relocation',
    name: 'Witness Relocation',
    owner: 'janeway',
    vp: 2,
    requirements: [
      { kind: 'token', token: { kind: 'capability', capability: 'passenger' } },
      { kind: 'token', token: { kind: 'capability', capability: 'cargo' } },
    ],
    subplots: [{ id: 'witness-relocation-subplot', name: 'Witness Relocation subplot', vp: 1, requirements: [{ kind: 'token', token: trained('admin') }] }],
  },
  consultantCall: { source: 'consultant-call', sourceName: 'Consultant Call', token: trained('admin') },
};

// ---------------------------------------------------------------------------
// Ahab: Example of Play, Resource and Resolution Phases

const MID_PASSAGE_SUBPLOT: SubplotInput = {
  id: 'mid-passage-mark-subplot',
  name: 'Mid Passage Mark subplot',
  vp: 1,
  requirements: [{ kind: 'token', token: trained('tech') }],
};

export const AHAB_MID_PASSAGE_MARK: ExamplePreset & {
  collect: CollectInput;
  complication: AdventureCardInput;
  contract: ContractInput;
  cards: ControlledCard[];
} = {
  id: 'ahab-mid-passage-mark',
  title: 'Captain Ahab: Customs Inspection, then Mid Passage Mark',
  source: 'Rules Booklet 2.0, Example of Play: Resource and Resolution Phases',
  summary: 'The Type S Scout gives one capability token and George Zamepiimaakha four trained skill tokens (his own skill, his Body Pistol’s, and two gained by his actions). Ahab meets Customs Inspection with one skill token, the contract with the capability token, and its subplot with another skill token: 1 Victory Point for the subplot and 2 for the contract.',
  reconstructions: [
    { where: 'Type S Scout, capability', ours: 'Survey', why: 'One capability token, the one Mid Passage Mark asks for; a scout ship surveys.' },
    { where: 'Mid Passage Mark, requirement', ours: 'a Survey token', why: 'Met by the Scout’s only capability token.' },
    { where: 'George Zamepiimaakha, native skill', ours: 'trained Starship Operations', why: 'A trained skill the rest of the example never spends.' },
    { where: 'Body Pistol, skill', ours: 'trained Combat', why: 'A pistol; the example never spends this token either.' },
    { where: 'George’s first action', ours: 'gain trained Admin until the end of the round', why: 'The text says the contract does not need Admin and George takes it for the unknown complication, which it then pays.' },
    { where: 'George’s second action', ours: 'gain trained Tech until the end of the round', why: 'The token left for the subplot after the complication and the contract.' },
    { where: 'Mid Passage Mark subplot, requirement', ours: 'a trained Tech token', why: 'Paid by the token from George’s second action.' },
    CUSTOMS_RECONSTRUCTION,
    { where: 'Customs Inspection, owner', ours: 'Ahab', why: 'It came from his own setup; the example says only that it goes to its owner’s discard pile.' },
  ],
  rule: 'ccg.note.example-icons',
  collect: {
    captain: 'ahab',
    ship: { id: 'type-s-scout', name: 'Type S Scout', capabilities: ['survey'] },
    crew: [
      {
        id: 'george',
        name: 'George Zamepiimaakha',
        skills: [
          { skill: 'starship-operations', level: 'trained', source: 'native' },
          { skill: 'combat', level: 'trained', source: 'Body Pistol' },
          { skill: 'admin', level: 'trained', source: 'his first action, until the end of the round' },
          { skill: 'tech', level: 'trained', source: 'his second action, until the end of the round' },
        ],
      },
    ],
  },
  cards: [
    { id: 'type-s-scout', name: 'Type S Scout', type: 'ship' },
    { id: 'george', name: 'George Zamepiimaakha', type: 'crew' },
    { id: 'body-pistol', name: 'Body Pistol', type: 'gear' },
  ],
  complication: { id: 'customs-inspection', name: 'Customs Inspection', owner: 'ahab', requirements: CUSTOMS_INSPECTION_REQUIREMENTS },
  contract: {
    id: 'mid-passage-mark',
    name: 'Mid Passage Mark',
    owner: 'ahab',
    vp: 2,
    requirements: [{ kind: 'token', token: { kind: 'capability', capability: 'survey' } }],
    subplots: [MID_PASSAGE_SUBPLOT],
  },
};

export const RESOLUTION_PRESETS: readonly ExamplePreset[] = [NEMO_COLLECTION, KIRK_CUSTOMS_INSPECTION, JANEWAY_WITNESS_RELOCATION, AHAB_MID_PASSAGE_MARK];

// ---------------------------------------------------------------------------
// Replaying a preset

/**
 * Each example as input to the Resolution Phase report, as the booklet tells
 * it: Kirk stops after stage 2; Janeway plays Consultant Call between her
 * contract and its subplot.
 */
export function resolutionPresetInput(id: string): ReportInput | undefined {
  const collecting = ({ captain, jack, ...collect }: CollectInput) => ({ captain, pool: { collect: { ...collect, jack: (jack ?? []).map((j) => ({ crew: j.crew, picks: j.skills })) } } });
  switch (id) {
    case NEMO_COLLECTION.id:
      return collecting(NEMO_COLLECTION.input);
    case KIRK_CUSTOMS_INSPECTION.id: {
      const p = KIRK_CUSTOMS_INSPECTION;
      return {
        captain: p.pool.captain,
        pool: { tokens: p.pool.tokens },
        complications: [{ card: p.complication }],
        contract: { card: { id: 'group-package', name: p.contractName, owner: p.pool.captain, requirements: [], vp: 0 }, attempt: false },
      };
    }
    case JANEWAY_WITNESS_RELOCATION.id: {
      const p = JANEWAY_WITNESS_RELOCATION;
      return { ...collecting(p.collect), additions: [{ ...p.consultantCall, when: 'subplots' }], contract: { card: p.contract } };
    }
    case AHAB_MID_PASSAGE_MARK.id: {
      const p = AHAB_MID_PASSAGE_MARK;
      return { ...collecting(p.collect), cards: p.cards, complications: [{ card: p.complication }], contract: { card: p.contract } };
    }
    default:
      return undefined;
  }
}

export interface PresetStep {
  title: string;
  /** One line on what this step shows. */
  outcome: string;
  trace: Step[];
}

export interface ResolutionPresetRun {
  preset: ExamplePreset;
  steps: PresetStep[];
  /** Victory Points the example's captain gains in all. */
  vp: number;
  /** The pool at the end of the example. */
  pool: ResourcePool;
}

/** Replays a preset through the Resolution Phase report, stage by stage. */
export function runResolutionPreset(id: string): CcgResult<ResolutionPresetRun> {
  const preset = RESOLUTION_PRESETS.find((p) => p.id === id);
  const input = resolutionPresetInput(id);
  if (!preset || !input) return err(`There is no worked example "${id}"; choose one of ${RESOLUTION_PRESETS.map((p) => p.id).join(', ')}.`, 'ccg.note.example-icons', 'id');
  const r = resolutionReport(input);
  if (!r.ok) return r;
  if (r.value.refused) return r.value.refused;
  const report = r.value;
  const last = report.summary?.pool ?? [...report.stages].reverse().find((st) => st.pool)?.pool ?? report.startPool;
  return ok(
    {
      preset,
      steps: report.stages.filter((st) => st.trace.length > 0).map((st) => ({ title: st.heading, outcome: st.verdict, trace: st.trace })),
      vp: report.summary?.vp ?? 0,
      pool: { captain: input.captain, tokens: last },
    },
    r.trace,
  );
}
