import { describe, expect, it } from 'vitest';
import { codeLines, codeSize } from '../../scripts/lib/code-size.mjs';

describe('code size figures', () => {
  it('counts code lines, not blank lines or comments', () => {
    const text = ['/**', ' * A doc comment.', ' */', 'const a = 1;', '', '// a note', 'const b = 2; // trailing', '/* one line */', '/* a */ const c = 3;', 'const d = `', '`;'].join('\n');
    expect(codeLines(text)).toBe(5);
  });

  it('gives the widgets and the engine of this repository, with their ratio', () => {
    const size = codeSize(process.cwd());
    expect(size.engine.byFolder).toHaveProperty('ccg');
    expect(size.widgets.byFolder).toHaveProperty('kit');
    expect(size.widgets.total).toBe(Object.values(size.widgets.byFolder as Record<string, number>).reduce((a, b) => a + b, 0));
    expect(size.ratio).toBeCloseTo(size.widgets.total / size.engine.total, 10);
  });
});
