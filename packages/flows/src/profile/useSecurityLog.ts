import { useRef, useState } from 'react';
import useSWR from 'swr';
import {
  SECURITY_EVENT_LABELS,
  reportSecurityEventRoute,
  securityLogRoute,
  type SecurityEvent,
} from '@saf/contract';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';

export const SECURITY_LOG_KEY = 'security-log';

const when = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function item(e: SecurityEvent) {
  return {
    id: String(e.id),
    title: SECURITY_EVENT_LABELS[e.kind],
    at: e.at,
    when: `${when.format(new Date(e.at))} (hora de Lima)`,
    device: e.device,
    ip: e.ip,
    detail: e.detail,
    reported: e.reported,
  };
}

/**
 * `/profile/security`: the account's activity, newest first, and "No fui yo" on any entry,
 * which ends every session (this one too) and emails a code to create a new password; the
 * login page then says so.
 */
export function useSecurityLog(options: { onReported: () => void }) {
  useDataScope('useSecurityLog');
  const { client, session } = useFlows();
  const query = useSWR(SECURITY_LOG_KEY, () => callRoute(client, securityLogRoute, {}));
  const [busyId, setBusyId] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const running = useRef(false);

  const report = async (id: string) => {
    if (running.current) return;
    running.current = true;
    setBusyId(id);
    setError(undefined);
    try {
      await callRoute(client, reportSecurityEventRoute, { params: { id } });
      session.clear('reported');
      options.onReported();
    } catch (failure) {
      setError(describeError(failure).message);
    } finally {
      running.current = false;
      setBusyId(undefined);
    }
  };

  return {
    state: query.error
      ? ('error' as const)
      : query.data
        ? ('ready' as const)
        : ('loading' as const),
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    items: (query.data?.items ?? []).map(item),
    busyId,
    error,
    onReport: (id: string) => void report(id),
  };
}
