import { CAPTCHA_PROBLEM_MESSAGES, provideCaptchaToken } from '@saf/flows';
import { useEffect, useRef } from 'react';

/**
 * The Turnstile widget of a form that sends a captcha token (registration, recovery), when the
 * API has the captcha on; nothing otherwise. A failure or an expiry is told through the form's
 * error (`onProblem`), the values stay.
 */
export function Captcha({
  settings,
  action,
  onProblem,
}: {
  settings: { enabled: boolean; site_key: string | null } | undefined;
  action: string;
  onProblem: (message: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const problem = useRef(onProblem);
  useEffect(() => {
    problem.current = onProblem;
  });
  const siteKey = settings?.enabled ? settings.site_key : null;
  useEffect(() => {
    const container = ref.current;
    if (!siteKey || !container) return;
    // The widget's code is fetched only when the captcha is on, after the form has painted.
    let unmount: (() => void) | undefined;
    let gone = false;
    void import('../../captcha').then(({ mountTurnstile }) => {
      if (gone) return;
      unmount = mountTurnstile(container, {
        siteKey,
        action,
        onProblem: (p) => {
          if (p) problem.current(CAPTCHA_PROBLEM_MESSAGES[p]);
        },
        provide: provideCaptchaToken,
      });
    });
    return () => {
      gone = true;
      unmount?.();
    };
  }, [siteKey, action]);
  if (!siteKey) return null;
  return <div ref={ref} className="min-h-[65px]" data-captcha={action} />;
}
