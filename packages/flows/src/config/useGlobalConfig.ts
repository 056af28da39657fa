import type { GlobalConfig } from '@saf/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFlows } from '../provider/FlowsProvider';

const loadCall = () => import('./globalConfigCall');

/**
 * The global configuration (document links and their versions, support contact), read once
 * when the page opens, after it has painted. `load` answers it for a submit, reading it again
 * if the first read failed.
 */
export function useGlobalConfig() {
  const { client } = useFlows();
  const [data, setData] = useState<GlobalConfig | undefined>();
  const [error, setError] = useState<unknown>();
  const pending = useRef<Promise<GlobalConfig> | undefined>(undefined);
  const load = useCallback(() => {
    pending.current ??= loadCall()
      .then(({ callRoute, globalConfigRoute }) => callRoute(client, globalConfigRoute, {}))
      .then(
        (config) => {
          setData(config);
          setError(undefined);
          return config;
        },
        (failure: unknown) => {
          pending.current = undefined;
          setError(failure);
          throw failure;
        },
      );
    return pending.current;
  }, [client]);
  useEffect(() => {
    load().catch(() => undefined); // shown by `error`; a submit reads it again
  }, [load]);
  return { data, error, load };
}
