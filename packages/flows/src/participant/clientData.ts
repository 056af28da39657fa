import {
  BENEFICIARY_RELATIONSHIPS,
  CIVIL_STATUSES,
  CLIENT_STEP_SCHEMAS,
  COUNTRY_CODES,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  EMPLOYMENT_WITH_EMPLOYER,
  FUND_SOURCES,
  INCOME_BANDS,
  INVESTMENT_PURPOSES,
  PEP_RELATIONSHIPS,
  PERU,
  PROPERTY_REGIMES,
  SEX_LABELS,
  TRANSACTION_VOLUME_RANGES,
  clientStepIssues,
  type ClientData,
  type ClientStepData,
  type ClientStepName,
  type EmploymentStatus,
} from '@saf/contract';
import { z } from 'zod/mini';

/**
 * The client-data wizard as the screens see it: every value a string (a yes/no answer is
 * 'yes' | 'no' | ''), the lists as {value, label} options, the steps as address slugs. The
 * conversions here are pure, so they are tested without a browser.
 */

export interface Option {
  value: string;
  label: string;
}

import { CLIENT_STEP_SLUGS } from './wizardSteps';

export { CLIENT_STEP_SLUGS, stepOfSlug, wizardSteps, type WizardStep } from './wizardSteps';

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

let countryOptionsCache: Option[] | undefined;
/** Countries with their Spanish names (from the browser's own data), sorted, Peru first. */
export function countryOptions(): Option[] {
  if (countryOptionsCache) return countryOptionsCache;
  let names: { of(code: string): string | undefined } | undefined;
  try {
    names = new Intl.DisplayNames(['es-PE', 'es'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const all = COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code }));
  const collator = new Intl.Collator('es');
  all.sort((a, b) => collator.compare(a.label, b.label));
  const peru = all.find((o) => o.value === PERU);
  countryOptionsCache = peru ? [peru, ...all.filter((o) => o !== peru)] : all;
  return countryOptionsCache;
}

export const clientDataOptions = {
  sexes: options(SEX_LABELS),
  educationLevels: options(EDUCATION_LEVELS),
  civilStatuses: options(CIVIL_STATUSES),
  employmentStatuses: options(EMPLOYMENT_STATUSES),
  incomeBands: INCOME_BANDS.map((b) => ({ value: b.band, label: b.label })),
  fundSources: options(FUND_SOURCES),
  investmentPurposes: options(INVESTMENT_PURPOSES),
  transactionVolumes: TRANSACTION_VOLUME_RANGES.map((r) => ({
    value: r.code,
    label:
      r.max === null
        ? `Más de S/ ${r.min.toLocaleString('es-PE')}`
        : `De S/ ${r.min.toLocaleString('es-PE')} a S/ ${r.max.toLocaleString('es-PE')}`,
  })),
  pepRelationships: options(PEP_RELATIONSHIPS),
  beneficiaryRelationships: options(BENEFICIARY_RELATIONSHIPS),
  propertyRegimes: options(PROPERTY_REGIMES),
  /** A natural person's documents (configuration codes). */
  documentTypes: [
    { value: '01', label: 'DNI' },
    { value: '03', label: 'Carné de extranjería' },
    { value: '05', label: 'Pasaporte' },
  ] as Option[],
};

// ---------------------------------------------------------------------------------------------
// Form values per step
// ---------------------------------------------------------------------------------------------

export interface StepValues {
  DOCUMENT: { issue_date: string; expiry_date: string };
  IDENTIFICATION: {
    name: string;
    lastname: string;
    birth_date: string;
    sex: string;
    birth_country: string;
    birth_place: string;
    nationality: string;
    education_level: string;
    civil_status: string;
  };
  INFORMATION: {
    employment_status: string;
    occupation: string;
    employer: string;
    position: string;
    income_band: string;
    fund_source: string;
    fund_source_other: string;
    investment_purpose: string;
    transaction_volume: string;
  };
  RESIDENCE: {
    country: string;
    department: string;
    province: string;
    district: string;
    address: string;
    reference: string;
    city: string;
  };
  PEP: {
    is_pep: string;
    institution: string;
    position: string;
    start_date: string;
    end_date: string;
    is_pep_relative: string;
    pep_name: string;
    pep_relationship: string;
  };
  BENEFICIARY: {
    own_behalf: string;
    third_party_name: string;
    third_party_document_type: string;
    third_party_document_number: string;
    third_party_relationship: string;
  };
  SPOUSE: {
    name: string;
    lastname: string;
    document_type: string;
    number_document: string;
    property_regime: string;
  };
  SPOUSE_PEP: StepValues['PEP'];
  SPOUSE_BENEFICIARY: StepValues['BENEFICIARY'];
}

const s = (v: string | undefined | null): string => v ?? '';
const yesNo = (v: boolean | undefined | null): string =>
  v === true ? 'yes' : v === false ? 'no' : '';
const opt = (v: string): string | undefined => (v.trim() === '' ? undefined : v);
const bool = (v: string): boolean | undefined =>
  v === 'yes' ? true : v === 'no' ? false : undefined;

function pepValues(d: ClientStepData['PEP'] | null): StepValues['PEP'] {
  return {
    is_pep: yesNo(d?.is_pep),
    institution: s(d?.institution),
    position: s(d?.position),
    start_date: s(d?.start_date),
    end_date: s(d?.end_date),
    is_pep_relative: yesNo(d?.is_pep_relative),
    pep_name: s(d?.pep_name),
    pep_relationship: s(d?.pep_relationship),
  };
}
function beneficiaryValues(d: ClientStepData['BENEFICIARY'] | null): StepValues['BENEFICIARY'] {
  return {
    own_behalf: yesNo(d?.own_behalf),
    third_party_name: s(d?.third_party_name),
    third_party_document_type: s(d?.third_party_document_type),
    third_party_document_number: s(d?.third_party_document_number),
    third_party_relationship: s(d?.third_party_relationship),
  };
}

/** The values a step's form starts with: the saved answers, else what is already known. */
export function initialValues<S extends ClientStepName>(step: S, data: ClientData): StepValues[S] {
  const saved = data.steps;
  const v = ((): StepValues[ClientStepName] => {
    switch (step) {
      case 'DOCUMENT':
        return {
          issue_date: s(saved.DOCUMENT?.issue_date),
          expiry_date: s(saved.DOCUMENT?.expiry_date),
        };
      case 'IDENTIFICATION': {
        const d = saved.IDENTIFICATION;
        return {
          name: d?.name ?? data.prefill.name,
          lastname: d?.lastname ?? data.prefill.lastname,
          birth_date: d?.birth_date ?? s(data.prefill.birth_date),
          sex: s(d?.sex),
          birth_country: d?.birth_country ?? PERU,
          birth_place: s(d?.birth_place),
          nationality: d?.nationality ?? PERU,
          education_level: s(d?.education_level),
          civil_status: s(d?.civil_status),
        };
      }
      case 'INFORMATION': {
        const d = saved.INFORMATION;
        return {
          employment_status: s(d?.employment_status),
          occupation: s(d?.occupation),
          employer: s(d?.employer),
          position: s(d?.position),
          income_band: s(d?.income_band),
          fund_source: s(d?.fund_source),
          fund_source_other: s(d?.fund_source_other),
          investment_purpose: s(d?.investment_purpose),
          transaction_volume: s(d?.transaction_volume),
        };
      }
      case 'RESIDENCE': {
        const d = saved.RESIDENCE;
        const district = s(d?.district);
        return {
          country: d?.country ?? PERU,
          department: district.slice(0, 2),
          province: district.slice(0, 4),
          district,
          address: s(d?.address),
          reference: s(d?.reference),
          city: s(d?.city),
        };
      }
      case 'PEP':
        return pepValues(saved.PEP);
      case 'SPOUSE_PEP':
        return pepValues(saved.SPOUSE_PEP);
      case 'BENEFICIARY':
        return beneficiaryValues(saved.BENEFICIARY);
      case 'SPOUSE_BENEFICIARY':
        return beneficiaryValues(saved.SPOUSE_BENEFICIARY);
      case 'SPOUSE': {
        const d = saved.SPOUSE;
        return {
          name: s(d?.name),
          lastname: s(d?.lastname),
          document_type: d?.document_type ?? '01',
          number_document: s(d?.number_document),
          property_regime: s(d?.property_regime),
        };
      }
    }
    throw new Error(`Unknown step ${String(step)}`);
  })();
  return v as StepValues[S];
}

/** The request data of a step from its form values (blank optional fields left out). */
export function stepData<S extends ClientStepName>(step: S, values: StepValues[S]): unknown {
  const v = values as unknown as Record<string, string>;
  switch (step) {
    case 'DOCUMENT':
    case 'IDENTIFICATION':
      return { ...v };
    case 'INFORMATION':
      return {
        ...v,
        employer: opt(v['employer']!),
        position: opt(v['position']!),
        fund_source_other: v['fund_source'] === 'OTHER' ? opt(v['fund_source_other']!) : undefined,
      };
    case 'RESIDENCE': {
      const peru = v['country'] === PERU;
      return {
        country: v['country'],
        district: peru ? opt(v['district']!) : undefined,
        address: v['address'],
        reference: opt(v['reference']!),
        city: peru ? undefined : opt(v['city']!),
      };
    }
    case 'PEP':
    case 'SPOUSE_PEP': {
      const isPep = bool(v['is_pep']!);
      const relative = bool(v['is_pep_relative']!);
      return {
        is_pep: isPep,
        institution: isPep ? opt(v['institution']!) : undefined,
        position: isPep ? opt(v['position']!) : undefined,
        start_date: isPep ? opt(v['start_date']!) : undefined,
        end_date: isPep ? opt(v['end_date']!) : undefined,
        is_pep_relative: relative,
        pep_name: relative ? opt(v['pep_name']!) : undefined,
        pep_relationship: relative ? opt(v['pep_relationship']!) : undefined,
      };
    }
    case 'BENEFICIARY':
    case 'SPOUSE_BENEFICIARY': {
      const own = bool(v['own_behalf']!);
      const third = own === false;
      return {
        own_behalf: own,
        third_party_name: third ? opt(v['third_party_name']!) : undefined,
        third_party_document_type: third ? opt(v['third_party_document_type']!) : undefined,
        third_party_document_number: third ? opt(v['third_party_document_number']!) : undefined,
        third_party_relationship: third ? opt(v['third_party_relationship']!) : undefined,
      };
    }
    case 'SPOUSE':
      return { ...v };
  }
  return v;
}

/** Today in Lima, `YYYY-MM-DD`: the day the API's date rules use. */
export function limaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Lima',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const stepFormSchemas = new Map<string, z.ZodMiniType>();

/**
 * A step's form check: its values converted to the request data, the contract's schema (field
 * messages in Spanish), then the rules that need today's date or several fields — the same
 * ones the API runs, so the customer reads the same message before and after sending.
 */
export function stepFormSchema<S extends ClientStepName>(
  step: S,
  context: { ownDocument?: { document_type: string; number_document: string } } = {},
): z.ZodMiniType<unknown, StepValues[S]> {
  const key = `${step}:${context.ownDocument?.document_type ?? ''}:${context.ownDocument?.number_document ?? ''}`;
  const cached = stepFormSchemas.get(key);
  if (cached) return cached as z.ZodMiniType<unknown, StepValues[S]>;
  const schema = z
    .pipe(
      z.transform((values: StepValues[S]) => stepData(step, values)),
      CLIENT_STEP_SCHEMAS[step] as z.ZodMiniType,
    )
    .check(
      z.superRefine((data, ctx) => {
        for (const issue of clientStepIssues(step, data as never, limaToday(), context)) {
          ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
        }
      }),
    );
  stepFormSchemas.set(key, schema);
  return schema as unknown as z.ZodMiniType<unknown, StepValues[S]>;
}

/** Whether an employment status asks for the employer and position. */
export const employerRequired = (status: string): boolean =>
  EMPLOYMENT_WITH_EMPLOYER.includes(status as EmploymentStatus);

// ---------------------------------------------------------------------------------------------
// The stepper and the summary of Validación
// ---------------------------------------------------------------------------------------------

const labelOf = (list: readonly Option[], value: string | undefined): string =>
  list.find((o) => o.value === value)?.label ?? value ?? '';

/** A date `YYYY-MM-DD` as a customer reads it (27/07/1990). */
export function formatDate(iso: string | undefined): string {
  if (!iso) return '—';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export interface SummarySection {
  id: string;
  title: string;
  items: { label: string; value: string }[];
  step: ClientStepName;
}

function pepItems(d: ClientStepData['PEP'] | null, self: boolean): SummarySection['items'] {
  if (!d) return [];
  const items = [{ label: self ? '¿Eres PEP?' : '¿Es PEP?', value: d.is_pep ? 'Sí' : 'No' }];
  if (d.is_pep) {
    items.push(
      { label: 'Institución', value: d.institution ?? '' },
      { label: 'Cargo', value: d.position ?? '' },
      {
        label: 'Periodo',
        value: `${formatDate(d.start_date)} – ${d.end_date ? formatDate(d.end_date) : 'a la fecha'}`,
      },
    );
  }
  items.push({
    label: 'Familiar o colaborador de una PEP',
    value: d.is_pep_relative
      ? `Sí: ${d.pep_name ?? ''} (${labelOf(clientDataOptions.pepRelationships, d.pep_relationship)})`
      : 'No',
  });
  return items;
}

function beneficiaryItems(d: ClientStepData['BENEFICIARY'] | null): SummarySection['items'] {
  if (!d) return [];
  if (d.own_behalf) return [{ label: 'Invierte por cuenta propia', value: 'Sí' }];
  return [
    { label: 'Invierte por cuenta propia', value: 'No' },
    { label: 'Beneficiario final', value: d.third_party_name ?? '' },
    {
      label: 'Documento',
      value: `${labelOf(clientDataOptions.documentTypes, d.third_party_document_type)} ${d.third_party_document_number ?? ''}`,
    },
    {
      label: 'Relación',
      value: labelOf(clientDataOptions.beneficiaryRelationships, d.third_party_relationship),
    },
  ];
}

/** Every saved answer, by step, as Validación shows it. */
export function summarySections(data: ClientData): SummarySection[] {
  const st = data.steps;
  const countries = countryOptions();
  const o = clientDataOptions;
  const sections: SummarySection[] = [];
  const push = (step: ClientStepName, title: string, items: SummarySection['items']) =>
    sections.push({ id: CLIENT_STEP_SLUGS[step], step, title, items });
  for (const step of data.sequence) {
    switch (step) {
      case 'DOCUMENT':
        push(step, 'Documento', [
          {
            label: labelOf(o.documentTypes, data.document.document_type) || 'Documento',
            value: data.document.number_document,
          },
          { label: 'Fecha de emisión', value: formatDate(st.DOCUMENT?.issue_date) },
          { label: 'Fecha de caducidad', value: formatDate(st.DOCUMENT?.expiry_date) },
          {
            label: 'Fotos del documento',
            value: data.photos.front && data.photos.back ? 'Anverso y reverso cargados' : 'Faltan',
          },
        ]);
        break;
      case 'IDENTIFICATION': {
        const d = st.IDENTIFICATION;
        push(
          step,
          'Identificación',
          d
            ? [
                { label: 'Nombres', value: d.name },
                { label: 'Apellidos', value: d.lastname },
                { label: 'Fecha de nacimiento', value: formatDate(d.birth_date) },
                { label: 'Sexo', value: labelOf(o.sexes, d.sex) },
                {
                  label: 'Lugar de nacimiento',
                  value: `${d.birth_place}, ${labelOf(countries, d.birth_country)}`,
                },
                { label: 'Nacionalidad', value: labelOf(countries, d.nationality) },
                {
                  label: 'Nivel de estudios',
                  value: labelOf(o.educationLevels, d.education_level),
                },
                { label: 'Estado civil', value: labelOf(o.civilStatuses, d.civil_status) },
              ]
            : [],
        );
        break;
      }
      case 'INFORMATION': {
        const d = st.INFORMATION;
        push(
          step,
          'Información',
          d
            ? [
                {
                  label: 'Situación laboral',
                  value: labelOf(o.employmentStatuses, d.employment_status),
                },
                { label: 'Ocupación', value: d.occupation },
                ...(d.employer ? [{ label: 'Empleador', value: d.employer }] : []),
                ...(d.position ? [{ label: 'Cargo', value: d.position }] : []),
                { label: 'Ingreso mensual', value: labelOf(o.incomeBands, d.income_band) },
                {
                  label: 'Origen de los fondos',
                  value:
                    d.fund_source === 'OTHER'
                      ? `Otro: ${d.fund_source_other ?? ''}`
                      : labelOf(o.fundSources, d.fund_source),
                },
                {
                  label: 'Propósito de la inversión',
                  value: labelOf(o.investmentPurposes, d.investment_purpose),
                },
                {
                  label: 'Monto que invertirás al año',
                  value: labelOf(o.transactionVolumes, d.transaction_volume),
                },
              ]
            : [],
        );
        break;
      }
      case 'RESIDENCE': {
        const d = st.RESIDENCE;
        push(
          step,
          'Residencia',
          d
            ? [
                { label: 'País', value: labelOf(countries, d.country) },
                ...(d.country === PERU
                  ? [{ label: 'Ubigeo', value: d.district ?? '' }]
                  : [{ label: 'Ciudad y región', value: d.city ?? '' }]),
                { label: 'Dirección', value: d.address },
                ...(d.reference ? [{ label: 'Referencia', value: d.reference }] : []),
              ]
            : [],
        );
        break;
      }
      case 'PEP':
        push(step, 'PEP', pepItems(st.PEP, true));
        break;
      case 'BENEFICIARY':
        push(step, 'Beneficiario final', beneficiaryItems(st.BENEFICIARY));
        break;
      case 'SPOUSE': {
        const d = st.SPOUSE;
        push(
          step,
          'Cónyuge',
          d
            ? [
                { label: 'Nombres y apellidos', value: `${d.name} ${d.lastname}` },
                {
                  label: 'Documento',
                  value: `${labelOf(o.documentTypes, d.document_type)} ${d.number_document}`,
                },
                {
                  label: 'Régimen patrimonial',
                  value: labelOf(o.propertyRegimes, d.property_regime),
                },
              ]
            : [],
        );
        break;
      }
      case 'SPOUSE_PEP':
        push(step, 'PEP de tu cónyuge', pepItems(st.SPOUSE_PEP, false));
        break;
      case 'SPOUSE_BENEFICIARY':
        push(step, 'Beneficiario final de tu cónyuge', beneficiaryItems(st.SPOUSE_BENEFICIARY));
        break;
    }
  }
  return sections;
}
