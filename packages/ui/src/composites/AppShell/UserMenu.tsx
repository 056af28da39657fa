import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Headset, LogOut, Trash2, UserRound } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from './styles';

function initialsOf(name: string | undefined): string {
  if (!name) return '';
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('es-PE'))
    .join('');
}

interface UserMenuProps {
  customerName?: string;
  chatUrl: string;
  onContactSupport?: () => void;
  onLogout: () => void;
  onDeleteAccount: () => void;
}

/**
 * A disclosure, not an ARIA menu: Tab walks its items, Escape or a click outside closes it
 * and the focus goes back to its button.
 */
export function UserMenu({
  customerName,
  chatUrl,
  onContactSupport,
  onLogout,
  onDeleteAccount,
}: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const initials = initialsOf(customerName);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const choose = (action: () => void) => {
    close(true);
    action();
  };

  const item = cn(
    'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-base font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0',
    focusRing,
    'focus-visible:-outline-offset-3',
  );

  return (
    // Escape from any item inside closes the panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex h-11 items-center gap-1 rounded-full border border-border bg-surface pr-2 pl-1 text-text transition-colors hover:bg-surface-sunken data-[state=open]:bg-surface-sunken',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
        >
          {initials || <UserRound className="size-5" />}
        </span>
        <span className="sr-only">Menú de cuenta</span>
        <ChevronDown
          aria-hidden
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-slot="user-menu"
        className="absolute top-full right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-surface-raised p-2 text-text shadow-lg"
      >
        {customerName ? (
          <p className="truncate border-b border-border px-3 pt-1 pb-3 text-sm text-muted">
            Sesión de <span className="font-semibold text-text">{customerName}</span>
          </p>
        ) : null}
        <ul className="flex flex-col gap-1 pt-2">
          <li>
            {onContactSupport ? (
              <button
                type="button"
                className={cn(item, 'hover:bg-surface-sunken')}
                onClick={() => choose(onContactSupport)}
              >
                <Headset aria-hidden />
                Contactar soporte
              </button>
            ) : (
              <a
                href={chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(item, 'hover:bg-surface-sunken')}
                onClick={() => close(false)}
              >
                <Headset aria-hidden />
                Contactar soporte
              </a>
            )}
          </li>
          <li>
            <button
              type="button"
              className={cn(item, 'hover:bg-surface-sunken')}
              onClick={() => choose(onLogout)}
            >
              <LogOut aria-hidden />
              Cerrar sesión
            </button>
          </li>
          <li className="mt-1 border-t border-border pt-2">
            <button
              type="button"
              className={cn(item, 'text-danger hover:bg-danger-surface')}
              onClick={() => choose(onDeleteAccount)}
            >
              <Trash2 aria-hidden />
              Eliminar cuenta
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
