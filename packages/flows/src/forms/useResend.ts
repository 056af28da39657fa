import { useCallback, useEffect, useRef, useState } from 'react';
import { type ErrorCode } from '@saf/contract';
import { describeError } from '../errors';
import { useFlows } from '../provider/FlowsProvider';
import { createRelay } from '../provider/relay';
import { useCountdown } from './useCountdown';

/** The resend control of a code screen: @saf/ui's `ResendState` (ARCHITECTURE.md: the seam). */
export interface ResendState {
  secondsLeft: number;
  resending: boolean;
  limitReached: boolean;
  onResend: () => void;
}

export interface ResendOptions {
  /**
   * What happens once when the screen opens (and `ready` is true): `send` a first code, or
   * `wait` because another call has just sent one. Nothing by default.
   */
  onOpen?: 'send' | 'wait';
  /** The address is known, so the opening action may run. @default true */
  ready?: boolean;
}

/**
 * Sends a code and lets the customer ask for another after the wait (docs/SECURITY.md: 60 s, and
 * the server's hourly limit answered with a "send limit" code).
 */
export function useResend(
  send: (resend: boolean) => Promise<unknown>,
  limitCodes: readonly ErrorCode[],
  onError: (message: string) => void,
  options: ResendOptions = {},
): { resend: ResendState; markSent: () => void } {
  const { config } = useFlows();
  const wait = config.resendSeconds ?? 60;
  const { secondsLeft, start } = useCountdown();
  const [resending, setResending] = useState(false);
  const [limitReached, setLimitReached] = useState(false);
  const [sender] = useState(() => createRelay(send));
  useEffect(() => sender.set(send), [sender, send]);

  const run = useCallback(
    async (resend: boolean) => {
      setResending(true);
      try {
        const answer = (await sender.get()(resend)) as
          { retry_after_seconds?: unknown } | undefined;
        // The server says how long the wait is; the configured one is the fallback.
        start(typeof answer?.retry_after_seconds === 'number' ? answer.retry_after_seconds : wait);
        return true;
      } catch (error) {
        const described = describeError(error);
        // The limit shows by the resend control itself; other failures go to the summary.
        if (described.code && limitCodes.includes(described.code)) setLimitReached(true);
        else {
          start(wait);
          onError(described.message);
        }
        return false;
      } finally {
        setResending(false);
      }
    },
    [limitCodes, onError, sender, start, wait],
  );

  const { onOpen, ready = true } = options;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !ready || !onOpen) return;
    opened.current = true;
    // Opening the screen is what sends the code: a request to the outside world, whose
    // progress the state below follows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (onOpen === 'send') void run(false);
    else start(wait);
    // Once per screen, whatever re-renders follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return {
    resend: {
      secondsLeft,
      resending,
      limitReached,
      onResend: () => {
        if (secondsLeft > 0 || resending || limitReached) return;
        void run(true);
      },
    },
    /** A code just went out through another call: start the wait. */
    markSent: () => start(wait),
  };
}
