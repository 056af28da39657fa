import {
  DECLARATIONS,
  biometricStatusRoute,
  completeClientDataRoute,
  type ClientData,
  type CompleteClientDataResponse,
} from '@saf/contract';
import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useFlows } from '../provider/FlowsProvider';
import { summarySections } from './clientDataSummary';
import { useUbigeoOptions } from './ubigeoOptions';
import { CLIENT_DATA_KEY } from './useClientData';
import { CLIENT_DATA_STATUS_KEY } from './useClientDataStatus';

// ---------------------------------------------------------------------------------------------
// Validación
// ---------------------------------------------------------------------------------------------

type DeclarationId = keyof typeof DECLARATIONS;
const DECLARATION_IDS = Object.keys(DECLARATIONS) as DeclarationId[];
export const DECLARATION_REQUIRED = 'Debes confirmar esta declaración.';
export const FACIAL_REQUIRED = 'Completa la validación facial para confirmar tus datos.';

export interface ClientDataReviewOptions {
  data: ClientData;
  /** The address of the facial check that comes back here. */
  facialHref: string;
  onCompleted(answer: CompleteClientDataResponse): void;
}

/**
 * Validación: every answer by step with a way back to it, the declarations and the facial
 * check; confirming screens the customer (and spouse) and ends the wizard.
 */
export function useClientDataReview({ data, facialHref, onCompleted }: ClientDataReviewOptions) {
  const { client, session } = useFlows();
  const { mutate } = useSWRConfig();
  const facial = useSWR(['biometric-status', 'ONBOARDING'], () =>
    callRoute(client, biometricStatusRoute, { query: { purpose: 'ONBOARDING' } }),
  );
  const district = data.steps.RESIDENCE?.district ?? '';
  const places = useUbigeoOptions(district.slice(0, 2), district.slice(0, 4));
  const [checked, setChecked] = useState<Record<DeclarationId, boolean>>({
    truthful: false,
    lawful_funds: false,
    update_duty: false,
  });
  const [submitCount, setSubmitCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [facialError, setFacialError] = useState<string | undefined>();

  const sections = useMemo(() => {
    const placeName = [
      places.districts.find((o) => o.value === district)?.label,
      places.provinces.find((o) => o.value === district.slice(0, 4))?.label,
      places.departments.find((o) => o.value === district.slice(0, 2))?.label,
    ]
      .filter(Boolean)
      .join(', ');
    return summarySections(data).map((section) => ({
      ...section,
      items: section.items.map((item) =>
        item.label === 'Ubigeo' ? { label: 'Distrito', value: placeName || item.value } : item,
      ),
    }));
  }, [data, places.districts, places.provinces, places.departments, district]);

  const status = facial.data;
  const facialState: 'pending' | 'passed' | 'limit' =
    status?.last_result === 'POSITIVE'
      ? 'passed'
      : status && status.attempts_left === 0
        ? 'limit'
        : 'pending';

  const declarations = DECLARATION_IDS.map((id) => ({
    id,
    label: DECLARATIONS[id],
    checked: checked[id],
    error: submitCount > 0 && !checked[id] ? DECLARATION_REQUIRED : undefined,
  }));

  const onDeclarationChange = useCallback((id: string, value: boolean) => {
    setChecked((c) => ({ ...c, [id]: value }));
  }, []);

  const onConfirm = useCallback(() => {
    setSubmitCount((n) => n + 1);
    setFormError(undefined);
    if (DECLARATION_IDS.some((id) => !checked[id])) return;
    if (facialState !== 'passed') {
      setFacialError(FACIAL_REQUIRED);
      return;
    }
    setSubmitting(true);
    void (async () => {
      try {
        const answer = await callRoute(client, completeClientDataRoute, {
          body: { truthful: true, lawful_funds: true, update_duty: true },
        });
        session.updateUser(answer.user, answer.form_steps);
        await Promise.all([mutate(CLIENT_DATA_KEY), mutate(CLIENT_DATA_STATUS_KEY)]);
        onCompleted(answer);
      } catch (failure) {
        const described = describeError(failure);
        if (described.code === 'BIOMETRIC_REQUIRED') {
          setFacialError(described.message);
          void facial.mutate();
        } else {
          setFormError(described.message);
          if (described.code === 'CLIENT_DATA_INCOMPLETE') void mutate(CLIENT_DATA_KEY);
        }
      } finally {
        setSubmitting(false);
      }
    })();
  }, [checked, facialState, client, session, mutate, onCompleted, facial]);

  return {
    sections,
    declarations,
    onDeclarationChange,
    facial: {
      state: facialState,
      href: facialHref,
      retryAt: status?.retry_at ?? undefined,
      error: facialState === 'passed' ? undefined : facialError,
    },
    loadingFacial: facial.isLoading,
    submitCount,
    submitting,
    formError,
    onConfirm,
  };
}
