/**
 * Bad content must fail the build with a message naming the file and the
 * field. Each case copies the site to a temporary folder, adds one bad entry
 * and runs a real Astro command there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const root = process.cwd();
let site: string;

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'traveller-bad-content-'));
  for (const item of ['src', 'content', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json']) cpSync(join(root, item), join(site, item), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
});

afterAll(() => rmSync(site, { recursive: true, force: true }));

const FILE = 'content/ccg/glossary/zz-bad-entry.md';

/**
 * Runs the Astro command with the bad entry in place. Asynchronously: a build
 * takes up to a minute, and a test worker blocked that long cannot answer its
 * runner (vitest then reports a timeout of its own).
 */
async function withEntry(text: string, command: 'sync' | 'build'): Promise<{ status: number | null; output: string }> {
  writeFileSync(join(site, FILE), text);
  try {
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/astro.js'), command], { cwd: site, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
    const status = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    return { status, output: output.replace(/\u001b\[[0-9;]*m/g, '') };
  } finally {
    unlinkSync(join(site, FILE));
  }
}

const entry = (front: string, body = 'A body of our own.') =>
  `---\ntitle: Bad Entry\n${front}\nsources:\n  - { doc: rr2, section: "Glossary" }\n---\n\n${body}\n`;

describe('bad content fails the build, naming the file and the field', () => {
  it('a missing summary', async () => {
    const r = await withEntry(entry(''), 'sync');
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/zz-bad-entry/);
    expect(r.output).toMatch(/summary\W*: (Required|a one-sentence summary is required)/);
  });

  it('an unknown icon in the front matter', async () => {
    const r = await withEntry(entry('summary: This entry names an icon that does not exist.\nicon: warp-drive'), 'sync');
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/zz-bad-entry/);
    expect(r.output).toMatch(/icon/);
    expect(r.output).toMatch(/unknown icon "warp-drive"/);
  });

  it('an unknown icon and a link to a missing term in the text', async () => {
    const r = await withEntry(entry('summary: This entry links to a term that does not exist.', 'Pay :icon[warp-drive] to read :term[Hyperspace Lanes].'), 'build');
    expect(r.status).not.toBe(0);
    expect(r.output).toContain(FILE);
    expect(r.output).toMatch(/:icon\[warp-drive\]: unknown icon "warp-drive"/);
    expect(r.output).toMatch(/:term\[Hyperspace Lanes\]: no glossary term or keyword is called "Hyperspace Lanes"/);
  });
});
