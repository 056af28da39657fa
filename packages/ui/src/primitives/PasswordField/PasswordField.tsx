import {
  forwardRef,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Eye, EyeOff, TriangleAlert } from '../../icons';
import { TextField, type TextFieldProps } from '../TextField';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'autoComplete' | 'suffix' | 'inputMode'
> {
  /** `current-password` to sign in, `new-password` to create one (lets managers suggest one). @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  /** Accessible name of the show/hide toggle. @default 'Mostrar contraseña' */
  toggleLabel?: string;
  /** Warning shown while Caps Lock is on. @default 'Bloq Mayús está activado' */
  capsLockMessage?: ReactNode;
}

/**
 * Password input with a show/hide toggle and a Caps Lock warning. Pasting is allowed, so
 * password managers work.
 *
 * The toggle is a toggle button: its name stays "Mostrar contraseña" and `aria-pressed`
 * tells whether the password is shown (a toggle whose name also flips would announce the
 * opposite of its state). Its tooltip says the next action: "Ocultar contraseña" once shown.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    {
      autoComplete = 'current-password',
      toggleLabel = 'Mostrar contraseña',
      capsLockMessage = 'Bloq Mayús está activado',
      disabled = false,
      className,
      onKeyDown,
      onKeyUp,
      onBlur,
      'aria-describedby': describedBy,
      ...props
    },
    ref,
  ) {
    const [visible, setVisible] = useState(false);
    const [capsLock, setCapsLock] = useState(false);
    const capsLockId = `caps${useId().replace(/:/g, '')}`;

    // Caps Lock is only knowable from keyboard events; both edges keep it current.
    const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
      if (typeof event.getModifierState === 'function') {
        setCapsLock(event.getModifierState('CapsLock'));
      }
    };

    return (
      <div data-slot="password-field" className={className}>
        <TextField
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          data-visible={visible || undefined}
          aria-describedby={
            [capsLock ? capsLockId : null, describedBy].filter(Boolean).join(' ') || undefined
          }
          onKeyDown={(event) => {
            trackCapsLock(event);
            onKeyDown?.(event);
          }}
          onKeyUp={(event) => {
            trackCapsLock(event);
            onKeyUp?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            setCapsLock(false);
            onBlur?.(event);
          }}
          suffix={
            <button
              type="button"
              aria-pressed={visible}
              aria-label={toggleLabel}
              title={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
              disabled={disabled}
              data-slot="password-toggle"
              onClick={() => setVisible((shown) => !shown)}
              className="-me-2 inline-flex size-9 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-sunken hover:text-text focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:hover:bg-transparent"
            >
              {visible ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          }
          {...props}
        />
        {/* Always in the DOM so screen readers announce the warning when it appears. */}
        <div role="status" className="empty:hidden">
          {capsLock ? (
            <p
              id={capsLockId}
              data-slot="caps-lock-warning"
              className="mt-1.5 flex items-center gap-1.5 rounded-md bg-warning-surface px-2 py-1 text-sm font-medium text-text"
            >
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
              {capsLockMessage}
            </p>
          ) : null}
        </div>
      </div>
    );
  },
);
