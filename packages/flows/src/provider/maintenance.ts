import { useSyncExternalStore } from 'react';
import { useFlows } from './FlowsProvider';

/**
 * Whether the API said it is in maintenance (503 MAINTENANCE): the portal then shows the
 * maintenance splash over the page, which stays mounted, so nothing the customer entered is lost.
 */
export interface MaintenanceStore {
  isOn(): boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => unknown;
}

export function createMaintenanceStore(): MaintenanceStore {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    isOn: () => on,
    set(next) {
      on = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Whether the maintenance splash is to be shown: once any call answered 503 MAINTENANCE, until
 * `useMaintenanceRetry` finds the API back. Kept apart from the retry, which only the splash's
 * own (lazy) code needs.
 */
export function useMaintenanceActive(): boolean {
  const { maintenance } = useFlows();
  return useSyncExternalStore(maintenance.subscribe, maintenance.isOn, () => false);
}
