/**
 * Build-time helpers for the Ascension components: where a section or a note
 * lives on the site, and a table cell's text cut into plain parts and links
 * (our notes "AM-05", the spec's dice mechanics "M9", which live in the
 * sections named below). Pure; runs while the site is built.
 */
import type { SectionAnchor } from '../../engine/ascension/rules.ts';
import { ruleEntry } from '../../site/rules/index.ts';

export interface Part {
  text: string;
  href?: string;
  title?: string;
}

export interface SectionInfo {
  href: string;
  /** The section's number: "[8.2]", "[9.1]". */
  label: string;
  /** The label its block shows: "[8.2]", "[9.1] Ship initiative". */
  tag: string;
  /** Its name: "Understanding the Action Board", "Ship initiative". */
  name: string;
  /** Number and name: "[8.2] Understanding the Action Board". */
  title: string;
  summary: string;
}

/** A section, from the rule registry (src/site/rules/). */
export function sectionInfo(anchor: SectionAnchor): SectionInfo {
  const r = ruleEntry(`ascension.${anchor}`)!;
  const tag = r.label ?? r.title;
  const number = /^\[[\d.]+\]/.exec(tag)?.[0] ?? tag;
  return { href: r.href, label: number, tag, name: r.name, title: r.title, summary: r.summary ?? '' };
}

export function noteInfo(id: string): { href: string; title: string } | undefined {
  const r = /^AM-\d\d$/.test(id) ? ruleEntry(`ascension.${id}`) : undefined;
  return r && { href: r.href, title: r.title };
}

/** The section each dice mechanic of the specification (M1–M19) is stated in. */
const MECHANIC_SECTION: Readonly<Record<string, SectionAnchor>> = {
  M1: 'a-8-8', M2: 'a-8-2', M3: 'a-8-5', M4: 'a-9-6', M5: 'a-9-6-siege', M6: 'a-9-6-assault', M7: 'a-8-1',
  M8: 'a-9-1-initiative', M9: 'a-9-5', M10: 'a-9-5', M11: 'a-9-5', M12: 'a-9-4', M13: 'a-8-2', M14: 'a-9-2',
  M15: 'a-9-5', M16: 'a-5-0', M17: 'a-8-9-treaties', M18: 'a-8-9-revolts', M19: 'a-10-1',
};

/**
 * A piece of engine text cut where it states our readings: a statement
 * followed by a note id in its own brackets, "halved (AM-44)", is a reading
 * (drawn with the "Our reading" label, src/components/Reading.astro). The
 * statement runs back to the start of its clause (after ". ", "; " or ": ").
 */
export type Segment = { parts: Part[]; note?: undefined } | { parts: Part[]; note: string };

export function readingSegments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(/\s*\((AM-\d{2})\)/g)) {
    const before = text.slice(last, m.index);
    const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '), before.lastIndexOf(': '));
    const start = cut < 0 ? 0 : cut + 2;
    if (start > 0) out.push({ parts: linkParts(before.slice(0, start)) });
    out.push({ parts: linkParts(before.slice(start)), note: m[1]! });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ parts: linkParts(text.slice(last)) });
  return out;
}

/** Cuts a text into parts, turning note ids and mechanic ids into links to where they are explained. */
export function linkParts(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const m of text.matchAll(/\b(AM-\d{2}|M\d{1,2})\b/g)) {
    const id = m[1]!;
    let target: Part | undefined;
    if (id.startsWith('AM-')) {
      const note = noteInfo(id);
      if (note) target = { text: id, href: note.href, title: note.title };
    } else if (MECHANIC_SECTION[id]) {
      const s = sectionInfo(MECHANIC_SECTION[id]!);
      target = { text: s.label, href: s.href, title: s.title };
    }
    if (!target) continue;
    if (m.index! > last) parts.push({ text: text.slice(last, m.index) });
    parts.push(target);
    last = m.index! + id.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  // "(M10, M11)" can name one section twice: keep the first link only.
  for (let i = parts.length - 1; i >= 2; i--) {
    const [a, sep, b] = [parts[i - 2]!, parts[i - 1]!, parts[i]!];
    if (a.href && b.href === a.href && !sep.href && /^,\s*$/.test(sep.text)) parts.splice(i - 1, 2);
  }
  return parts;
}
