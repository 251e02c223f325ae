/**
 * The two Tech Levels a flux roll compares ([8.8]): yours and the system's,
 * or none when no Society there shows one (it counts as 0, AM-03). Used by
 * the flux calculator and the trade checker's Starport trade.
 */
import { CheckField, NumberField } from '../../kit/fields.tsx';
import type { Refusals } from '../../kit/form.ts';

export interface TechLevelFields {
  yourTl: string;
  systemTl: string;
  noSociety: boolean;
}

export function TechLevels({ s, set, errs }: { s: TechLevelFields; set: (patch: Partial<TechLevelFields>) => void; errs: Refusals }) {
  return (
    <>
      <div class="row">
        <NumberField label="Your Tech Level" value={s.yourTl} onInput={(yourTl) => set({ yourTl })} error={errs.yourTl} />
        {!s.noSociety && <NumberField label="The system’s Tech Level" value={s.systemTl} onInput={(systemTl) => set({ systemTl })} error={errs.systemTl} />}
      </div>
      <CheckField label="No Society shows a Tech Level there (counts as 0)" checked={s.noSociety} onChange={(noSociety) => set({ noSociety })} error={s.noSociety ? errs.systemTl : undefined} />
    </>
  );
}
