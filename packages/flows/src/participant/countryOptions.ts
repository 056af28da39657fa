import { COUNTRY_CODES, PERU } from '@saf/contract';

// Apart from the client data's other lists: the profile's address change needs only these.

export interface Option {
  value: string;
  label: string;
}

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
