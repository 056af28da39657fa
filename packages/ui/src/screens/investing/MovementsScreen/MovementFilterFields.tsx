import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { SelectField, type SelectOption } from '../../../primitives/SelectField';
import { DateField } from '../../shared/DateField';

/** The list's filters; `''` is "all". The dates are ISO days (possibly partial while typed). */
export interface MovementFilters {
  fund: string;
  type: string;
  status: string;
  from: string;
  to: string;
}

/** No filter at all. */
export const emptyMovementFilters: MovementFilters = {
  fund: '',
  type: '',
  status: '',
  from: '',
  to: '',
};

/** Ids of the filters, for tests and error links. */
export const movementFilterIds = {
  fund: 'movements-fund',
  type: 'movements-type',
  status: 'movements-status',
  from: 'movements-from',
  to: 'movements-to',
} as const satisfies Record<keyof MovementFilters, string>;

/** How many filters are set: each of fund, type, status, "Desde" and "Hasta" counts once. */
export function activeFilterCount(filters: MovementFilters): number {
  return Object.values(filters).filter((value) => value !== '').length;
}

/** "Filtrar, 2 filtros activos", "Filtrar, 1 filtro activo", "Filtrar". */
export function filterButtonLabel(count: number): string {
  if (count === 0) return 'Filtrar';
  return count === 1 ? 'Filtrar, 1 filtro activo' : `Filtrar, ${count} filtros activos`;
}

export interface MovementFilterFieldsProps {
  filters: MovementFilters;
  fundOptions: readonly SelectOption[];
  typeOptions: readonly SelectOption[];
  statusOptions: readonly SelectOption[];
  onFilterChange: (name: keyof MovementFilters, value: string) => void;
  filterError?: string;
  toError?: string;
  /** One column, for the filters' dialog on a phone. @default false */
  stacked?: boolean;
  /** After the dates, in their row (the inline filters' "Limpiar filtros"). */
  children?: ReactNode;
}

/** Fondo, Tipo, Estado, Desde and Hasta: inline on a wide screen, in a dialog on a narrow one. */
export function MovementFilterFields({
  filters,
  fundOptions,
  typeOptions,
  statusOptions,
  onFilterChange,
  filterError,
  toError,
  stacked = false,
  children,
}: MovementFilterFieldsProps) {
  return (
    <>
      <div
        className={cn(
          'grid grid-cols-2 gap-4',
          !stacked && 'md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]',
        )}
      >
        <SelectField
          id={movementFilterIds.fund}
          label="Fondo"
          placeholder="Todos los fondos"
          options={fundOptions}
          value={filters.fund}
          onValueChange={(value) => onFilterChange('fund', value)}
          className={cn('col-span-2', !stacked && 'md:col-span-1')}
        />
        <SelectField
          id={movementFilterIds.type}
          label="Tipo"
          placeholder="Todos"
          options={typeOptions}
          value={filters.type}
          onValueChange={(value) => onFilterChange('type', value)}
        />
        <SelectField
          id={movementFilterIds.status}
          label="Estado"
          placeholder="Todos"
          options={statusOptions}
          value={filters.status}
          onValueChange={(value) => onFilterChange('status', value)}
        />
      </div>
      <div
        className={stacked ? 'flex flex-col gap-4' : 'flex flex-wrap items-start gap-x-8 gap-y-4'}
      >
        <DateField
          id={movementFilterIds.from}
          label="Desde"
          optional
          value={filters.from}
          onValueChange={(value) => onFilterChange('from', value)}
          error={filterError}
        />
        <DateField
          id={movementFilterIds.to}
          label="Hasta"
          optional
          value={filters.to}
          onValueChange={(value) => onFilterChange('to', value)}
          error={toError}
        />
        {children}
      </div>
    </>
  );
}
