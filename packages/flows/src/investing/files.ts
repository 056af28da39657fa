import {
  movementsCsvRoute,
  orderReceiptPdfRoute,
  type MovementsQuery,
  type RouteDef,
} from '@saf/contract';
import type { ApiClient } from '../api/client';

/** A file the API answered (a PDF, a CSV), with the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

async function fetchFile(
  client: ApiClient,
  route: RouteDef,
  input: { params?: Record<string, string>; query?: Record<string, string | number | undefined> },
): Promise<Blob> {
  return client.request<Blob>({
    method: route.method,
    path: route.path,
    params: input.params,
    query: input.query,
    responseType: 'blob',
  });
}

/** The constancia de suscripción of an order, as a PDF (the call carries the session). */
export async function fetchOrderReceipt(
  client: ApiClient,
  reference: string,
): Promise<DownloadedFile> {
  const blob = await fetchFile(client, orderReceiptPdfRoute, { params: { reference } });
  return { blob, filename: `constancia-${reference.toLowerCase()}.pdf` };
}

/** The movements with the filters given, as CSV. */
export async function fetchMovementsCsv(
  client: ApiClient,
  query: MovementsQuery,
): Promise<DownloadedFile> {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  const blob = await fetchFile(client, movementsCsvRoute, { query: filters });
  return { blob, filename: 'movimientos.csv' };
}

/** A file as base64 (no data: prefix), for the JSON upload routes. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    text += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(text);
}
