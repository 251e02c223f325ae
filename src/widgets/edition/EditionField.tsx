/** The CCG tools' edition setting, loaded just after the tool is drawn (see `edition.ts`). */
import { EditionField } from '../kit/EditionField.tsx';
import { CCG_DEFAULT_EDITION, CCG_EDITIONS, EDITIONS_RULE, type EditionSlotProps } from './choices.ts';

export function CcgEditionField({ value, onChange, steps }: EditionSlotProps) {
  return <EditionField value={value} onChange={onChange} choices={CCG_EDITIONS} fallback={CCG_DEFAULT_EDITION} about={EDITIONS_RULE} steps={steps} />;
}
