import { useCallback, useEffect, useRef, useState } from 'react';
import { logoutRoute, meRoute } from '@saf/contract';
import { callRoute } from '../api/call';
import { useFlows } from '../provider/FlowsProvider';

/** What counts as the customer being there. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface IdleSessionOptions {
  /** Minutes without activity after which the session ends. */
  idleMinutes: number;
  /** Seconds of warning before it ends. @default 60 */
  warningSeconds?: number;
  /** Called once the session has ended, for inactivity or from the warning (go to log in). */
  onExpired: () => void;
}

/**
 * Ends a signed-in session after `idleMinutes` without a click, a key or a scroll, with a
 * warning `warningSeconds` before that lets the customer stay (which renews the session on the
 * server too). What a wizard keeps as a draft in the tab survives the next login. The API's
 * own limit (a token lives 15 minutes unless a call renews it) stands behind this one.
 */
export function useIdleSession({
  idleMinutes,
  warningSeconds = 60,
  onExpired,
}: IdleSessionOptions) {
  const { client, session } = useFlows();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  // Set when the timer starts (not while rendering).
  const lastActivity = useRef(0);
  const warningRef = useRef(false);
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    warningRef.current = secondsLeft !== null;
    onExpiredRef.current = onExpired;
  });
  const idleMs = idleMinutes * 60_000;

  const ended = useRef(false);
  const end = useCallback(
    (reason: 'expired' | 'logout') => {
      if (ended.current) return;
      ended.current = true;
      setSecondsLeft(null);
      void callRoute(client, logoutRoute, {}).catch(() => undefined);
      session.clear(reason);
      onExpiredRef.current();
    },
    [client, session],
  );

  useEffect(() => {
    // While the warning is up, only its buttons count: a stray key must not dismiss it unseen.
    const active = () => {
      if (!warningRef.current) lastActivity.current = Date.now();
    };
    lastActivity.current = Date.now();
    for (const type of ACTIVITY) window.addEventListener(type, active, { passive: true });
    const tick = window.setInterval(() => {
      const left = Math.ceil((lastActivity.current + idleMs - Date.now()) / 1000);
      if (left <= 0) end('expired');
      else if (left <= warningSeconds) setSecondsLeft(left);
      else setSecondsLeft(null);
    }, 1000);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, active);
      window.clearInterval(tick);
    };
  }, [idleMs, warningSeconds, end]);

  return {
    /** The warning is up: the seconds before the session ends. */
    secondsLeft,
    /** "Seguir conectado": the timer starts again and the server renews the session. */
    stay: () => {
      lastActivity.current = Date.now();
      setSecondsLeft(null);
      void callRoute(client, meRoute, {}).catch(() => undefined);
    },
    /** "Cerrar sesión" from the warning. */
    leave: () => end('logout'),
  };
}
