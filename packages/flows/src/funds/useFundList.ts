import { useCallback, useMemo, useState } from 'react';
import { describeError } from '../errors';
import { useRecommendedFundsData } from './useRecommendedFunds';
import { useFlowsLinks } from '../provider/FlowsLinksProvider';
import { PROFILE_LABELS, toFundCard, type FundCardData } from './view';

export interface FundFilters {
  currency: 'all' | 'PEN' | 'USD';
  /** low: risk 1–2, medium: 3, high: 4–5 (the three steps of the cards' scale). */
  risk: 'all' | 'low' | 'medium' | 'high';
  sort: 'return' | 'risk-asc' | 'risk-desc';
}

export const DEFAULT_FUND_FILTERS: FundFilters = { currency: 'all', risk: 'all', sort: 'return' };

const RISK_RANGE: Record<Exclude<FundFilters['risk'], 'all'>, [number, number]> = {
  low: [1, 2],
  medium: [3, 3],
  high: [4, 5],
};

export interface FundListItem extends FundCardData {
  href: string;
  suitable: boolean;
  reason: string;
}

/** Compares 12-month returns as decimals, highest first, funds without a year last. */
function byReturn(a: FundListItem, b: FundListItem): number {
  if (a.recentReturn === null || b.recentReturn === null)
    return a.recentReturn === null ? (b.recentReturn === null ? 0 : 1) : -1;
  // Percentages with up to 6 decimals: comparing them as numbers is exact enough to order.
  return Number(b.recentReturn) - Number(a.recentReturn);
}

/**
 * "Nuestros fondos": every fund, those that suit the customer's profile first (with why),
 * filtered by currency and risk and sorted by return or risk, on the client (seven funds).
 */
export function useFundList(initial: FundFilters = DEFAULT_FUND_FILTERS) {
  const data = useRecommendedFundsData();
  const links = useFlowsLinks();
  const [filters, setFilters] = useState<FundFilters>(initial);
  const onClearFilters = useCallback(() => setFilters(DEFAULT_FUND_FILTERS), []);

  return useMemo(() => {
    const all: FundListItem[] = (data.data?.funds ?? []).map((f) => ({
      ...toFundCard(f.fund),
      href: links.href({ page: 'fundDetail', fund: f.fund.code }),
      suitable: f.suitable,
      reason: f.reason,
    }));
    const shown = all.filter((f) => {
      if (filters.currency !== 'all' && f.currency !== filters.currency) return false;
      if (filters.risk !== 'all') {
        const [low, high] = RISK_RANGE[filters.risk];
        if (f.riskLevel < low || f.riskLevel > high) return false;
      }
      return true;
    });
    const sorted = [...shown].sort((a, b) => {
      // Those that suit the profile stay first whatever the order chosen.
      if (a.suitable !== b.suitable) return a.suitable ? -1 : 1;
      // Funds of one level by name: the order does not move with each day's returns.
      const byName = a.name.localeCompare(b.name, 'es');
      if (filters.sort === 'risk-asc') return a.riskLevel - b.riskLevel || byName;
      if (filters.sort === 'risk-desc') return b.riskLevel - a.riskLevel || byName;
      return byReturn(a, b) || a.riskLevel - b.riskLevel || byName;
    });
    const profile = data.data?.profile ?? null;
    return {
      state: (data.error ? 'error' : !data.data ? 'loading' : 'ready') as
        'loading' | 'error' | 'ready',
      loadError: data.error ? describeError(data.error).message : undefined,
      retry: () => void data.mutate(),
      profileLabel: profile ? PROFILE_LABELS[profile].toLowerCase() : null,
      funds: sorted,
      total: all.length,
      filters,
      onFiltersChange: setFilters,
      onClearFilters,
    };
  }, [data, filters, links, onClearFilters]);
}
