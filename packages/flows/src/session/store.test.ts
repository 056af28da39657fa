import { beforeEach, describe, expect, it } from 'vitest';
import type { CookieJar } from './cookies';
import { createSessionStore } from './store';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

function memoryCookies() {
  const jar = new Map<string, { value: string; maxAgeSeconds?: number }>();
  const cookies: CookieJar = {
    get: (name) => jar.get(name)?.value ?? null,
    set: (name, value, options = {}) =>
      void jar.set(name, { value, maxAgeSeconds: options.maxAgeSeconds }),
    remove: (name) => void jar.delete(name),
  };
  return { cookies, jar };
}

const user = { id: 1, name: 'Ana' };
const steps = [{ description: 'email_verified', status: true }];

describe('the session store', () => {
  let storage: MemoryStorage;
  let jar: ReturnType<typeof memoryCookies>['jar'];
  let cookies: CookieJar;
  const make = () => createSessionStore({ storage, cookies, rememberDays: 30 });

  beforeEach(() => {
    storage = new MemoryStorage();
    ({ cookies, jar } = memoryCookies());
  });

  it('sets loading and clears the error while a login is pending', () => {
    const store = make();
    store.loginFailed('100008');
    store.loginPending();
    expect(store.getSnapshot().login).toEqual({ status: 'loading', error: null });
  });

  it('stores user, form steps and token after a login with a user, and the token also in a cookie', () => {
    const store = make();
    store.loginSucceeded({ user, form_steps: steps, token: 't1' }, false);
    const snapshot = store.getSnapshot();
    expect(snapshot.isAuthenticated).toBe(true);
    expect(snapshot.user).toEqual(user);
    expect(snapshot.formSteps).toEqual(steps);
    expect(jar.get('saf_token')?.value).toBe('t1');
    expect(JSON.parse(storage.getItem('saf.session')!).token).toBe('t1');
    // A reload reads the same session back.
    expect(make().getSnapshot().user).toEqual(user);
  });

  it('keeps the message as the error when the login answer has no user', () => {
    const store = make();
    store.loginSucceeded({ message: 'User not verified' }, false);
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    expect(store.getSnapshot().login).toEqual({ status: 'error', error: 'User not verified' });
  });

  it('clears user and token when a login fails', () => {
    const store = make();
    store.loginSucceeded({ user, form_steps: steps, token: 't1' }, false);
    store.loginFailed('100007');
    expect(store.getSnapshot().user).toBeNull();
    expect(store.getSnapshot().token).toBeNull();
    expect(jar.has('saf_token')).toBe(false);
  });

  it('sets the stay-logged-in cookie for the configured days only when remember me was chosen', () => {
    const store = make();
    store.loginSucceeded({ user, form_steps: steps, token: 't1' }, true);
    expect(jar.get('saf_remember')?.maxAgeSeconds).toBe(30 * 24 * 3600);
    expect(jar.get('saf_token')?.maxAgeSeconds).toBe(30 * 24 * 3600);

    const other = make();
    other.loginSucceeded({ user, form_steps: steps, token: 't2' }, false);
    expect(jar.has('saf_remember')).toBe(false);
    expect(jar.get('saf_token')?.maxAgeSeconds).toBeUndefined();
  });

  it('forgets the session when the login page opens, unless the stay-logged-in cookie exists', () => {
    const forgetful = make();
    forgetful.loginSucceeded({ user, form_steps: steps, token: 't1' }, false);
    make().loginPageOpened();
    expect(make().getSnapshot().isAuthenticated).toBe(false);

    const remembered = make();
    remembered.loginSucceeded({ user, form_steps: steps, token: 't2' }, true);
    make().loginPageOpened();
    expect(make().getSnapshot().isAuthenticated).toBe(true);
  });

  it('clears everything on logout or expiry and says why', () => {
    const store = make();
    store.loginSucceeded({ user, form_steps: steps, token: 't1' }, true);
    store.clear('expired');
    expect(store.getSnapshot()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      endedBecause: 'expired',
    });
    expect(storage.length).toBe(0);
    expect(jar.size).toBe(0);
  });

  it('notifies subscribers and keeps the cookie in step when the token rotates', () => {
    const store = make();
    store.loginSucceeded({ user, form_steps: steps, token: 't1' }, false);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.setToken('t2');
    unsubscribe();
    expect(calls).toBe(1);
    expect(store.getToken()).toBe('t2');
    expect(jar.get('saf_token')?.value).toBe('t2');
  });
});
