import { RECEIPT_MAX_BYTES, transferReceiptRoute, type Order } from '@saf/contract';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import type { FormScreenState } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';
import { fileToBase64, fetchOrderReceipt } from './files';
import { orderKey, PORTFOLIO_KEY } from './keys';

// The investment's Constancia for a transfer: the operation number and the receipt, checked on
// the page, then sent with the order's reference; and the constancia PDF to download.

export interface ReceiptValues {
  [key: string]: unknown;
  operation_number: string;
  receipt: File | null;
}

const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** The Constancia step's checks for a transfer (Spanish). */
export function checkReceipt(
  values: ReceiptValues,
): Partial<Record<keyof ReceiptValues & string, string>> {
  const errors: Partial<Record<'operation_number' | 'receipt', string>> = {};
  const op = values.operation_number.trim();
  if (!op) errors.operation_number = 'Ingresa el número de operación de tu transferencia.';
  else if (!/^\d{6,20}$/.test(op))
    errors.operation_number = 'El número de operación tiene entre 6 y 20 dígitos.';
  const file = values.receipt;
  if (!file) errors.receipt = 'Sube la constancia de tu transferencia.';
  else if (file.type && !RECEIPT_TYPES.includes(file.type))
    errors.receipt = 'Sube la constancia en formato JPG, PNG o PDF.';
  else if (file.size > RECEIPT_MAX_BYTES)
    errors.receipt = 'La constancia debe pesar como máximo 5 MB.';
  return errors;
}

/** What the transfer's Constancia needs of the wizard: the order's cache and a file to save. */
interface ReceiptWizard {
  save(file: { blob: Blob; filename: string }): void;
}

/**
 * The Constancia form of a transfer (its values stay while the customer moves between steps)
 * and the constancia's download. Once the receipt is in, the wizard's draft is dropped
 * (`setDraft(null)`).
 */
export function useTransferReceipt(
  current: Order | undefined,
  setDraft: (draft: null) => void,
  nav: ReceiptWizard,
): { form: FormScreenState<ReceiptValues>; download: () => void } {
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const [receipt, setReceipt] = useState<ReceiptValues>({ operation_number: '', receipt: null });
  const [receiptErrors, setReceiptErrors] = useState<
    Partial<Record<'operation_number' | 'receipt', string>>
  >({});
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const [receiptSubmits, setReceiptSubmits] = useState(0);
  const [sending, setSending] = useState(false);
  const onReceiptChange = useCallback(
    <K extends keyof ReceiptValues & string>(field: K, value: ReceiptValues[K]) => {
      setReceipt((r) => {
        const next = { ...r, [field]: value };
        setReceiptErrors((e) => {
          if (!e[field as 'receipt']) return e;
          const again = checkReceipt(next)[field as 'receipt'];
          return { ...e, [field]: again };
        });
        return next;
      });
    },
    [],
  );
  const onReceiptBlur = useCallback(
    (field: keyof ReceiptValues & string) => {
      const message = checkReceipt(receipt)[field as 'receipt'];
      if (receipt[field] !== '' && receipt[field] !== null)
        setReceiptErrors((e) => ({ ...e, [field]: message }));
    },
    [receipt],
  );
  const onReceiptSubmit = useCallback(async () => {
    setReceiptSubmits((n) => n + 1);
    setReceiptError(undefined);
    const found = checkReceipt(receipt);
    setReceiptErrors(found);
    if (Object.values(found).some(Boolean) || !current) return;
    setSending(true);
    try {
      const updated = await callRoute(client, transferReceiptRoute, {
        params: { reference: current.reference },
        body: {
          operation_number: receipt.operation_number.trim(),
          receipt: await fileToBase64(receipt.receipt!),
        },
      });
      await mutate(orderKey(current.reference), updated, { revalidate: false });
      void mutate(PORTFOLIO_KEY);
      setDraft(null);
    } catch (error) {
      const described = describeError(error);
      if (described.code === 'RECEIPT_INVALID') setReceiptErrors({ receipt: described.message });
      else setReceiptError(described.message);
    } finally {
      setSending(false);
    }
  }, [client, current, mutate, receipt, setDraft]);

  const downloadReceipt = useCallback(async () => {
    if (!current) return;
    try {
      nav.save(await fetchOrderReceipt(client, current.reference));
    } catch (error) {
      setReceiptError(describeError(error).message);
    }
  }, [client, current, nav]);

  return {
    form: {
      values: receipt,
      errors: receiptErrors,
      formError: receiptError,
      submitCount: receiptSubmits,
      submitting: sending,
      onValueChange: onReceiptChange,
      onBlur: onReceiptBlur,
      onSubmit: () => void onReceiptSubmit(),
    },
    download: () => void downloadReceipt(),
  };
}
