import type { ReactNode } from 'react';
import { RotateCw } from '../../icons';
import { Alert } from './Alert';
import { Button } from '../Button';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. "No pudimos cargar los fondos". */
  title: string;
  /** Loads it again; without it there is no "Reintentar" button. */
  onRetry?: () => void;
  /** What happened and what to do. */
  children?: ReactNode;
}

/** A screen's data did not arrive: what failed, and a way to try again. */
export function LoadError({
  title,
  onRetry,
  children = 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
}: LoadErrorProps) {
  return (
    <Alert
      variant="danger"
      title={title}
      action={
        onRetry ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onRetry}
            startIcon={<RotateCw aria-hidden className="size-4" />}
          >
            Reintentar
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
