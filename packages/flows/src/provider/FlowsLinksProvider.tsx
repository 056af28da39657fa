import { createContext, useContext, type ReactNode } from 'react';
import type { FlowsLinks } from './links';

const FlowsLinksContext = createContext<FlowsLinks | null>(null);

/**
 * The app's addresses the flows lead to, for the pages below it. Apart from `FlowsProvider` so
 * that an app may hand them only to the pages that lead somewhere (the signed-in ones), and its
 * first page does not carry its address table.
 */
export function FlowsLinksProvider({
  links,
  children,
}: {
  links: FlowsLinks;
  children: ReactNode;
}) {
  return <FlowsLinksContext.Provider value={links}>{children}</FlowsLinksContext.Provider>;
}

/** The app's addresses, by intent (see `FlowsLinks`). */
export function useFlowsLinks(): FlowsLinks {
  const links = useContext(FlowsLinksContext);
  if (!links) throw new Error('useFlowsLinks needs a FlowsLinksProvider (or FlowsProvider links)');
  return links;
}
