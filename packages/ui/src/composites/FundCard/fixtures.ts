import type { FundCardProps } from './FundCard';

/** A decorative landscape as a data URL, so stories need no network. */
function landscape(sky: string, hills: string, sun: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240"><rect width="640" height="240" fill="${sky}"/><circle cx="500" cy="70" r="36" fill="${sun}"/><path d="M0 170 L120 90 L220 150 L340 60 L470 160 L640 100 L640 240 L0 240Z" fill="${hills}" opacity="0.75"/><path d="M0 200 C160 160 320 230 640 180 L640 240 L0 240Z" fill="${hills}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleImages = {
  andes: landscape('#9cc9d9', '#35614f', '#f6d47a'),
  coast: landscape('#f3c9a1', '#7a4b3a', '#fff1c1'),
};

export const funds: Omit<FundCardProps, 'theme'>[] = [
  {
    name: 'Quipu Cash Soles',
    type: 'Deuda de corto plazo',
    currency: 'PEN',
    risk: 'conservador',
    navPerUnit: '15.2345678',
    navDate: '2025-11-20',
    recentReturn: '6.45',
    minimumInvestment: '500',
    href: '#quipu-cash-soles',
  },
  {
    name: 'Quipu Renta Dólares',
    type: 'Deuda de mediano plazo',
    currency: 'USD',
    risk: 'conservador',
    navPerUnit: '112.903214',
    navDate: '2025-11-20',
    recentReturn: '4.12',
    minimumInvestment: '200',
    href: '#quipu-renta-dolares',
  },
  {
    name: 'Quipu Balanceado',
    type: 'Mixto moderado',
    currency: 'PEN',
    risk: 'moderado',
    navPerUnit: '1.843210',
    navDate: '2025-11-20',
    recentReturn: '8.90',
    minimumInvestment: '1000',
    href: '#quipu-balanceado',
  },
  {
    name: 'Quipu Acciones Perú',
    type: 'Renta variable',
    currency: 'PEN',
    risk: 'agresivo',
    navPerUnit: '23.004567',
    navDate: '2025-11-20',
    recentReturn: '-3.20',
    minimumInvestment: '1000',
    href: '#quipu-acciones-peru',
  },
  {
    name: 'Quipu Global',
    type: 'Internacional',
    currency: 'USD',
    risk: 'agresivo',
    navPerUnit: '98.120045',
    navDate: '2025-11-20',
    recentReturn: '12.75',
    minimumInvestment: '500',
    href: '#quipu-global',
  },
];
