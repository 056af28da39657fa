import {
  ConfigDocumentType,
  sendProspectDocumentRequestSchema,
  type ConfigDocumentTypeCode,
  type SendProspectDocumentResponse,
  sendProspectDocumentRoute,
} from '@saf/contract';
import type { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';

export type IdentityValues = {
  document_type: string;
  number_document: string;
  birth_date: string;
  name: string;
  lastname: string;
};

/** A document type as the identity screen offers it, with what its number looks like. */
export interface DocumentTypeOption {
  value: ConfigDocumentTypeCode;
  label: string;
  hint: string;
  inputMode: 'numeric' | 'text';
  maxLength: number;
}

/** Natural persons identify themselves with a DNI, a carné de extranjería or a passport (docs/DOMAIN.md). */
export const IDENTITY_DOCUMENT_TYPES: readonly DocumentTypeOption[] = [
  {
    value: ConfigDocumentType.DNI,
    label: 'DNI',
    hint: '8 dígitos, sin el dígito verificador.',
    inputMode: 'numeric',
    maxLength: 8,
  },
  {
    value: ConfigDocumentType.CE,
    label: 'Carné de extranjería',
    hint: 'De 4 a 12 letras o números.',
    inputMode: 'text',
    maxLength: 12,
  },
  {
    value: ConfigDocumentType.PASSPORT,
    label: 'Pasaporte',
    hint: 'De 4 a 12 letras o números.',
    inputMode: 'text',
    maxLength: 12,
  },
];

const identityFormSchema = sendProspectDocumentRequestSchema as unknown as z.ZodMiniType<
  unknown,
  IdentityValues
>;

/**
 * Identity validation of a prospect: document type and number (validated per type with the
 * contract's rules), birth date (legal age) and names. Success updates the session user.
 */
export function useIdentityValidation(
  options: { onSuccess?: (answer: SendProspectDocumentResponse) => void } = {},
) {
  const { client, session } = useFlows();
  const flow = useFormFlow({
    schema: identityFormSchema,
    defaultValues: {
      document_type: ConfigDocumentType.DNI,
      number_document: '',
      birth_date: '',
      name: '',
      lastname: '',
    },
    placement: {
      NUMBER_DOCUMENT_EXIST: 'number_document',
      USER_NOT_LEGAL_YEAR: 'birth_date',
    },
    submit: async (body) => {
      const answer = await callRoute(client, sendProspectDocumentRoute, {
        body: body as z.input<typeof sendProspectDocumentRequestSchema>,
      });
      session.updateUser(answer.user, answer.form_steps);
      return answer;
    },
    onSuccess: (answer) => options.onSuccess?.(answer),
  });
  return { ...flow, documentTypes: IDENTITY_DOCUMENT_TYPES };
}
