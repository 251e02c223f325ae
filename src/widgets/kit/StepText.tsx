/**
 * A step's words, with the "Our reading" label before them where they state
 * our reading (`reading`: the note's rule id, as `ccg.note.slot-owner` or
 * `ascension.AM-11`), linked to the note as the pages' label is.
 */
import { useContext } from 'preact/hooks';
import { RuleLinks } from './RuleLink.tsx';

export function StepText({ text, reading }: { text: string; reading?: string | undefined }) {
  const { resolve } = useContext(RuleLinks);
  if (reading === undefined) return <>{text}</>;
  const link = resolve(reading);
  // "Our reading: Slot owner", "Our reading A09: who can be a target": the label shows the words before the colon.
  const name = link?.note?.name ?? link?.title ?? 'Our reading';
  return (
    <span class="reading">
      <a class="reading-label" href={link?.href} aria-label={name}>
        {name.split(':')[0]}
      </a>{' '}
      {text}
    </span>
  );
}
