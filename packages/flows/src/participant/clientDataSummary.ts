import { PERU, type ClientData, type ClientStepData, type ClientStepName } from '@saf/contract';
import { clientDataOptions, countryOptions, type Option } from './clientDataOptions';
import { CLIENT_STEP_SLUGS } from '../wizards/clientData';
import type { ClientStepId } from '../wizards/places';

// ---------------------------------------------------------------------------------------------
// The summary of Validación
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
  /** The step's id, which its place in the wizard names. */
  id: ClientStepId;
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
