/** What a tool shows while a part of it loads or works, and when loading failed. */

export function Working({ text = 'Working it out…', class: cls = 'muted' }: { text?: string; class?: string }) {
  return (
    <p class={cls} role="status">
      {text}
    </p>
  );
}

export function LoadFailed() {
  return (
    <p class="problem" role="alert">
      The rules engine could not be loaded; check the connection and reload the page.
    </p>
  );
}
