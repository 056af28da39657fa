import type { CatalogueEntry } from '@saf/contract';

/**
 * The error catalogue (every code's Spanish text) is only needed once a call fails, so no page
 * ships it to paint: the API client loads it before it throws the error of a failed answer,
 * and `describeError` reads it from here.
 */
let byCode: ReadonlyMap<string, CatalogueEntry> | null = null;
let loading: Promise<void> | null = null;

/** Loads the catalogue once; a failed load (offline) is retried on the next failure. */
export function loadErrorCatalogue(): Promise<void> {
  loading ??= import('@saf/contract/errors').then(
    ({ ERROR_CATALOGUE }) => {
      byCode = new Map(ERROR_CATALOGUE.map((entry) => [entry.code, entry]));
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/** The entry of a code, once the catalogue is loaded. */
export function catalogueEntry(code: string | null | undefined): CatalogueEntry | undefined {
  return code ? byCode?.get(code) : undefined;
}

/** The entry whose server message (the spec's English text) is `message`. */
export function catalogueEntryByMessage(message: string): CatalogueEntry | undefined {
  if (!byCode) return undefined;
  for (const entry of byCode.values()) if (entry.message === message) return entry;
  return undefined;
}
