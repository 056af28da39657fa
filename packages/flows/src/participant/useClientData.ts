import {
  DOCUMENT_PHOTO_MAX_BYTES,
  DECLARATIONS,
  PERU,
  biometricStatusRoute,
  clientDataRoute,
  completeClientDataRoute,
  documentPhotoRoute,
  saveClientStepRoute,
  ubigeoListRoute,
  type ClientData,
  type ClientStepName,
  type CompleteClientDataResponse,
  type DocumentPhotoSideName,
} from '@saf/contract';
/** The customer's client data as the API answers it. */
export type { ClientData } from '@saf/contract';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useFormFlow, type FormFlow } from '../forms/useFormFlow';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import {
  CLIENT_STEP_SLUGS,
  clientDataOptions,
  countryOptions,
  employerRequired,
  initialValues,
  stepFormSchema,
  stepOfSlug,
  summarySections,
  wizardSteps,
  type Option,
  type StepValues,
  type WizardStep,
} from './clientData';

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

/** Which field of a step a catalogued refusal belongs to. */
const PLACEMENT = {
  DOCUMENT_EXPIRED: 'expiry_date',
  USER_NOT_LEGAL_YEAR: 'birth_date',
  NUMBER_DOCUMENT_EXIST: 'number_document',
  UBIGEO_UNKNOWN: 'district',
} as const;

/**
 * One step's form: starts from the saved answers, checks with the contract's schema and rules
 * (the API's own), saves on continue and hands the updated draft over. A refused save keeps
 * every value typed and puts the reason on its field.
 */
export function useClientStepForm<S extends ClientStepName>(
  step: S,
  data: ClientData,
  onSaved: (answer: ClientData) => void,
): FormFlow<StepValues[S], ClientData> {
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const [defaults] = useState(() => initialValues(step, data));
  const schema = useMemo(
    () =>
      stepFormSchema(step, {
        ownDocument: data.document,
      }),
    [step, data.document],
  );
  const submit = useCallback(
    async (output: unknown) => {
      const answer = await callRoute(client, saveClientStepRoute, {
        body: { step, data: output } as never,
      });
      await mutate(CLIENT_DATA_KEY, answer, { revalidate: false });
      return answer;
    },
    [client, mutate, step],
  );
  return useFormFlow<StepValues[S], unknown, ClientData>({
    schema,
    defaultValues: defaults,
    submit,
    placement: PLACEMENT as never,
    onSuccess: onSaved,
  });
}

// ---------------------------------------------------------------------------------------------
// Documento: the photos of the DNI
// ---------------------------------------------------------------------------------------------

export interface PhotoSlot {
  state: 'empty' | 'uploading' | 'uploaded' | 'error';
  previewUrl?: string;
  error?: string;
}

const PHOTO_TYPES = ['image/jpeg', 'image/png'];
export const PHOTO_TYPE_MESSAGE = 'Sube una foto en formato JPG o PNG.';
export const PHOTO_SIZE_MESSAGE = `La foto debe pesar como máximo ${DOCUMENT_PHOTO_MAX_BYTES / 1024 / 1024} MB.`;

function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The DNI's front and back: checked here (type, size), uploaded as soon as chosen. */
export function useDocumentPhotos(data: ClientData) {
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const [slots, setSlots] = useState<Record<DocumentPhotoSideName, PhotoSlot>>(() => ({
    front: { state: data.photos.front ? 'uploaded' : 'empty' },
    back: { state: data.photos.back ? 'uploaded' : 'empty' },
  }));
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const onPhotoSelect = useCallback(
    (side: DocumentPhotoSideName, file: File) => {
      if (!PHOTO_TYPES.includes(file.type)) {
        setSlots((s) => ({ ...s, [side]: { state: 'error', error: PHOTO_TYPE_MESSAGE } }));
        return;
      }
      if (file.size > DOCUMENT_PHOTO_MAX_BYTES) {
        setSlots((s) => ({ ...s, [side]: { state: 'error', error: PHOTO_SIZE_MESSAGE } }));
        return;
      }
      const previewUrl = URL.createObjectURL(file);
      urls.current.push(previewUrl);
      setSlots((s) => ({ ...s, [side]: { state: 'uploading', previewUrl } }));
      void (async () => {
        try {
          const image = await toBase64(file);
          const photos = await callRoute(client, documentPhotoRoute, {
            params: { side },
            body: { image },
          });
          setSlots((s) => ({ ...s, [side]: { state: 'uploaded', previewUrl } }));
          await mutate(
            CLIENT_DATA_KEY,
            (current: ClientData | undefined) => (current ? { ...current, photos } : current),
            { revalidate: false },
          );
        } catch (failure) {
          setSlots((s) => ({
            ...s,
            [side]: { state: 'error', previewUrl, error: describeError(failure).message },
          }));
        }
      })();
    },
    [client, mutate],
  );

  /** Errors to show on submit when a photo is missing (keys of the screen's summary). */
  const missing = useMemo(() => {
    const errors: { photo_front?: string; photo_back?: string } = {};
    if (slots.front.state !== 'uploaded')
      errors.photo_front = slots.front.error ?? 'Sube la foto del anverso de tu DNI.';
    if (slots.back.state !== 'uploaded')
      errors.photo_back = slots.back.error ?? 'Sube la foto del reverso de tu DNI.';
    return errors;
  }, [slots]);

  return {
    photos: slots,
    onPhotoSelect,
    missing,
    photoMaxMb: DOCUMENT_PHOTO_MAX_BYTES / 1024 / 1024,
  };
}

// ---------------------------------------------------------------------------------------------
// Residencia: the INEI lists
// ---------------------------------------------------------------------------------------------

const toOptions = (items: { code: string; name: string }[] | undefined): Option[] =>
  (items ?? []).map((i) => ({ value: i.code, label: i.name }));

/** Departments, the provinces of the chosen department and the districts of the province. */
export function useUbigeoOptions(department: string, province: string) {
  const { client } = useFlows();
  const departments = useSWR(['ubigeo'], () => callRoute(client, ubigeoListRoute, { query: {} }));
  const provinces = useSWR(department ? ['ubigeo', department] : null, () =>
    callRoute(client, ubigeoListRoute, { query: { department } }),
  );
  const districts = useSWR(province ? ['ubigeo', province] : null, () =>
    callRoute(client, ubigeoListRoute, { query: { province } }),
  );
  return {
    departments: toOptions(departments.data?.items),
    provinces: toOptions(provinces.data?.items),
    districts: toOptions(districts.data?.items),
    loadingProvinces: Boolean(department) && provinces.isLoading,
    loadingDistricts: Boolean(province) && districts.isLoading,
  };
}

/**
 * Residencia's form: choosing a department empties the province and district, choosing a
 * province empties the district.
 */
export function useResidenceStep(
  data: ClientData,
  onSaved: (answer: ClientData) => void,
): FormFlow<StepValues['RESIDENCE'], ClientData> &
  ReturnType<typeof useUbigeoOptions> & {
    countries: Option[];
    isPeru: boolean;
  } {
  const form = useClientStepForm('RESIDENCE', data, onSaved);
  const { values, onValueChange } = form;
  const lists = useUbigeoOptions(
    values.country === PERU ? values.department : '',
    values.country === PERU ? values.province : '',
  );
  const change = useCallback(
    <K extends keyof StepValues['RESIDENCE'] & string>(
      field: K,
      value: StepValues['RESIDENCE'][K],
    ) => {
      onValueChange(field, value);
      if (field === 'department') {
        onValueChange('province', '');
        onValueChange('district', '');
      } else if (field === 'province') {
        onValueChange('district', '');
      }
    },
    [onValueChange],
  );
  return {
    ...form,
    ...lists,
    onValueChange: change,
    countries: countryOptions(),
    isPeru: values.country === PERU,
  };
}

/** The extras each step's screen takes besides its form state. */
export const stepExtras = {
  IDENTIFICATION: () => ({
    countries: countryOptions(),
    sexes: clientDataOptions.sexes,
    educationLevels: clientDataOptions.educationLevels,
    civilStatuses: clientDataOptions.civilStatuses,
  }),
  INFORMATION: (values: StepValues['INFORMATION']) => ({
    employmentStatuses: clientDataOptions.employmentStatuses,
    incomeBands: clientDataOptions.incomeBands,
    fundSources: clientDataOptions.fundSources,
    investmentPurposes: clientDataOptions.investmentPurposes,
    transactionVolumes: clientDataOptions.transactionVolumes,
    employerRequired: employerRequired(values.employment_status),
    fundSourceOtherShown: values.fund_source === 'OTHER',
  }),
  PEP: () => ({ relationships: clientDataOptions.pepRelationships }),
  BENEFICIARY: () => ({
    documentTypes: clientDataOptions.documentTypes,
    relationships: clientDataOptions.beneficiaryRelationships,
  }),
  SPOUSE: () => ({
    documentTypes: clientDataOptions.documentTypes,
    propertyRegimes: clientDataOptions.propertyRegimes,
  }),
};

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
        await mutate(CLIENT_DATA_KEY);
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

/**
 * Documento: the dates' form and the photos together. Continuing without both photos shows
 * what is missing on the photos (and in the summary) without sending anything.
 */
export function useDocumentStep(data: ClientData, onSaved: (answer: ClientData) => void) {
  const form = useClientStepForm('DOCUMENT', data, onSaved);
  const photos = useDocumentPhotos(data);
  const [photoTries, setPhotoTries] = useState(0);
  const { onSubmit: submitForm, onBlur } = form;
  const missing = photos.missing;
  const onSubmit = useCallback(() => {
    if (Object.keys(missing).length) {
      setPhotoTries((n) => n + 1);
      onBlur('issue_date');
      onBlur('expiry_date');
      return;
    }
    submitForm();
  }, [missing, onBlur, submitForm]);
  const showPhotoErrors = photoTries > 0;
  return {
    ...form,
    errors: { ...form.errors, ...(showPhotoErrors ? missing : {}) },
    submitCount: form.submitCount + photoTries,
    onSubmit,
    photos: photos.photos,
    onPhotoSelect: photos.onPhotoSelect,
    photoMaxMb: photos.photoMaxMb,
    documentLabel:
      clientDataOptions.documentTypes.find((o) => o.value === data.document.document_type)?.label ??
      'Documento',
    documentNumber: data.document.number_document,
  };
}
