import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useFlows } from './FlowsProvider';

/** SWR as the spec sets it: queries do not retry and do not refetch on window focus. */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
};

const DataScopeContext = createContext(false);

/**
 * Where data reads (SWR) may happen: around the pages that read from the API (the private
 * pages, registration). Each scope has its own cache, emptied when the session ends, so
 * nothing read for one customer is ever shown to the next one on the same device. Kept apart
 * from FlowsProvider so the pages that read nothing (the login page) ship no SWR.
 */
export function FlowsDataScope({ children }: { children: ReactNode }) {
  const { session } = useFlows();
  const [cache] = useState(() => new Map<string, unknown>());
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.getSnapshot().isAuthenticated) cache.clear();
      }),
    [session, cache],
  );
  const value = useMemo<SWRConfiguration>(
    () => ({ ...swrConfig, provider: () => cache as never }),
    [cache],
  );
  return (
    <DataScopeContext.Provider value={true}>
      <SWRConfig value={value}>{children}</SWRConfig>
    </DataScopeContext.Provider>
  );
}

/**
 * Guards a hook that reads with SWR: outside a FlowsDataScope it would use SWR's global cache,
 * which outlives the session, so it fails loudly instead.
 */
export function useDataScope(hook: string): void {
  if (!useContext(DataScopeContext)) {
    throw new Error(`${hook} reads data and must be used inside <FlowsDataScope>`);
  }
}
