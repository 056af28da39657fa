import { useRef, useState } from 'react';
import useSWR from 'swr';
import {
  maskPhone,
  CONSENT_PURPOSES,
  DOCUMENT_KIND_LABELS,
  documentKindOfSessionCode,
  profileRoute,
  updateConsentRoute,
  type Profile,
  type SessionDocumentTypeCode,
} from '@saf/contract';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { longDay } from '../format';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';

import { PROFILE_KEY } from './keys';

export { PROFILE_KEY };

const RISK_LABELS = { conservador: 'Conservador', moderado: 'Moderado', agresivo: 'Agresivo' };

/** A birth date in words, without the weekday: "14 de mayo de 1990". */
const birthDay = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

/** An ISO instant's Lima day in words. */
const limaLongDay = (iso: string) =>
  longDay(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date(iso)));

function view(p: Profile) {
  const kind = p.document_type
    ? documentKindOfSessionCode(p.document_type as SessionDocumentTypeCode)
    : null;
  return {
    fullName: `${p.name} ${p.lastname}`.trim(),
    email: p.email,
    phone: p.phone_number ? maskPhone(p.phone_number) : null,
    document:
      kind && p.number_document ? `${DOCUMENT_KIND_LABELS[kind]} ${p.number_document}` : null,
    birthDate: p.birth_date ? birthDay(p.birth_date) : null,
    address: p.address,
    riskProfile: p.risk_profile
      ? {
          label: RISK_LABELS[p.risk_profile.profile],
          since: p.risk_profile.answered_at ? limaLongDay(p.risk_profile.answered_at) : null,
        }
      : null,
    finalBeneficiary: p.final_beneficiary
      ? p.final_beneficiary.own_behalf
        ? 'Tú mismo: inviertes por cuenta propia.'
        : (p.final_beneficiary.name ?? 'Otra persona')
      : null,
    consents: p.consents.map((c) => ({
      purpose: c.purpose,
      label: CONSENT_PURPOSES[c.purpose],
      accepted: c.accepted,
      required: c.required,
      detail: c.at
        ? `${c.accepted ? 'Aceptado' : 'No aceptado'} el ${limaLongDay(c.at)} · versión ${c.version}`
        : `Sin respuesta · versión ${c.version}`,
    })),
  };
}

/**
 * `/profile`: the customer's data (email and phone masked), risk profile, final beneficiary and
 * the consents of law 29733, the optional ones given or withdrawn here, one change at a time,
 * with a sentence saying what changed.
 */
export function useProfile() {
  useDataScope('useProfile');
  const { client } = useFlows();
  const query = useSWR(PROFILE_KEY, () => callRoute(client, profileRoute, {}));
  const [busy, setBusy] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const running = useRef(false);
  const data = query.data;

  const onConsentChange = async (purpose: string, accepted: boolean) => {
    if (running.current || (purpose !== 'MARKETING' && purpose !== 'GROUP_SHARING')) return;
    running.current = true;
    setBusy(purpose);
    setNotice(undefined);
    setError(undefined);
    try {
      // The spec: a server error on the data-treatment update is told here, not on /500.
      const answer = await callRoute(
        client,
        updateConsentRoute,
        { params: { purpose }, body: { accepted } },
        { skipServerErrorRedirect: true },
      );
      if (data) await query.mutate({ ...data, consents: answer.consents }, { revalidate: false });
      setNotice(
        `${accepted ? 'Diste' : 'Retiraste'} tu consentimiento para «${CONSENT_PURPOSES[purpose]}».`,
      );
    } catch (failure) {
      setError(describeError(failure).message);
    } finally {
      running.current = false;
      setBusy(undefined);
    }
  };

  return {
    state: query.error ? ('error' as const) : data ? ('ready' as const) : ('loading' as const),
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    profile: data ? view(data) : null,
    consentBusy: busy,
    consentNotice: notice,
    consentError: error,
    onConsentChange: (purpose: string, accepted: boolean) =>
      void onConsentChange(purpose, accepted),
  };
}
