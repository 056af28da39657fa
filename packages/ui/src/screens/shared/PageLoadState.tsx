import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { LoadError } from './LoadError';

/** What a page shows before its data: loading them, or they could not be loaded. */
export interface PageLoadStateProps {
  state: 'loading' | 'error';
  /** Why the data could not be loaded; the connection message by default. */
  loadError?: string;
  /** "Reintentar". */
  onRetry: () => void;
}

interface PageLoadCopy {
  /** The load error's title, e.g. "No pudimos cargar tu perfil". */
  errorTitle: string;
  /** The spoken status while loading, e.g. "Cargando tu perfil". */
  loadingLabel: string;
  /** Layout of the skeletons' group. */
  className: string;
  /** Size classes of each block skeleton, top to bottom, shaped like the page. */
  blocks: string[];
}

/** A page's load error or skeletons, with the page's own words (each page names its own). */
export function PageLoadState({
  state,
  loadError,
  onRetry,
  errorTitle,
  loadingLabel,
  className,
  blocks,
}: PageLoadStateProps & PageLoadCopy) {
  if (state === 'error')
    return (
      <LoadError title={errorTitle} onRetry={onRetry}>
        {loadError}
      </LoadError>
    );
  return (
    <SkeletonGroup label={loadingLabel} className={className}>
      {blocks.map((size) => (
        <Skeleton key={size} className={size} variant="block" />
      ))}
    </SkeletonGroup>
  );
}
