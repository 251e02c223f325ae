/**
 * The engine's Resolution Phase report made small for the page (see
 * `view.ts`): pools counted by kind, paid tokens named by kind and card, a
 * subplot plan reduced to what is shown. Runs in the worker, beside the check.
 */
import type { ReportStage, ResolutionReport } from '../../engine/ccg/resolution/index.ts';
import { ENTERED, keyOfToken, poolView } from './pool.ts';
import type { PaymentLine, StageView } from './view.ts';

function stageView(st: ReportStage): StageView {
  const view: StageView = { key: st.key, heading: st.heading, status: st.status, verdict: st.verdict, trace: st.trace };
  if (st.payments) {
    view.payments = st.payments.map((p): PaymentLine => {
      if (!p.token) return { asks: p.asks, how: p.how };
      const from = p.token.sourceName === ENTERED ? {} : { from: p.token.sourceName };
      return { asks: p.asks, how: p.how, token: { key: keyOfToken(p.token.token), ...from } };
    });
  }
  if (st.shortfalls) view.shortfalls = st.shortfalls.map((s) => ({ text: s.text, missing: s.missing, rule: s.rule }));
  if (st.subplots) {
    view.subplots = st.subplots.map(({ payments: _paid, ...s }) => s);
  }
  if (st.plan) {
    const { title, report, names } = st.plan;
    view.plan = {
      title,
      subplots: report.subplots.map((s) => ({
        id: s.id,
        name: s.name,
        vp: s.vp,
        achievable: s.achievable,
        ...(s.reason !== undefined ? { reason: s.reason } : {}),
        ...(s.shortfalls ? { missing: s.shortfalls.flatMap((f) => f.missing) } : {}),
      })),
      combinations: report.combinations.map((c) => ({
        names: c.subplots.map((id) => names[id] ?? id).join(' + '),
        vp: c.vp,
        achievable: c.achievable,
        ...(c.reason !== undefined ? { reason: c.reason } : {}),
      })),
    };
  }
  if (st.pool) view.pool = poolView(st.pool);
  return view;
}

export const stageViews = (report: ResolutionReport): StageView[] => report.stages.map(stageView);

/** What the requirements that cannot be met still need, each said once. */
export function missingOf(stages: readonly StageView[]): string[] {
  const out = new Set<string>();
  for (const st of stages) if (st.status === 'failed') for (const s of st.shortfalls ?? []) for (const m of s.missing) out.add(m);
  return [...out];
}
