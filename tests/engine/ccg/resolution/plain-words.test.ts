/**
 * Internal ids never reach the reader (issue 13): a token is named by its kind
 * and the card it came from, a card by its name. Every sentence the Resolution
 * Phase report gives for the books' examples, as the engine runs them and as
 * the resolution tool runs them (its pool entered token by token, so its own
 * ids such as "admin-trained.1" are in play too), is free of anything shaped
 * like an id.
 */
import { describe, expect, it } from 'vitest';
import { RESOLUTION_PRESETS, resolutionPresetInput } from '../../../../src/engine/ccg/examples/index.ts';
import { resolutionReport } from '../../../../src/engine/ccg/resolution/index.ts';
import { runCheck } from '../../../../src/widgets/resolve/check.ts';
import { TOOL_PRESETS } from '../../../../src/widgets/resolve/presets.ts';
import type { ResolveState } from '../../../../src/widgets/resolve/state.ts';

/** A token id ("cargo.1", "admin-trained.2", "added-1.1", "crew-2.1") or a card id the tool or the engine makes. */
const ID = /\b[a-z][a-z0-9]*(?:-[a-z0-9]+)*\.\d+\b|\b(?:complication|contract|crew|card|added|later|reserve|other-captain)-\d+\b|\bcontract-subplot-\d+\b|\bship\.\d/;

const withIds = (texts: string[]) => texts.filter((t) => ID.test(t));

describe('the words of a resolution report name no internal id', () => {
  it('the pattern catches the ids the engine and the tool make', () => {
    for (const id of ['cargo.1', 'admin-trained.12', 'added-1.1', 'crew-2.3', 'ship.1', 'complication-2', 'contract-subplot-1', 'other-captain-1']) expect(ID.test(`discard it (${id}).`), id).toBe(true);
    for (const plain of ['trained Admin (from Consultant Call)', 'Rules Booklet 2.0', 'steps 3–7', 'Cargo/Passenger']) expect(ID.test(plain), plain).toBe(false);
  });

  for (const preset of RESOLUTION_PRESETS) {
    it(`the engine's report of ${preset.id}`, () => {
      const r = resolutionReport(resolutionPresetInput(preset.id)!);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const texts = [
        ...r.trace.map((s) => s.text),
        ...r.value.stages.flatMap((st) => [st.heading, st.verdict, ...(st.payments ?? []).flatMap((p) => [p.asks, p.how]), ...(st.shortfalls ?? []).map((s) => s.text)]),
        ...(r.value.summary?.lines ?? []),
      ];
      expect(texts.length).toBeGreaterThan(3);
      expect(withIds(texts)).toEqual([]);
    });
  }

  /** Every sentence the tool shows for a state. */
  const toolTexts = (s: ResolveState) => {
    const r = runCheck(s);
    return [
      ...r.stages.flatMap((st) => [
        st.heading,
        st.verdict,
        ...st.trace.map((t) => t.text),
        ...(st.payments ?? []).flatMap((p) => [p.asks, p.how, p.token?.from ?? '']),
        ...(st.shortfalls ?? []).map((x) => x.text),
        ...(st.subplots ?? []).map((x) => x.reason ?? ''),
        ...(st.plan?.subplots ?? []).map((x) => x.reason ?? ''),
      ]),
      ...(r.summary?.lines ?? []),
      ...Object.values(r.errors).map((e) => (typeof e === 'string' ? e : e.error)),
      r.problem?.error ?? '',
    ];
  };

  for (const p of TOOL_PRESETS) {
    it(`the tool's answer for ${p.id}`, () => {
      const texts = toolTexts(p.state());
      expect(texts.filter(Boolean).length).toBeGreaterThan(3);
      expect(withIds(texts)).toEqual([]);
    });
  }

  it('the tool’s answer when the captain names tokens, and names one twice', () => {
    const s: ResolveState = {
      ...TOOL_PRESETS.find((x) => x.id === 'kirk-customs-inspection')!.state(),
      pool: [{ k: 'admin:trained', n: 2 }],
    };
    const named = (pins: (string | undefined)[]): ResolveState => ({
      ...s,
      stage3: false,
      complications: [{ name: 'Customs Inspection', subplots: [], reqs: pins.map((pin) => ({ kind: 'token', spec: 'admin:trained', ...(pin ? { pin } : {}) })) }],
    });
    expect(withIds(toolTexts(named(['admin-trained.2', undefined])))).toEqual([]);
    const twice = toolTexts(named(['admin-trained.1', 'admin-trained.1']));
    expect(twice.some((t) => /chosen twice/.test(t))).toBe(true);
    expect(withIds(twice)).toEqual([]);
    const gone = toolTexts(named(['admin-trained.3']));
    expect(gone.some((t) => /not in the Resource Pool/.test(t))).toBe(true);
    expect(withIds(gone)).toEqual([]);
  });
});
