import { ubigeoListRoute } from '@saf/contract';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import { useFlows } from '../provider/FlowsProvider';
import type { Option } from './clientDataOptions';

// The INEI lists, for Residencia's selects and for naming the district on Validación.

const toOptions = (items: { code: string; name: string }[] | undefined): Option[] =>
  (items ?? []).map((i) => ({ value: i.code, label: i.name }));

/** Departments, the provinces of the chosen department and the districts of the province. */
export function useUbigeoOptions(department: string, province: string) {
  const { client } = useFlows();
  const departments = useSWR(['ubigeo'], () => callRoute(client, ubigeoListRoute, { query: {} }));
  const provinces = useSWR(department ? ['ubigeo', department] : null, () =>
    callRoute(client, ubigeoListRoute, { query: { department } }),
  );
  const districts = useSWR(province ? ['ubigeo', province] : null, () =>
    callRoute(client, ubigeoListRoute, { query: { province } }),
  );
  return {
    departments: toOptions(departments.data?.items),
    provinces: toOptions(provinces.data?.items),
    districts: toOptions(districts.data?.items),
    loadingProvinces: Boolean(department) && provinces.isLoading,
    loadingDistricts: Boolean(province) && districts.isLoading,
  };
}
