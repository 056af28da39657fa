import { useFlowsLinks, type Place } from '@saf/flows';
import {
  WizardLoadError,
  WizardMessage,
  WizardSkeleton,
  type WizardMessageKind,
  type WizardName,
} from '@saf/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { routerLink } from '../links';
import { usePageTitle } from '../usePageTitle';

export interface WizardRouteProps {
  /** Which wizard: its skeleton and its copy. */
  wizard: WizardName;
  /** The page's title (none: the step sets it), and whether the page shows errors. */
  title?: string;
  hasErrors?: boolean;
  /** The code of each step and splash, by the names its definition's `ahead` gives. */
  code: Readonly<Record<string, () => Promise<unknown>>>;
  /** What to fetch now: the step on screen and what may come after it. */
  ahead: readonly string[];
  /** The address cannot show its step: where to go instead, before anything loads. */
  guard?: Place | null;
  /** The wizard's data. */
  state: 'loading' | 'error' | 'ready';
  loadError?: string | undefined;
  onRetry: () => void;
  /** Once loaded, the customer must go elsewhere first (a blocker, the facial check, a step before). */
  redirect?: Place | null;
  /** Once loaded, why the wizard cannot start. */
  message?: { kind: WizardMessageKind; href: Place } | null;
  /** The wizard ended (a splash, a receipt): shown instead of everything else. */
  done?: ReactNode;
  /** The step on screen. */
  children: ReactNode;
}

/**
 * The route of every wizard: fetches the code ahead, redirects when the address or the data
 * do not let the step show, and shows the skeleton, the error, the message or the step.
 */
export function WizardRoute({ title, hasErrors = false, code, ahead, ...body }: WizardRouteProps) {
  const wanted = ahead.join(' ');
  useEffect(() => {
    for (const name of wanted.split(' ')) void code[name]?.().catch(() => undefined);
  }, [code, wanted]);

  return (
    <>
      <WizardBody {...body} />
      {title !== undefined && <PageTitle title={title} hasErrors={hasErrors} />}
    </>
  );
}

/** The page's title, set after the step's own (a step names itself in the title). */
function PageTitle({ title, hasErrors }: { title: string; hasErrors: boolean }) {
  usePageTitle(title, hasErrors);
  return null;
}

function WizardBody({
  wizard,
  guard,
  state,
  loadError,
  onRetry,
  redirect,
  message,
  done,
  children,
}: Omit<WizardRouteProps, 'title' | 'hasErrors' | 'code' | 'ahead'>) {
  const { href } = useFlowsLinks();
  const skeleton = <WizardSkeleton wizard={wizard} />;
  if (done) return <Suspense fallback={skeleton}>{done}</Suspense>;
  if (guard) return <Navigate to={href(guard)} replace />;
  if (state === 'error')
    return <WizardLoadError wizard={wizard} onRetry={onRetry} message={loadError} />;
  if (state === 'loading') return skeleton;
  if (redirect) return <Navigate to={href(redirect)} replace />;
  if (message)
    return <WizardMessage kind={message.kind} href={href(message.href)} renderLink={routerLink} />;
  return <Suspense fallback={skeleton}>{children}</Suspense>;
}
