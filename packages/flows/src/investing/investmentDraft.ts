import type { InvestmentDetailValues } from './investmentForm';

// The investment wizard's draft, kept in the tab's storage, and what tells an order's values.

/** The wizard's progress in this tab: a reload, or the facial check and back, keeps it. */
export interface Draft {
  values: InvestmentDetailValues;
  /** The Idempotency-Key of the order these values place (a retry replays it). */
  key: string;
  /** The order they placed, once placed, and the values it was placed with. */
  reference?: string;
  placed?: string;
}

const draftKey = (userId: number | undefined) => `saf.investment-draft.${userId ?? 'anon'}`;

export function readDraft(userId: number | undefined): Draft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(draftKey(userId));
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && typeof draft.key === 'string' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: number | undefined, draft: Draft | null) {
  try {
    if (draft) globalThis.sessionStorage?.setItem(draftKey(userId), JSON.stringify(draft));
    else globalThis.sessionStorage?.removeItem(draftKey(userId));
  } catch {
    // Storage full or disabled: the wizard still works, without surviving a reload.
  }
}

export const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** What the body of an order is, to tell whether the values changed since it was placed. */
export const bodyOf = (v: InvestmentDetailValues) =>
  JSON.stringify([
    v.fund_code,
    v.series,
    v.amount.trim(),
    v.funds_origin,
    v.funds_origin_other.trim(),
    v.suitability_ack,
  ]);
