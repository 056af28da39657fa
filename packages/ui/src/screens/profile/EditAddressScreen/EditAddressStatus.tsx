import type { ReactNode } from 'react';
import { LoadError } from '../../shared/LoadError';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';

export interface EditAddressLoadErrorProps {
  /** "Reintentar": loads the address again. */
  onRetry: () => void;
  /** What happened; the connection message by default. */
  children?: ReactNode;
}

/** The address page when its data could not be loaded. */
export function EditAddressLoadError({ onRetry, children }: EditAddressLoadErrorProps) {
  return (
    <LoadError title="No pudimos cargar tu dirección" onRetry={onRetry}>
      {children}
    </LoadError>
  );
}

/** The address page while its data load: one "Cargando" status for the whole form. */
export function EditAddressLoading() {
  return (
    <SkeletonGroup label="Cargando tu dirección" className="mx-auto max-w-2xl space-y-4">
      <Skeleton className="h-8 w-1/2" variant="block" />
      <Skeleton className="h-72" variant="block" />
    </SkeletonGroup>
  );
}
