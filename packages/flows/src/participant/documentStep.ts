import {
  DOCUMENT_PHOTO_MAX_BYTES,
  documentPhotoRoute,
  type ClientData,
  type DocumentPhotoSideName,
} from '@saf/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useFlows } from '../provider/FlowsProvider';
import { clientDataOptions } from './clientDataOptions';
import { useClientStepForm } from './clientStepForm';
import { CLIENT_DATA_KEY } from './useClientData';

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
