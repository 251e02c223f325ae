/**
 * Whether an Action choice may be played here ([8.2], T10): the engine's
 * verdict on what a judge describes. Each checked choice names the rule that
 * decides it and hands the facts to the domain that owns the rule:
 * - moves (Move Ship or Fleet, Battle Stations, Move Scout, Explore with
 *   Scout, Move Diplomat, Move Shadow Agent): the jump reach (movement/);
 * - Blockade: a Destroyer or Cruiser, onto a World Panel, Treaty or not;
 * - Siege World and Assault World: never against a Treaty system, and an
 *   Assault needs Soldiers carried there ([9.6]);
 * - Fortify and the Improve actions: the Outpost's kind and level (economy/);
 * - the actions that need an Asset in place (Requisition, Sabotage,
 *   Sedition, Assassination, Smuggling, Martial Law, Mitigate, Security
 *   Detail): the facts each needs (flux/needs.ts; AM-57).
 * A refusal names the field whose fact stops the action.
 */
import type { ActionType } from '../board/index.ts';
import { solveImprove, type Improvement } from '../economy/index.ts';
import { FLUX_PRESETS, checkNeeds, readInPlace } from '../flux/index.ts';
import { BOUNDS, choice, flag, guarded, optional, read, shape, whole } from '../input/index.ts';
import { readJump, solveJump, type JumpReach } from '../movement/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { CHECKED_CHOICES, CHECKED_CHOICE_IDS, type CheckedChoice, type ChoiceSpec } from './choices.ts';

const panelCount = (what: string) => optional(whole(what, 0, BOUNDS.panelsPerSystem, 'ascension.a-2-1'), 0);

const readCheck = shape(
  'An Action to check',
  {
    choice: choice('The Action', CHECKED_CHOICE_IDS, 'ascension.a-8-2'),
    // Moves and Blockades: the pieces and where they go.
    jump: (value, path) => readJump(value ?? {}, path),
    // Siege, Assault, Blockade: the target system.
    treaty: optional(flag('The system has a Treaty', 'ascension.a-8-9-treaties'), false),
    soldiersAboard: optional(flag('Soldiers carried there', 'ascension.a-9-6-assault'), false),
    // Fortify and the Improve actions.
    outpost: optional(shape('The Outpost', { kind: choice('Its kind', ['defense', 'embassy', 'factory', 'starport'] as const, 'ascension.a-4-2-outposts'), level: whole('Its power level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts') }, 'ascension.a-4-2-outposts'), { kind: 'defense' as const, level: 0 }),
    // The actions that need an Asset in place.
    inPlace: readInPlace,
    societies: panelCount('Society panels'),
    resources: panelCount('Resource panels'),
  },
  'ascension.a-8-2',
);

export interface ActionCheck {
  choice: CheckedChoice;
  name: string;
  type: ActionType;
  /** The jump reach, for a move or a Blockade. */
  reach: JumpReach | null;
  /** The Outpost's new level, for Fortify and the Improve actions. */
  improvement: Improvement | null;
  /** What to work out next, when the action rolls: the flux or the siege and assault resolver. */
  rolls: 'flux' | 'siege' | null;
}

/** Jump field paths sit under `jump` in this input. */
const under = <T>(r: AscensionResult<T>, prefix: string): AscensionResult<T> => (r.ok ? r : { ...r, field: r.field === undefined ? prefix : `${prefix}.${r.field}` });

export function actionCheck(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<ActionCheck> {
  return guarded('ascension.a-8-2', () => {
    const r = read(readCheck, input);
    if (!r.ok) return r;
    const v = r.value;
    const spec: ChoiceSpec = CHECKED_CHOICES[v.choice];
    const value: ActionCheck = { choice: v.choice, name: spec.name, type: spec.type, reach: null, improvement: null, rolls: null };
    const head = step(`${spec.name} is a${spec.type === 'economic' ? 'n' : ''} ${spec.type[0]!.toUpperCase()}${spec.type.slice(1)} Action.`, spec.rule);
    const trace: Step[] = [head];
    switch (spec.kind) {
      case 'move': {
        const mover = v.choice === 'move-diplomat' ? ('diplomat' as const) : v.choice === 'move-agent' ? ('agent' as const) : ('ships' as const);
        const jump = { ...v.jump, mover, exploring: v.choice === 'explore' };
        if (v.choice === 'move-scout' || v.choice === 'explore') {
          if (jump.ships.length !== 1) return err(`${spec.name} moves one Scout.`, 'ascension.a-8-2', 'jump.ships');
          if (jump.ships[0]!.kind !== 'scout') return err(`${spec.name} moves a Scout, not a ${jump.ships[0]!.kind === 'cruiser' ? 'Cruiser' : 'Destroyer'}.`, 'ascension.a-8-2', 'jump.ships.0.kind');
        }
        const reach = under(solveJump(jump, readings), 'jump');
        if (!reach.ok) return reach;
        value.reach = reach.value;
        trace.push(...reach.trace);
        if (v.choice === 'battle-stations') trace.push(step('Battle Stations then brings the ship or fleet onto the enemy within that reach, and a space battle follows.', 'ascension.a-9-1'));
        return ok(value, trace);
      }
      case 'blockade': {
        if (v.jump.ships.length !== 1) return err('A Blockade moves one Destroyer or Cruiser onto a World Panel.', 'ascension.a-8-2', 'jump.ships');
        if (v.jump.ships[0]!.kind === 'scout') return err('Only a Destroyer or a Cruiser can blockade, not a Scout.', 'ascension.a-8-2', 'jump.ships.0.kind');
        const reach = under(solveJump({ ...v.jump, mover: 'ships', exploring: false }, readings), 'jump');
        if (!reach.ok) return reach;
        value.reach = reach.value;
        trace.push(...reach.trace);
        trace.push(
          step('On its World Panel the ship blocks every incoming Trade Agreement, and at each end of turn while it stays the system loses 1 Trade.', 'ascension.a-8-2'),
          step(v.treaty ? 'The system has a Treaty, but a Blockade may still be used against it.' : 'A Blockade may be used against any system, a Treaty one too.', 'ascension.a-8-9-treaties'),
        );
        return ok(value, trace);
      }
      case 'attack': {
        if (v.treaty) {
          return err(`A system with a Treaty may not be ${v.choice === 'siege' ? 'besieged' : 'assaulted'}: the Emperor would take it as treason.`, 'ascension.a-8-9-treaties', 'treaty');
        }
        if (v.choice === 'assault' && !v.soldiersAboard) return err('Assault World needs Soldiers carried to the panel by your ship or fleet.', 'ascension.a-9-6-assault', 'soldiersAboard');
        value.rolls = 'siege';
        trace.push(step('No Treaty protects the system.', 'ascension.a-8-9-treaties'));
        if (v.choice === 'assault') trace.push(step('Your ships carry Soldiers to the panel.', 'ascension.a-9-6-assault'));
        return ok(value, trace);
      }
      case 'improve': {
        // The Outpost sits at `outpost` here as in the improve input, so its refusals name the same fields.
        const improved = solveImprove({ action: v.choice as 'fortify', outpost: v.outpost });
        if (!improved.ok) return improved;
        value.improvement = improved.value;
        return ok(value, [...trace, ...improved.trace]);
      }
      case 'needs': {
        const preset = FLUX_PRESETS.find((p) => p.id === v.choice)!;
        if (preset.onlyWhen !== undefined && readings[preset.onlyWhen.key] !== preset.onlyWhen.value) {
          trace.push(step('Under the recommended reading Security Detail has no roll: once its needs are met, the table rules on what it stops.', 'ascension.AM-10'));
        } else value.rolls = 'flux';
        const needs = checkNeeds(spec.name, preset.needs, { inPlace: v.inPlace, rollerKind: preset.rollerKinds[0]!, panels: { societies: v.societies, resources: v.resources } });
        if (!needs.ok) return { ...needs, field: needs.field?.replace(/^systems\.0(\.societies)?/, (_, s: string | undefined) => (s ? 'societies' : 'resources')) };
        return ok(value, [...trace, ...needs.value]);
      }
    }
  });
}
