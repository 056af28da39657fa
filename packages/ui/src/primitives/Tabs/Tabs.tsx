import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cn } from '../../lib/cn';

export interface TabsProps extends ComponentPropsWithoutRef<typeof RadixTabs.Root> {
  /** The selected tab (controlled). Pair it with `onValueChange`. */
  value?: string;
  /** The tab selected first when not controlled. */
  defaultValue?: string;
  /** Called with the value of the tab the customer selects. */
  onValueChange?: (value: string) => void;
  /** `automatic`: arrows select as they move; `manual`: arrows move, Enter or Space select. @default 'automatic' */
  activationMode?: 'automatic' | 'manual';
}

/**
 * Tabs: one panel visible at a time. Left/Right arrows move between tabs, Home and End jump
 * to the first and last.
 */
export const Tabs = forwardRef<ElementRef<typeof RadixTabs.Root>, TabsProps>(function Tabs(
  { className, ...props },
  ref,
) {
  return (
    <RadixTabs.Root
      ref={ref}
      data-slot="tabs"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    />
  );
});

export interface TabsListProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTabs.List>,
  'aria-label'
> {
  /** Accessible name of the group of tabs, e.g. "Perfiles de riesgo". */
  label: string;
  /** Stretches the tabs to share the full width. @default false */
  fullWidth?: boolean;
}

/** The row of tabs. It scrolls sideways when the tabs do not fit. */
export const TabsList = forwardRef<ElementRef<typeof RadixTabs.List>, TabsListProps>(
  function TabsList({ label, fullWidth = false, className, ...props }, ref) {
    return (
      <RadixTabs.List
        ref={ref}
        aria-label={label}
        data-slot="tabs-list"
        className={cn(
          'flex max-w-full gap-1 overflow-x-auto border-b border-border',
          fullWidth && '[&>*]:flex-1',
          className,
        )}
        {...props}
      />
    );
  },
);

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof RadixTabs.Trigger> {
  /** Matches the `value` of its TabsContent. */
  value: string;
}

/** One tab. Its selected state is `data-state="active"`. */
export const TabsTrigger = forwardRef<ElementRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(
  function TabsTrigger({ className, ...props }, ref) {
    return (
      <RadixTabs.Trigger
        ref={ref}
        data-slot="tabs-trigger"
        className={cn(
          'relative -mb-px inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-t-md border-b-3 border-transparent px-4 text-base font-semibold whitespace-nowrap text-muted transition-colors',
          'hover:bg-surface-sunken hover:text-text',
          'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
          'data-[state=active]:border-primary data-[state=active]:text-primary',
          // Forced colours paint every edge in the text colour: only the selected tab keeps its
          // underline, in the theme's selection colour.
          'forced-colors:not-data-[state=active]:border-b-[color:Canvas] forced-colors:data-[state=active]:border-b-[color:Highlight]',
          'disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:bg-transparent',
          '[&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
        {...props}
      />
    );
  },
);

export interface TabsContentProps extends ComponentPropsWithoutRef<typeof RadixTabs.Content> {
  /** Matches the `value` of its TabsTrigger. */
  value: string;
}

/** The panel shown while its tab is selected. */
export const TabsContent = forwardRef<ElementRef<typeof RadixTabs.Content>, TabsContentProps>(
  function TabsContent({ className, ...props }, ref) {
    return (
      <RadixTabs.Content
        ref={ref}
        data-slot="tabs-content"
        className={cn(
          'rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          className,
        )}
        {...props}
      />
    );
  },
);
