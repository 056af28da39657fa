import type { SessionUser } from '@saf/contract';
import { useCallback, useState } from 'react';
import { describeError } from '../errors';
import { useSessionSnapshot } from '../provider/FlowsProvider';
import { useClientDataStatus } from './useClientDataStatus';

export type ParticipantKind = '' | 'natural' | 'juridic' | 'mancomunate';

export const CHOOSE_PARTICIPANT_KIND = 'Elige cómo vas a invertir.';

/**
 * What stands before the wizard: a failed screening ("failed AML"), data a year old ("yearly
 * update"), or data already complete.
 */
export type ParticipantGate = 'failed-aml' | 'yearly-update' | 'participant' | null;

/**
 * The type of participant (`/subscription/type-participate`): a natural person continues with
 * the client-data wizard; a legal entity or a joint account is opened with an adviser, so the
 * screen explains how. A customer who cannot or need not start the wizard is told why first.
 */
export function useTypeParticipate({ onNatural }: { onNatural(): void }) {
  const query = useClientDataStatus();
  const user = useSessionSnapshot().user as SessionUser | null;
  const [value, setValue] = useState<ParticipantKind>('');
  const [error, setError] = useState<string | undefined>();

  const onValueChange = useCallback((next: ParticipantKind) => {
    setValue(next);
    setError(undefined);
  }, []);
  const data = query.data;
  // Only a natural person fills the wizard: one already started was a natural person's.
  const chosen: ParticipantKind = value || (data?.status === 'DRAFT' ? 'natural' : '');
  const onContinue = useCallback(() => {
    if (!chosen) setError(CHOOSE_PARTICIPANT_KIND);
    else if (chosen === 'natural') onNatural();
  }, [chosen, onNatural]);

  const gate: ParticipantGate = !data
    ? null
    : data.aml_outcome === 'BLOCKED'
      ? 'failed-aml'
      : data.status === 'REVIEW' || user?.has_passed_year
        ? 'yearly-update'
        : data.status === 'COMPLETED'
          ? 'participant'
          : null;

  return {
    state: query.error ? ('error' as const) : data ? ('ready' as const) : ('loading' as const),
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    gate,
    /** The customer already started the wizard: continuing resumes it. */
    started: data?.status === 'DRAFT',
    value: chosen,
    error,
    onValueChange,
    onContinue,
  };
}
