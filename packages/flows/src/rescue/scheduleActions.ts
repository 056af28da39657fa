import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  cancelScheduledRescueRoute,
  pauseScheduledRescueRoute,
  resumeScheduledRescueRoute,
  type ScheduledRescue,
} from '@saf/contract';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { longDay } from '../format';
import { PORTFOLIO_KEY } from '../investing/keys';
import { useFlows } from '../provider/FlowsProvider';

/**
 * Pause, resume and cancel of the schedules home shows: one change at a time, the portfolio
 * read again after each, and a sentence saying what happened (or why it could not).
 */
export function useScheduledRescueActions() {
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const [busyId, setBusyId] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const busy = useRef(false);

  const act = useCallback(
    async (
      id: string,
      route:
        | typeof pauseScheduledRescueRoute
        | typeof resumeScheduledRescueRoute
        | typeof cancelScheduledRescueRoute,
      done: (s: ScheduledRescue) => string,
    ) => {
      if (busy.current) return;
      busy.current = true;
      setBusyId(id);
      setError(undefined);
      setNotice(undefined);
      try {
        const changed = await callRoute(client, route, { params: { id } });
        await mutate(PORTFOLIO_KEY);
        setNotice(done(changed));
      } catch (failure) {
        setError(describeError(failure).message);
        void mutate(PORTFOLIO_KEY);
      } finally {
        busy.current = false;
        setBusyId(undefined);
      }
    },
    [client, mutate],
  );

  return {
    busyId,
    error,
    notice,
    onPause: (id: string) =>
      void act(
        id,
        pauseScheduledRescueRoute,
        (s) =>
          `Pausaste el rescate programado de ${s.fund_name}. No haremos ningún rescate hasta que lo reanudes.`,
      ),
    onResume: (id: string) =>
      void act(
        id,
        resumeScheduledRescueRoute,
        (s) =>
          `Reanudaste el rescate programado de ${s.fund_name}. El próximo será el ${longDay(s.next_date)}.`,
      ),
    onCancel: (id: string) =>
      void act(
        id,
        cancelScheduledRescueRoute,
        (s) => `Cancelaste el rescate programado de ${s.fund_name}.`,
      ),
  };
}
