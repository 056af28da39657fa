/**
 * The client-data wizard's forms as the screens see them: every value a string (a yes/no answer
 * is 'yes' | 'no' | ''). Apart from clientData.ts so the small value builders can name them.
 */
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
