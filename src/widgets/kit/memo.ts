/**
 * A component drawn again only when `same` says its props changed: for the
 * large parts of a tool (a long form, a long answer) that a keystroke elsewhere
 * leaves as they were. Preact's own `memo` lives in preact/compat, which a tool
 * page cannot afford to load. Callbacks passed in must not go stale: they should
 * read the tool's latest state (a ref), not the state of the render that made them.
 */
import { Component, h } from 'preact';
import type { ComponentChildren, FunctionComponent } from 'preact';

export function memoBy<P extends object>(Inner: FunctionComponent<P>, same: (before: Readonly<P>, after: Readonly<P>) => boolean): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: Readonly<P & { children?: ComponentChildren }>): boolean {
      return !same(this.props, next);
    }
    override render(props: P) {
      return h(Inner, props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}
