import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';

/** Two card-shaped placeholders while the accounts load. */
export function BankAccountsSkeleton() {
  return (
    <SkeletonGroup label="Cargando tus cuentas bancarias" className="grid gap-4 lg:grid-cols-2">
      {[0, 1].map((card) => (
        <div
          key={card}
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
        >
          <div className="flex items-start gap-3">
            <Skeleton variant="block" className="size-10 rounded-md" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="w-1/3" />
              <Skeleton className="w-1/2" />
            </div>
          </div>
          <Skeleton variant="block" className="h-32 w-full rounded-lg" />
          <Skeleton variant="block" className="h-9 w-2/3 rounded-md" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
