import type { ReactNode } from 'react';
import { FieldLabel } from '../../primitives/Field';

/** Form fields two to a row from the small breakpoint up, one under the other on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2 sm:items-start">{children}</div>;
}

/** A titled group of fields (a fieldset and its legend) laid out as a `FieldGrid`. */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-5 border-0 p-0">
      <FieldLabel asLegend size="md" className="mb-3">
        {legend}
      </FieldLabel>
      <FieldGrid>{children}</FieldGrid>
    </fieldset>
  );
}
