import {
  useCallback,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from '../../icons';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const contentVariants = cva(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl py-6 border border-border bg-surface-raised text-text shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type ContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content>;

export interface DialogProps {
  /** Whether the dialog is shown (controlled). Pair it with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open when it is not controlled. @default false */
  defaultOpen?: boolean;
  /** Called with `false` when the customer closes it (close button, Escape, click outside). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Element that opens the dialog (a Button); it gets the focus back on close. A controlled
   * dialog without one gives the focus back to whatever had it when the dialog opened.
   */
  trigger?: ReactNode;
  /** Heading of the dialog, its accessible name. */
  title: ReactNode;
  /** One sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** The body. It scrolls when it is taller than the screen. */
  children?: ReactNode;
  /** Actions at the bottom, usually a secondary and a primary Button. */
  footer?: ReactNode;
  /** Accessible name of the close button. @default 'Cerrar' */
  closeLabel?: string;
  /** Hides the close button, e.g. while an action that cannot be interrupted runs. @default false */
  hideCloseButton?: boolean;
  /** Keeps the dialog open on Escape and outside clicks (the close button still works unless hidden). @default false */
  dismissible?: boolean;
  /** Width of the panel. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Where the focus goes when the dialog opens; defaults to the first focusable element. */
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  /** Extra classes for the panel. */
  className?: string;
}

/**
 * A body that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1), so it becomes
 * focusable only while its content overflows.
 */
function useOverflowing() {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const measure = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}

/**
 * A modal dialog: the focus stays inside while it is open, Escape and the "Cerrar" button
 * close it, and the focus returns to the element that opened it.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel = 'Cerrar',
  hideCloseButton = false,
  dismissible = true,
  size = 'md',
  onOpenAutoFocus,
  className,
}: DialogProps) {
  const [bodyRef, bodyOverflowing] = useOverflowing();
  // Without a trigger Radix has nowhere to put the focus back, and it would fall to the page's
  // body: keep what had the focus when the dialog opened (a menu item, a link) and return there.
  const openerRef = useRef<HTMLElement | null>(null);
  const rememberOpener: ContentProps['onOpenAutoFocus'] = (event) => {
    if (!trigger) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    onOpenAutoFocus?.(event);
  };
  const returnToOpener: ContentProps['onCloseAutoFocus'] = (event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (trigger || !opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  const preventWhenLocked = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-slot="dialog-overlay"
          className="fixed inset-0 z-50 bg-black/50"
        />
        <RadixDialog.Content
          data-slot="dialog"
          data-size={size}
          className={cn(contentVariants({ size }), className)}
          // Without a description Radix expects an explicit opt-out, not a dangling id.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnToOpener}
          onEscapeKeyDown={preventWhenLocked}
          onPointerDownOutside={preventWhenLocked}
          onInteractOutside={preventWhenLocked}
        >
          <div className={cn('px-6', hideCloseButton ? '' : 'pr-16')}>
            <RadixDialog.Title className="font-display text-xl font-semibold text-text">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-base text-muted">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {children ? (
            <div
              ref={bodyRef}
              data-slot="dialog-body"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it
              tabIndex={bodyOverflowing ? 0 : undefined}
              className="min-h-0 flex-1 overflow-y-auto px-6 text-base focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
            >
              {children}
            </div>
          ) : null}
          {footer ? (
            <div
              data-slot="dialog-footer"
              className="flex flex-col-reverse gap-3 px-6 pt-2 sm:flex-row sm:justify-end"
            >
              {footer}
            </div>
          ) : null}
          {/* Last in the DOM so the first Tab lands on the content, not on "Cerrar". */}
          {hideCloseButton ? null : (
            <RadixDialog.Close
              aria-label={closeLabel}
              title={closeLabel}
              className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-sunken hover:text-text focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps an element (a Button) so clicking it closes the enclosing dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
