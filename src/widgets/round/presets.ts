/**
 * The round tracker's worked examples, built from the engine's round presets
 * (`src/engine/ccg/examples/round.ts`): names, seats, Initiative, the first
 * captain and Victory Points come from there; only the table moves (who
 * passes, who is done) and their one-line descriptions are written here.
 */
import { AHAB_AND_NYMERIA, HARRINGTON_AND_NEEDA, type RoundPreset } from '../../engine/ccg/examples/index.ts';
import type { TrackerEvent, TrackerSetup } from '../../engine/ccg/tracker/index.ts';

export interface ScriptStep {
  /** What happens at the table, in a few words of ours. */
  title: string;
  event: TrackerEvent;
}

export interface TrackerPreset {
  id: string;
  /** Button text. */
  label: string;
  /** Where the example is in the book. */
  source: string;
  setup: TrackerSetup;
  /** The book's moves, in order. */
  script: ScriptStep[];
}

type GameStep = RoundPreset['steps'][number];

/** The captains of a game preset: seats, names and their ships' Initiative. */
function captainsOf(preset: RoundPreset): TrackerSetup['captains'] {
  return preset.setup.captains.map((c) => ({
    id: c.id,
    name: c.name ?? c.id,
    initiative: c.ship.values?.initiative ?? 0,
  }));
}

/** The preset's choice of first captain. */
function firstCaptain(preset: RoundPreset): { by: string; first: string } {
  const e = preset.steps.map((s) => s.event).find((x): x is Extract<GameStep['event'], { type: 'choose-first-captain' }> => x.type === 'choose-first-captain');
  return e ? { by: e.captain, first: e.first } : { by: '', first: '' };
}

/** The passes and actions of the Action Phase, in the preset's order. */
function actionMoves(preset: RoundPreset, titles: string[]): ScriptStep[] {
  const start = preset.steps.findIndex((s) => s.title.startsWith('Action:'));
  return preset.steps
    .slice(start)
    .filter((s) => s.title.startsWith('Action:') && (s.event.type === 'pass' || s.event.type === 'act'))
    .map((s, i) => ({
      title: titles[i] ?? s.title.replace(/^Action: /, ''),
      event: s.event.type === 'pass' ? { type: 'pass', captain: s.event.captain } : { type: 'act', captain: (s.event as { captain: string }).captain },
    }));
}

// ---------------------------------------------------------------------------
// Harrington and Needa

const hn = firstCaptain(HARRINGTON_AND_NEEDA);

export const HARRINGTON_NEEDA_TRACKER: TrackerPreset = {
  id: 'harrington-and-needa',
  label: 'Harrington and Needa (Action Phase)',
  source: HARRINGTON_AND_NEEDA.source,
  setup: {
    captains: captainsOf(HARRINGTON_AND_NEEDA),
    seed: 80,
    start: { phase: 'action', stage: 1, first: hn.first },
  },
  // The book's example is two moves long: it stops with Harrington free to act or pass.
  script: actionMoves(HARRINGTON_AND_NEEDA, [
    'Harrington passes on her turn.',
    'Needa could end the phase by passing too; instead one of his crew performs Aggravated Assault. Harrington, active again, may act or pass: the book stops here.',
  ]),
};

// ---------------------------------------------------------------------------
// Ahab and Nymeria

const an = firstCaptain(AHAB_AND_NYMERIA);
const AHAB = an.by;
const NYMERIA = an.first;
const next = (title: string): ScriptStep => ({
  title,
  event: { type: 'next-stage' },
});
const done = (captain: string, title: string): ScriptStep => ({
  title,
  event: { type: 'done', captain },
});

/** Victory Points Ahab earns for Mid Passage Mark and its subplot, read from the preset's card. */
function midPassageMarkVp(): number {
  const card = AHAB_AND_NYMERIA.setup.captains.flatMap((c) => c.adventureDeck).find((c) => c.id === 'mid-passage-mark');
  const contract = card?.values?.contract;
  return (contract?.vp ?? 0) + (contract?.subplots ?? []).reduce((sum, s) => sum + s.vp, 0);
}

export const AHAB_NYMERIA_TRACKER: TrackerPreset = {
  id: 'ahab-and-nymeria',
  label: 'Ahab and Nymeria (example of play)',
  source: AHAB_AND_NYMERIA.source,
  setup: { captains: captainsOf(AHAB_AND_NYMERIA), seed: 90 },
  script: [
    next('Nothing is exerted yet; on to hand size.'),
    next('Both captains already hold seven cards; on to choosing the first captain.'),
    {
      title: 'Ahab’s Type S Scout has the higher Initiative, so Ahab chooses: Nymeria goes first.',
      event: { type: 'choose-first', by: AHAB, first: NYMERIA },
    },
    next('On to restoring and repairing.'),
    done(NYMERIA, 'Nymeria has nothing to restore.'),
    done(AHAB, 'Neither has Ahab.'),
    next('On to moving gear.'),
    done(NYMERIA, 'Nymeria has no gear to move.'),
    done(AHAB, 'Nor has Ahab.'),
    next('The Ready Phase ends with its victory check.'),
    next('On to the Adventure Phase.'),
    done(NYMERIA, 'Nymeria, first captain, lays a face-down complication on a contract of her choice.'),
    done(AHAB, 'Ahab does the same.'),
    next('On to choosing activities.'),
    done(NYMERIA, 'Nymeria declares as a pirate: 1 Credit, and she takes an Infamy token.'),
    done(AHAB, 'Ahab pursues Mid Passage Mark, one jump away: 1 Credit.'),
    next('The Adventure Phase ends with its victory check.'),
    next('On to the Procurement Phase.'),
    done(NYMERIA, 'Nymeria procures the Missile Barbette, paying 1 more because of her Infamy token, and is done.'),
    done(AHAB, 'Ahab hires George Zamepiimaakha, arms him with a Body Pistol, and is done.'),
    next('The Procurement Phase ends with its victory check.'),
    next('On to the Action Phase.'),
    ...actionMoves(AHAB_AND_NYMERIA, [
      'Nymeria, first captain, has no action she wants: she passes.',
      'If Ahab passed too the phase would end; instead George takes an action to gain Admin for the round (1 Credit).',
      'Nymeria passes again.',
      'George takes his other action, gaining Tech for the round (1 Credit).',
      'Nymeria passes a third time.',
      'Ahab passes straight after her: both have passed in a row, and the Action Phase ends.',
    ]),
    next('The Action Phase ends with its victory check.'),
    next('On to the Resource Phase.'),
    done(NYMERIA, 'Nymeria takes a Cargo and a Passenger token from her ship.'),
    done(AHAB, 'Ahab takes a Survey token from his ship and four trained skill tokens from George.'),
    next('The Resource Phase ends with its victory check.'),
    next('On to the Resolution Phase: Customs Inspection is revealed on Mid Passage Mark.'),
    next('On to complications and piracy.'),
    {
      title: 'Nymeria carries out her piracy against Ahab rather than pass and lose it; Ahab pays an expense of 4.',
      event: { type: 'act', captain: NYMERIA },
    },
    {
      title: 'Ahab resolves Customs Inspection with a token from his pool.',
      event: { type: 'act', captain: AHAB },
    },
    {
      title: 'Nymeria, now uncommitted, can only pass.',
      event: { type: 'pass', captain: NYMERIA, contract: 'none' },
    },
    {
      title: 'Ahab passes with nothing attached to Mid Passage Mark, so he is eligible.',
      event: { type: 'pass', captain: AHAB, contract: 'clear' },
    },
    next('On to resolving contracts: only Ahab is eligible.'),
    {
      title: `Ahab resolves Mid Passage Mark and its subplot: ${midPassageMarkVp()} Victory Points.`,
      event: { type: 'set-vp', captain: AHAB, vp: midPassageMarkVp() },
    },
    done(AHAB, 'Ahab deals a new contract and hidden complication into the slot he controls, and is done.'),
    next('Nymeria carried out piracy this round, so she keeps her Infamy token.'),
    next('Every token left in the Resource Pools is discarded.'),
    next('The round ends with the victory check: nobody has 20 Victory Points.'),
  ],
};

export const TRACKER_PRESETS: readonly TrackerPreset[] = [HARRINGTON_NEEDA_TRACKER, AHAB_NYMERIA_TRACKER];

export function trackerPreset(id: string): TrackerPreset | undefined {
  return TRACKER_PRESETS.find((p) => p.id === id);
}
