import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';

/** The portfolio while it loads: two currency totals and three holdings. */
export function PortfolioSkeleton() {
  return (
    <SkeletonGroup label="Cargando tus inversiones" className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((card) => (
          <div
            key={card}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5"
          >
            <Skeleton className="w-1/3" />
            <Skeleton variant="block" className="h-8 w-1/2" />
            <Skeleton lines={2} className="w-2/3" />
          </div>
        ))}
      </div>
      <div className="rounded-xl border border-border bg-surface">
        {[0, 1, 2].map((row) => (
          <div
            key={row}
            className="flex flex-col gap-2 border-b border-border px-4 py-4 last:border-b-0 lg:grid lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_1fr] lg:gap-6"
          >
            <Skeleton className="w-2/3 lg:w-full" />
            <Skeleton className="w-1/2 lg:w-full" />
            <Skeleton className="hidden lg:block" />
            <Skeleton className="hidden lg:block" />
            <Skeleton className="hidden lg:block" />
            <Skeleton className="w-1/3 lg:w-full" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
