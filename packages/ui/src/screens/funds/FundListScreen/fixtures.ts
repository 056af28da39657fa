// Stories only: the fund catalogue of the portal's stories, best 12-month return first (the
// default order), each with the colour theme the catalogue gives it.
import { sampleImages } from '../../../composites/FundCard/fixtures';
import type { FundCardProps } from '../../../composites/FundCard';

export type CatalogueFund = FundCardProps & { code: string };

export const catalogue: CatalogueFund[] = [
  {
    code: 'GLOBUSD',
    name: 'Global Dólares',
    type: 'Internacional',
    currency: 'USD',
    risk: 'agresivo',
    navPerUnit: '98.120045',
    navDate: '2025-11-20',
    recentReturn: '12.75',
    minimumInvestment: '500',
    theme: 5,
    href: '/products/GLOBUSD',
  },
  {
    code: 'MIXPEN',
    name: 'Renta Mixta Soles',
    type: 'Mixto moderado',
    currency: 'PEN',
    risk: 'moderado',
    navPerUnit: '1.843210',
    navDate: '2025-11-20',
    recentReturn: '8.90',
    minimumInvestment: '1000',
    theme: 3,
    imageCard: sampleImages.andes,
    href: '/products/MIXPEN',
  },
  {
    code: 'MIXUSD',
    name: 'Renta Mixta Dólares',
    type: 'Mixto moderado',
    currency: 'USD',
    risk: 'moderado',
    navPerUnit: '121.448830',
    navDate: '2025-11-20',
    recentReturn: '7.35',
    minimumInvestment: '300',
    theme: 4,
    href: '/products/MIXUSD',
  },
  {
    code: 'CPPEN',
    name: 'Renta Corto Plazo Soles',
    type: 'Deuda de corto plazo',
    currency: 'PEN',
    risk: 'conservador',
    navPerUnit: '15.2345678',
    navDate: '2025-11-20',
    recentReturn: '6.45',
    minimumInvestment: '500',
    theme: 1,
    href: '/products/CPPEN',
  },
  {
    code: 'MPPEN',
    name: 'Renta Mediano Plazo Soles',
    type: 'Deuda de mediano plazo',
    currency: 'PEN',
    risk: 'conservador',
    navPerUnit: '11.027561',
    navDate: '2025-11-20',
    recentReturn: '5.80',
    minimumInvestment: '500',
    theme: 2,
    imageCard: sampleImages.coast,
    href: '/products/MPPEN',
  },
  {
    code: 'CPUSD',
    name: 'Renta Corto Plazo Dólares',
    type: 'Deuda de corto plazo',
    currency: 'USD',
    risk: 'conservador',
    navPerUnit: '112.903214',
    navDate: '2025-11-20',
    recentReturn: '4.12',
    minimumInvestment: '200',
    theme: 1,
    href: '/products/CPUSD',
  },
  {
    code: 'ACCPE',
    name: 'Acciones Perú',
    type: 'Renta variable',
    currency: 'PEN',
    risk: 'agresivo',
    navPerUnit: '23.004567',
    navDate: '2025-11-20',
    recentReturn: '-3.20',
    minimumInvestment: '1000',
    theme: 4,
    href: '/products/ACCPE',
  },
];

/** A fund of the catalogue by its code. */
export function fundByCode(code: string): CatalogueFund {
  const fund = catalogue.find((candidate) => candidate.code === code);
  if (!fund) throw new RangeError(`No fund ${code} in the stories' catalogue`);
  return fund;
}
