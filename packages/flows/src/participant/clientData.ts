import {
  CLIENT_STEP_SCHEMAS,
  EMPLOYMENT_WITH_EMPLOYER,
  PERU,
  clientStepIssues,
  type ClientData,
  type ClientStepData,
  type ClientStepName,
  type EmploymentStatus,
} from '@saf/contract';
import { z } from 'zod/mini';
import { beneficiaryValues, s, yesNo } from './beneficiaryValues';
import { residenceValues } from './residenceValues';
import type { StepValues } from './stepValues';

export { beneficiaryValues, residenceValues };

/**
 * The client-data wizard's forms as the screens see them: every value a string (a yes/no answer
 * is 'yes' | 'no' | ''), converted to and from the API's answers, and each step's checks. The
 * lists are in `clientDataOptions.ts`, the addresses in `wizardSteps.ts`, the summary of
 * Validación in `clientDataSummary.ts`. All pure, so they are tested without a browser.
 */

// ---------------------------------------------------------------------------------------------
// Form values per step
// ---------------------------------------------------------------------------------------------

export type { StepValues };

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
      case 'RESIDENCE':
        return residenceValues(saved.RESIDENCE);
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
