/** A fold whose content is drawn only once it is opened, so a long list or a large form costs nothing until asked for. */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

export function Fold({ title, children, class: cls, open: initially = false }: { title: ComponentChildren; children: () => ComponentChildren; class?: string; open?: boolean }) {
  const [open, setOpen] = useState(initially);
  return (
    <details class={`fold${cls ? ` ${cls}` : ''}`} open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{title}</summary>
      {open && children()}
    </details>
  );
}
