/**
 * A part of the resolution form as the page is built, for one of the tool's
 * slots (src/components/RuleLinkedPart.astro gives the rule links): the pool
 * collected from a ship and crew (`collect`), the complications
 * (`complications`) or the contract (`contract`) of the example the page
 * loads (`toolPreset`), as `which` names it, drawn by the same components as
 * the live form with the same answer, so the live part replaces it element
 * for element once the reader reaches into the tool (kit/Dormant.tsx).
 * Build time only.
 */
import type { RuleResolver } from '../../engine/core/rules.ts';
import { RuleLinks } from '../kit/RuleLink.tsx';
import { ComplicationCards, ContractCard } from './card-editor.tsx';
import { CollectEditor } from './collect-editor.tsx';
import { setLinkRoom } from './form-parts.tsx';
import { LINK_MAX, linkLength } from './link-room.ts';
import { foldsCards, pinsOf, type ResolveState } from './state.ts';
import type { CheckResult } from './view.ts';

export type FormPart = 'collect' | 'complications' | 'contract';

export default function FormSnapshot({ which, initial: s, result, rules }: { which: FormPart; initial: ResolveState; result: CheckResult; rules: RuleResolver }) {
  const room = LINK_MAX - linkLength(s);
  const errors = result.errors ?? {};
  const pins = result.choices ? { choices: result.choices, taken: pinsOf(s) } : undefined;
  const cards = { room, errors, pins, fold: foldsCards(s), edit: () => undefined };
  const none = () => undefined;
  setLinkRoom(room);
  return (
    <RuleLinks.Provider value={{ resolve: rules, pending: false }}>
      {which === 'collect' ? (
        <CollectEditor room={room} ship={s.ship} crew={s.crew} errors={errors} onShip={none} onCrew={none} />
      ) : which === 'complications' ? (
        <ComplicationCards {...cards} list={s.complications} />
      ) : (
        s.contract && <ContractCard {...cards} contract={s.contract} />
      )}
    </RuleLinks.Provider>
  );
}
