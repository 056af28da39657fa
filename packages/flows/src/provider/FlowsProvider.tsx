import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createApiClient, type ApiClient } from '../api/client';
import type { FlowsLinks } from './links';
import { FlowsLinksProvider } from './FlowsLinksProvider';
import { createRelay } from './relay';
import { browserCookies, noCookies } from '../session/cookies';
import { createSessionStore, noStorage, type SessionStore } from '../session/store';

export interface FlowsConfig {
  /** Origin of the product API (calls go to `${apiBaseUrl}/api/...`); empty for same origin. */
  apiBaseUrl: string;
  /** Origin of the services API (/api/toc, /api/spectrum). */
  servicesBaseUrl: string;
  /** Days the stay-logged-in cookie lasts. */
  rememberDays: number;
  /** The public anonymous account whose token may only register an email (spec section 6). */
  publicAccount: { email: string; password: string };
  /** Seconds before a code may be sent again (docs/SECURITY.md: 60). @default 60 */
  resendSeconds?: number;
}

export interface FlowsNavigation {
  /** Called when a call answers 500: the portal shows its /500 page. */
  onServerError: () => void;
  /** Called after the session expired and was cleared: the portal shows the login page. */
  onSessionExpired: () => void;
  /**
   * Called when a call answers 503 MAINTENANCE (the operator's maintenance mode): the portal
   * shows the maintenance splash over the page, which keeps what the customer entered.
   */
  onMaintenance?: () => void;
}

interface FlowsContextValue {
  client: ApiClient;
  session: SessionStore;
  config: FlowsConfig;
}

const FlowsContext = createContext<FlowsContextValue | null>(null);

export interface FlowsProviderProps {
  config: FlowsConfig;
  navigation: FlowsNavigation;
  /**
   * The app's addresses the flows lead to (a facial check, the home page, a fund…), for every
   * page; an app may instead hand them to some pages only with `FlowsLinksProvider`.
   */
  links?: FlowsLinks;
  children: ReactNode;
  /** For tests: a prepared client and session store. */
  client?: ApiClient;
  session?: SessionStore;
}

/** Creates the API client and the session store once, and shares them with every flow hook. */
export function FlowsProvider({
  config,
  navigation,
  links,
  children,
  client,
  session,
}: FlowsProviderProps) {
  // The client outlives renders; it reaches the portal's current navigation through this box.
  const [listeners] = useState(() => createRelay(navigation));
  useEffect(() => listeners.set(navigation), [listeners, navigation]);

  const value = useMemo<FlowsContextValue>(() => {
    const store =
      session ??
      createSessionStore({
        // Rendered ahead of time (no window), a page has no session to read.
        storage: typeof window === 'undefined' ? noStorage : window.localStorage,
        cookies: typeof document === 'undefined' ? noCookies : browserCookies(),
        rememberDays: config.rememberDays,
      });
    const api =
      client ??
      createApiClient({
        apiBaseUrl: config.apiBaseUrl,
        servicesBaseUrl: config.servicesBaseUrl,
        getToken: store.getToken,
        setToken: store.setToken,
        onUnauthorized: () => {
          store.clear('expired');
          listeners.get().onSessionExpired();
        },
        onServerError: () => listeners.get().onServerError(),
        onMaintenance: () => listeners.get().onMaintenance?.(),
      });
    return { client: api, session: store, config };
  }, [client, session, config, listeners]);

  return (
    <FlowsContext.Provider value={value}>
      {links ? <FlowsLinksProvider links={links}>{children}</FlowsLinksProvider> : children}
    </FlowsContext.Provider>
  );
}

export function useFlows(): FlowsContextValue {
  const value = useContext(FlowsContext);
  if (!value) throw new Error('useFlows must be used inside <FlowsProvider>');
  return value;
}

/** The current session; re-renders when it changes. */
export function useSessionSnapshot() {
  const { session } = useFlows();
  // While a page rendered ahead of time hydrates, it renders as it was rendered (no session);
  // the stored session follows right after, so the HTML and the first render always agree.
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}
