import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';

/** Skeleton rows while the first page or a new filter loads. */
export function MovementsSkeleton() {
  return (
    <SkeletonGroup
      label="Cargando movimientos"
      className="rounded-xl border border-border bg-surface"
    >
      {[0, 1, 2, 3].map((row) => (
        <div
          key={row}
          className="flex flex-col gap-2 border-b border-border px-4 py-4 last:border-b-0 lg:grid lg:grid-cols-[1fr_1fr_2fr_1fr_1fr_1fr_1.5fr_1.5fr] lg:items-center lg:gap-6"
        >
          <Skeleton className="w-1/2 lg:w-full" />
          <Skeleton className="hidden lg:block" />
          <Skeleton className="w-3/4 lg:w-full" />
          <Skeleton className="w-1/3 lg:w-full" />
          <Skeleton className="hidden lg:block" />
          <Skeleton className="hidden lg:block" />
          <Skeleton variant="block" className="h-6 w-24 rounded-full" />
          <Skeleton variant="block" className="hidden h-9 w-full rounded-md lg:block" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
