import type { ClientData } from '@saf/contract';
import { describe, expect, it } from 'vitest';
import { initialValues, limaToday, stepData, stepFormSchema } from './clientData';
import { countryOptions } from './clientDataOptions';
import { summarySections } from './clientDataSummary';
import { clientDataWizard, stepOfSlug } from '../wizards/clientData';

const empty: ClientData = {
  status: 'DRAFT',
  document: { document_type: '01', number_document: '72345631' },
  prefill: { name: 'Rosa', lastname: 'Quispe Huamán', birth_date: '1990-05-14' },
  sequence: ['DOCUMENT', 'IDENTIFICATION', 'INFORMATION', 'RESIDENCE', 'PEP', 'BENEFICIARY'],
  completed: [],
  current_step: 'DOCUMENT',
  steps: {
    DOCUMENT: null,
    IDENTIFICATION: null,
    INFORMATION: null,
    RESIDENCE: null,
    PEP: null,
    BENEFICIARY: null,
    SPOUSE: null,
    SPOUSE_PEP: null,
    SPOUSE_BENEFICIARY: null,
  },
  photos: { front: false, back: false },
  completed_at: null,
  aml_outcome: null,
};

const messages = (step: Parameters<typeof stepFormSchema>[0], values: unknown) => {
  const parsed = stepFormSchema(step, { ownDocument: empty.document }).safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

const year = Number(limaToday().slice(0, 4));

describe('client-data form values', () => {
  it('prefills Identificación with what identity validation already knows', () => {
    const v = initialValues('IDENTIFICATION', empty);
    expect(v).toMatchObject({
      name: 'Rosa',
      lastname: 'Quispe Huamán',
      birth_date: '1990-05-14',
      nationality: 'PE',
      civil_status: '',
    });
  });

  it('refuses a minor and an expired DNI with the API’s own Spanish messages', () => {
    const identification = {
      ...initialValues('IDENTIFICATION', empty),
      birth_date: `${year - 10}-01-01`,
      sex: 'F',
      birth_place: 'Cusco',
      education_level: 'UNIVERSITY',
      civil_status: 'SINGLE',
    };
    expect(messages('IDENTIFICATION', identification).birth_date).toBe(
      'Debes ser mayor de edad para invertir con nosotros.',
    );
    expect(
      messages('DOCUMENT', { issue_date: `${year - 9}-01-10`, expiry_date: `${year - 1}-01-10` })
        .expiry_date,
    ).toBe('Tu DNI está vencido. Renuévalo en RENIEC para continuar.');
    expect(
      messages('DOCUMENT', { issue_date: `${year - 2}-01-10`, expiry_date: `${year + 6}-01-10` }),
    ).toEqual({});
  });

  it('asks for the PEP details only when the answer is yes', () => {
    const no = { ...initialValues('PEP', empty), is_pep: 'no', is_pep_relative: 'no' };
    expect(messages('PEP', no)).toEqual({});
    const unanswered = messages('PEP', initialValues('PEP', empty));
    expect(unanswered.is_pep).toBe('Elige una opción.');
    const yes = messages('PEP', { ...no, is_pep: 'yes', is_pep_relative: 'yes' });
    expect(Object.keys(yes).sort()).toEqual(
      ['institution', 'pep_name', 'pep_relationship', 'position', 'start_date'].sort(),
    );
  });

  it('does not take the customer’s own document as the spouse’s', () => {
    const spouse = {
      name: 'Jorge',
      lastname: 'Mendoza',
      document_type: '01',
      number_document: '72345631',
      property_regime: 'COMMUNITY',
    };
    expect(messages('SPOUSE', spouse).number_document).toBe(
      'El documento de tu cónyuge no puede ser el tuyo.',
    );
    expect(messages('SPOUSE', { ...spouse, number_document: '41234567' })).toEqual({});
  });

  it('sends only the fields of the branch chosen', () => {
    expect(
      stepData('RESIDENCE', {
        country: 'ES',
        department: '15',
        province: '1501',
        district: '150122',
        address: 'Calle Mayor 1',
        reference: '',
        city: 'Madrid',
      }),
    ).toEqual({
      country: 'ES',
      district: undefined,
      address: 'Calle Mayor 1',
      reference: undefined,
      city: 'Madrid',
    });
    expect(
      stepData('BENEFICIARY', {
        own_behalf: 'yes',
        third_party_name: 'Someone',
        third_party_document_type: '01',
        third_party_document_number: '12345678',
        third_party_relationship: 'FAMILY',
      }),
    ).toEqual({
      own_behalf: true,
      third_party_name: undefined,
      third_party_document_type: undefined,
      third_party_document_number: undefined,
      third_party_relationship: undefined,
    });
  });

  it('orders the steps as the spec does, with Validación last, and reads the address', () => {
    expect(clientDataWizard.steps(empty.sequence)).toEqual([
      'documento',
      'identificacion',
      'informacion',
      'residencia',
      'pep',
      'beneficiario-final',
      'validacion',
    ]);
    expect(stepOfSlug('conyuge-pep')).toBe('SPOUSE_PEP');
    expect(stepOfSlug('nada')).toBeNull();
    expect(clientDataWizard.parse((name) => (name === 'paso' ? 'pep' : null))).toEqual({
      step: 'PEP',
    });
    expect(clientDataWizard.next('BENEFICIARY', empty.sequence)).toBe('VALIDATION');
    expect(clientDataWizard.back('DOCUMENT', empty.sequence)).toBeUndefined();
    expect(clientDataWizard.ahead('PEP', empty.sequence)).toEqual([
      'PEP',
      'BENEFICIARY',
      'outcome',
    ]);
  });

  it('lists the countries in Spanish with Peru first', () => {
    const countries = countryOptions();
    expect(countries[0]).toEqual({ value: 'PE', label: 'Perú' });
    expect(countries.find((c) => c.value === 'ES')?.label).toBe('España');
  });

  it('summarises every saved answer by step', () => {
    const data: ClientData = {
      ...empty,
      steps: {
        ...empty.steps,
        PEP: {
          is_pep: true,
          institution: 'Congreso',
          position: 'Asesor',
          start_date: '2024-01-01',
          is_pep_relative: false,
        },
      },
    };
    const pep = summarySections(data).find((s) => s.step === 'PEP');
    expect(pep?.items).toContainEqual({ label: 'Periodo', value: '01/01/2024 – a la fecha' });
    expect(pep?.items).toContainEqual({ label: 'Institución', value: 'Congreso' });
  });
});
