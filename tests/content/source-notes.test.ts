import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import GithubSlugger from 'github-slugger';
import { RULES } from '../../src/engine/ccg/rules.ts';
import { contentFiles } from '../../src/plugins/content-files.ts';

const notesFile = readFileSync('content/ccg/pages/source-notes.mdx', 'utf8');
const slugger = new GithubSlugger();
const ids = new Set([...notesFile.matchAll(/^## (.+)$/gm)].map((m) => slugger.slug(m[1]!.trim())));

describe('source notes', () => {
  it('explain every reading the engine cites', () => {
    const cited = Object.keys(RULES).filter((k) => k.startsWith('ccg.note.')).map((k) => k.slice('ccg.note.'.length));
    expect(cited.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('have an anchor for every link to them in the content', () => {
    const missing: string[] = [];
    for (const file of contentFiles(process.cwd())) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\/ccg\/source-notes\/#([a-z0-9-]+)/g)) {
        if (!ids.has(m[1]!)) missing.push(`${file} → #${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give each note the topic, the sources, our reading and why', () => {
    const sections = notesFile.split(/^## /m).slice(1);
    for (const s of sections) {
      const title = s.split('\n')[0];
      for (const part of ['**Sources:**', '**Our reading:**', '**Why:**']) expect(s, `${title} lacks ${part}`).toContain(part);
    }
  });
});
