/**
 * A box for the latest value of something long-lived code calls later (the API client calls
 * the portal's navigation, a resend calls the current sender), updated from an effect.
 */
export interface Relay<T> {
  get(): T;
  set(next: T): void;
}

export function createRelay<T>(initial: T): Relay<T> {
  let current = initial;
  return {
    get: () => current,
    set: (next) => {
      current = next;
    },
  };
}
