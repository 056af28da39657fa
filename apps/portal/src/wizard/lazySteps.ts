import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A wizard's step screens, each a lazy component of the chunk its code loads. */
export function lazySteps<Step extends string, Props>(
  code: Record<Step, () => Promise<{ default: ComponentType<Props> }>>,
): Record<Step, LazyExoticComponent<ComponentType<Props>>> {
  const entries = Object.entries(code) as [
    Step,
    () => Promise<{ default: ComponentType<Props> }>,
  ][];
  return Object.fromEntries(entries.map(([step, load]) => [step, lazy(load)])) as Record<
    Step,
    LazyExoticComponent<ComponentType<Props>>
  >;
}
