import { useState } from 'react';
import { ApiError } from '../api/client';
import { useFlows } from '../provider/FlowsProvider';

/**
 * A public route that reads nothing of the customer: asked when the customer tries again, it
 * answers 503 MAINTENANCE while the maintenance mode is still on. Named by its path so the
 * page's first bundle carries no schema for it.
 */
const PROBE_PATH = '/api/app/global-config';

/**
 * The maintenance splash's "Volver a intentar" (the operator's maintenance mode): asks the API
 * again; the splash goes away when it answers, and the page under it, kept as it was, is back
 * with what the customer entered (`onBack`).
 */
export function useMaintenanceRetry({ onBack }: { onBack: () => void }) {
  const { client } = useFlows();
  const [checking, setChecking] = useState(false);

  const retry = async () => {
    if (checking) return;
    setChecking(true);
    try {
      await client.request({ method: 'GET', path: PROBE_PATH, anonymous: true });
      onBack();
    } catch (error) {
      // Still in maintenance: the splash stays. Any other failure is the page's to tell.
      if (!(error instanceof ApiError && error.code === 'MAINTENANCE')) onBack();
    } finally {
      setChecking(false);
    }
  };

  return { checking, onRetry: () => void retry() };
}
