import type { CookieJar } from './cookies';

/** What the portal keeps of a logged-in customer. */
export interface StoredSession<User = unknown, Step = unknown> {
  user: User | null;
  formSteps: Step[];
  token: string | null;
}

/** Login progress as the spec describes it. */
export interface LoginState {
  status: 'idle' | 'loading' | 'authenticated' | 'error';
  /** The server's message or catalogue code of the last failed attempt. */
  error: unknown;
}

export interface SessionSnapshot<User = unknown, Step = unknown> extends StoredSession<User, Step> {
  isAuthenticated: boolean;
  login: LoginState;
  /** Why the last session ended, for the login page to explain. */
  endedBecause: 'logout' | 'expired' | 'deleted' | 'reported' | null;
}

export interface SessionStoreOptions {
  storage: Storage;
  cookies: CookieJar;
  /** Days the stay-logged-in cookie lasts. */
  rememberDays: number;
  storageKey?: string;
  tokenCookie?: string;
  rememberCookie?: string;
}

export interface SessionStore<User = unknown, Step = unknown> {
  getSnapshot(): SessionSnapshot<User, Step>;
  /**
   * The snapshot of a page rendered ahead of time (no session): what the first render in the
   * browser uses while it hydrates that HTML, before the stored session is read.
   */
  getServerSnapshot(): SessionSnapshot<User, Step>;
  subscribe(listener: () => void): () => void;
  getToken(): string | null;
  /** Adopts a rotated token, keeping the cookie in step. */
  setToken(token: string): void;
  loginPending(): void;
  /** A login answer: with a user it opens the session, without one its message is the error. */
  loginSucceeded(
    answer: { user?: User | null; form_steps?: Step[]; token?: string | null; message?: string },
    remember: boolean,
  ): void;
  loginFailed(error: unknown): void;
  updateUser(user: User, formSteps?: Step[]): void;
  /** The login page opened: forget the stored session unless the customer chose to stay logged in. */
  loginPageOpened(): void;
  /** Logout, an expired session or a deleted account: everything goes. */
  clear(reason: 'logout' | 'expired' | 'deleted' | 'reported'): void;
  hasRememberCookie(): boolean;
}

const EMPTY: StoredSession<never, never> = { user: null, formSteps: [], token: null };
const ANONYMOUS: SessionSnapshot<never, never> = {
  ...EMPTY,
  isAuthenticated: false,
  login: { status: 'idle', error: null },
  endedBecause: null,
};

/** Storage for a page rendered outside a browser (at build time): holds nothing. */
export const noStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

export function createSessionStore<User = unknown, Step = unknown>(
  options: SessionStoreOptions,
): SessionStore<User, Step> {
  const storageKey = options.storageKey ?? 'saf.session';
  const tokenCookie = options.tokenCookie ?? 'saf_token';
  const rememberCookie = options.rememberCookie ?? 'saf_remember';
  const listeners = new Set<() => void>();

  function read(): StoredSession<User, Step> {
    try {
      const raw = options.storage.getItem(storageKey);
      if (!raw) return EMPTY;
      const parsed = JSON.parse(raw) as Partial<StoredSession<User, Step>>;
      return {
        user: parsed.user ?? null,
        formSteps: Array.isArray(parsed.formSteps) ? parsed.formSteps : [],
        token: typeof parsed.token === 'string' ? parsed.token : null,
      };
    } catch {
      return EMPTY;
    }
  }

  let stored = read();
  let login: LoginState = {
    status: stored.user && stored.token ? 'authenticated' : 'idle',
    error: null,
  };
  let endedBecause: SessionSnapshot['endedBecause'] = null;
  let snapshot = build();

  function build(): SessionSnapshot<User, Step> {
    return {
      ...stored,
      isAuthenticated: Boolean(stored.user && stored.token),
      login,
      endedBecause,
    };
  }

  function emit() {
    snapshot = build();
    for (const listener of listeners) listener();
  }

  function rememberMaxAge() {
    return Math.round(options.rememberDays * 24 * 60 * 60);
  }

  function persist(next: StoredSession<User, Step>) {
    stored = next;
    if (next.token) {
      options.storage.setItem(storageKey, JSON.stringify(next));
      const remember = options.cookies.get(rememberCookie) !== null;
      options.cookies.set(
        tokenCookie,
        next.token,
        remember ? { maxAgeSeconds: rememberMaxAge() } : {},
      );
    } else {
      options.storage.removeItem(storageKey);
      options.cookies.remove(tokenCookie);
    }
  }

  // Another tab logging out or in keeps this one in step.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== storageKey) return;
      stored = read();
      login = { status: stored.user && stored.token ? 'authenticated' : 'idle', error: null };
      emit();
    });
  }

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => ANONYMOUS,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => stored.token,
    setToken(token) {
      persist({ ...stored, token });
      emit();
    },
    loginPending() {
      login = { status: 'loading', error: null };
      emit();
    },
    loginSucceeded(answer, remember) {
      if (answer.user && answer.token) {
        if (remember) options.cookies.set(rememberCookie, '1', { maxAgeSeconds: rememberMaxAge() });
        else options.cookies.remove(rememberCookie);
        persist({ user: answer.user, formSteps: answer.form_steps ?? [], token: answer.token });
        login = { status: 'authenticated', error: null };
        endedBecause = null;
      } else {
        login = { status: 'error', error: answer.message ?? null };
      }
      emit();
    },
    loginFailed(error) {
      persist({ ...stored, user: null, token: null });
      login = { status: 'error', error };
      emit();
    },
    updateUser(user, formSteps) {
      persist({ ...stored, user, formSteps: formSteps ?? stored.formSteps });
      emit();
    },
    loginPageOpened() {
      if (options.cookies.get(rememberCookie) !== null) return;
      if (stored.token || stored.user) {
        persist(EMPTY);
        login = { status: 'idle', error: null };
        emit();
      }
    },
    clear(reason) {
      options.cookies.remove(rememberCookie);
      persist(EMPTY);
      login = { status: 'idle', error: null };
      endedBecause = reason;
      emit();
    },
    hasRememberCookie: () => options.cookies.get(rememberCookie) !== null,
  };
}
