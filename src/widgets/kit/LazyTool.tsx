/**
 * A tool whose code loads just after the page: the island itself is a few
 * hundred bytes, so the page stays within its script budget, and the tool
 * (its engine, forms and link reader) follows with `import()`. Until it
 * arrives the place shows that it is loading; a failed load says so and
 * offers to try again. The tool's container is the island's own, kept when
 * the tool arrives: the loaded part renders only what goes inside it (a
 * calculator built on the shell passes `container={false}`). The island's
 * props (a first answer worked out when the page was built) go to the tool.
 */
import type { ComponentType, JSX } from 'preact';
import { loadOnce, useLazy } from './lazy.ts';

/** `what` names the tool in the loading line ("the turn tracker"); `cls` is the tool's own class beside `tool`. */
export function lazyTool<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, what: string, cls?: string): (props: P) => JSX.Element {
  const once = loadOnce(load);
  return function LazyTool(props: P) {
    const tool = useLazy(true, once, (m) => m.default);
    const Tool = tool.value;
    return <div class={cls ? `tool ${cls}` : 'tool'}>{Tool ? <Tool {...props} /> : <Loading failed={tool.failed} what={what} />}</div>;
  };
}

function Loading({ failed, what }: { failed: boolean; what: string }) {
  return (
    <section class="result answer" data-answer aria-label="Answer" aria-busy={failed ? 'false' : 'true'}>
      <div class="answer-head" aria-live="polite">
        {failed ? (
          <>
            <p class="problem">The {what} could not be loaded (the connection, most likely).</p>
            <button type="button" onClick={() => location.reload()}>
              Load it again
            </button>
          </>
        ) : (
          <p class="answer-working">Loading the {what}…</p>
        )}
      </div>
    </section>
  );
}
