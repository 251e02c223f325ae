/**
 * Fast content lint, without a build (see src/plugins/content-lint.ts).
 * Usage: npm run check:content
 */
import { lintContent } from '../src/plugins/content-lint.ts';

const { problems, terms } = lintContent(process.cwd());
for (const p of problems) console.log(p);
console.log(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${terms} terms`);
process.exitCode = problems.length > 0 ? 1 : 0;
