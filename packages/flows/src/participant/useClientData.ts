import { clientDataRoute, type ClientData, type ClientStepName } from '@saf/contract';
/** The customer's client data as the API answers it. */
export type { ClientData } from '@saf/contract';

import { useCallback, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import { CLIENT_STEP_SLUGS, stepOfSlug, wizardSteps, type WizardStep } from './wizardSteps';

// The wizard's frame only: each step's hook lives in its own module (clientStepForm,
// documentStep, residenceStep, clientDataReview), so a page loads a step's code with the step.

export const CLIENT_DATA_KEY = 'client-data';

/** The customer's client data (their own draft; the API has no way to name another's). */
export function useClientDataQuery() {
  useDataScope('useClientDataQuery');
  const { client } = useFlows();
  return useSWR(CLIENT_DATA_KEY, () => callRoute(client, clientDataRoute, {}));
}

/** The steps a customer may open: those completed and the first one not completed. */
function reachable(data: ClientData): WizardStep[] {
  const open: WizardStep[] = [];
  for (const step of data.sequence) {
    open.push(step);
    if (!data.completed.includes(step)) return open;
  }
  return [...open, 'VALIDATION'];
}

export interface ClientDataWizardOptions {
  /** The step in the address (`?paso=`), or null for "where the customer left off". */
  slug: string | null;
  /** Shows another step (the portal changes the address). */
  goTo(slug: string, options?: { replace?: boolean }): void;
}

/**
 * The client-data wizard's frame: loads the draft, resumes at the first step not completed (or
 * the one in the address when it may be opened), and gives the stepper and back navigation.
 */
export function useClientDataWizard({ slug, goTo }: ClientDataWizardOptions) {
  const query = useClientDataQuery();
  const data = query.data;
  const wanted = stepOfSlug(slug);
  const step: WizardStep | null = useMemo(() => {
    if (!data) return null;
    const open = reachable(data);
    if (wanted && open.includes(wanted)) return wanted;
    return data.current_step ?? 'VALIDATION';
  }, [data, wanted]);

  useEffect(() => {
    if (step && CLIENT_STEP_SLUGS[step] !== slug) goTo(CLIENT_STEP_SLUGS[step], { replace: true });
  }, [step, slug, goTo]);

  const order: WizardStep[] = useMemo(() => (data ? [...data.sequence, 'VALIDATION'] : []), [data]);
  const index = step ? order.indexOf(step) : -1;
  const lastCompleted = useMemo(() => {
    if (!data) return undefined;
    let last: string | undefined;
    for (const s of data.sequence) {
      if (!data.completed.includes(s)) break;
      last = CLIENT_STEP_SLUGS[s];
    }
    return last;
  }, [data]);

  const onStepChange = useCallback((id: string) => goTo(id), [goTo]);
  const previous = index > 0 ? order[index - 1] : undefined;
  const onBack = useMemo(
    () => (previous ? () => goTo(CLIENT_STEP_SLUGS[previous]) : undefined),
    [previous, goTo],
  );

  /** Where to go after a step was saved: the next step of the (possibly new) sequence. */
  const nextAfter = useCallback((saved: ClientStepName, answer: ClientData): string => {
    const seq: WizardStep[] = [...answer.sequence, 'VALIDATION'];
    const at = seq.indexOf(saved);
    const next = seq[at + 1] ?? 'VALIDATION';
    return CLIENT_STEP_SLUGS[next];
  }, []);

  const state: 'loading' | 'error' | 'ready' = query.error
    ? 'error'
    : !data || !step
      ? 'loading'
      : 'ready';
  return {
    state,
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    data,
    step,
    /** The wizard is a yearly review of data given a year ago. */
    review: data?.status === 'REVIEW',
    nextAfter,
    frame: {
      steps: data ? wizardSteps(data.sequence) : [],
      currentStep: step ? CLIENT_STEP_SLUGS[step] : '',
      lastCompletedStep: lastCompleted,
      onStepChange,
      onBack,
      part:
        step === 'SPOUSE' || step === 'SPOUSE_PEP' || step === 'SPOUSE_BENEFICIARY'
          ? ('spouse' as const)
          : ('own' as const),
    },
  };
}
