import { readFileSync } from 'node:fs';
import { apiPath } from '../../lib/paths';
import type { RouteResponse, UbigeoItem } from '@saf/contract';
import { AppError } from '../../lib/errors';
import type { HandlerMap } from '../shared/handlers';
import { requireUser } from '../shared/handlers';

/** The INEI list as shipped in `ubigeo.json` (see README.md in this folder). */
export interface UbigeoData {
  source: string;
  date: string;
  departments: [code: string, name: string][];
  provinces: [code: string, name: string][];
  districts: [code: string, name: string][];
}

export interface UbigeoIndex {
  data: UbigeoData;
  departments: UbigeoItem[];
  /** By department code, sorted by name. */
  provinces: Map<string, UbigeoItem[]>;
  /** By province code, sorted by name. */
  districts: Map<string, UbigeoItem[]>;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });
const byName = (a: UbigeoItem, b: UbigeoItem) =>
  collator.compare(a.name, b.name) || a.code.localeCompare(b.code);

function groupBy(rows: [string, string][], prefix: number): Map<string, UbigeoItem[]> {
  const groups = new Map<string, UbigeoItem[]>();
  for (const [code, name] of rows) {
    const key = code.slice(0, prefix);
    const list = groups.get(key) ?? [];
    list.push({ code, name });
    groups.set(key, list);
  }
  for (const list of groups.values()) list.sort(byName);
  return groups;
}

let index: UbigeoIndex | undefined;

/** The list, read and indexed by prefix on first use. */
export function ubigeoIndex(): UbigeoIndex {
  if (!index) {
    const data = JSON.parse(
      readFileSync(apiPath('src/modules/ubigeo/ubigeo.json'), 'utf8'),
    ) as UbigeoData;
    index = {
      data,
      departments: data.departments.map(([code, name]) => ({ code, name })).sort(byName),
      provinces: groupBy(data.provinces, 2),
      districts: groupBy(data.districts, 4),
    };
  }
  return index;
}

export const ubigeoHandlers: HandlerMap = {
  ubigeoList: async (_ctx, input): Promise<RouteResponse<'ubigeoList'>> => {
    requireUser(input);
    const { department, province } = input.query;
    const ubigeo = ubigeoIndex();
    if (department !== undefined) {
      const items = ubigeo.provinces.get(department);
      if (!items) throw new AppError('NOT_FOUND');
      return { items };
    }
    if (province !== undefined) {
      const items = ubigeo.districts.get(province);
      if (!items) throw new AppError('NOT_FOUND');
      return { items };
    }
    return { items: ubigeo.departments };
  },
};
