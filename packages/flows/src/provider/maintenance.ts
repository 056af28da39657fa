/**
 * Whether the API said it is in maintenance (503 MAINTENANCE): the portal then shows the
 * maintenance splash over the page, which stays mounted, so nothing the customer entered is lost.
 */
export interface MaintenanceStore {
  isOn(): boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createMaintenanceStore(): MaintenanceStore {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    isOn: () => on,
    set(next) {
      if (next === on) return;
      on = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
