import { createContext, useContext, useMemo, type ReactNode } from 'react';
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
 * pages, registration). It uses the FlowsProvider's cache, emptied when the session ends.
 * Kept apart from FlowsProvider so the pages that read nothing (the login page) ship no SWR.
 */
export function FlowsDataScope({ children }: { children: ReactNode }) {
  const { cache } = useFlows();
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
