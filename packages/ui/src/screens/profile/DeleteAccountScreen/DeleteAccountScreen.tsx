import type { RenderLink } from '../../../composites/AppShell';
import { CircleAlert, Info, ShieldCheck } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { Button, buttonVariants } from '../../../primitives/Button';
import { Money, type Currency } from '../../../primitives/Money';
import { PasswordField } from '../../../primitives/PasswordField';
import {
  ScreenForm,
  renderAnchor,
  screenLinkClasses,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
} from '../../shared';

/** The page's title and heading. */
export const DELETE_ACCOUNT_TITLE = 'Eliminar cuenta';

/** What the customer still holds in one fund and series. */
export interface DeleteAccountHolding {
  fundName: string;
  seriesLabel: string;
  currency: Currency;
  /** Its value at the latest valor cuota, a decimal string. */
  value: string;
}

/** An order or rescue still in process. */
export interface DeleteAccountPending {
  reference: string;
  fundName: string;
  kind: 'SUBSCRIPTION' | 'RESCUE';
  /** Where its tracker is. */
  href: string;
}

export interface DeleteAccountValues {
  [key: string]: unknown;
  password: string;
}

/** Ids of the form, for the error summary's links and tests. */
export const deleteAccountFieldIds = {
  form: 'delete-account-form',
  password: 'delete-account-password',
} as const;

export interface DeleteAccountScreenProps extends FormScreenState<DeleteAccountValues> {
  /** Cuotas still held: each must be rescued first. */
  holdings: readonly DeleteAccountHolding[];
  /** Orders and rescues in process: each must end first. */
  pending: readonly DeleteAccountPending[];
  /** Years the law keeps the records of a deleted account. */
  retentionYears: number;
  /** Where "Rescatar" leads (home, with the holdings). */
  rescueHref: string;
  /** Where "Volver" leads. */
  backHref: string;
  renderLink?: RenderLink;
}

/**
 * "Eliminar cuenta": with cuotas held or an order in process, what is left to do first, each
 * with where to do it; otherwise what deleting means (no more access, every session closed,
 * the records the law keeps and for how long) and the password to confirm it. The button is
 * the danger one and says exactly what it does.
 */
export function DeleteAccountScreen(props: DeleteAccountScreenProps) {
  const { holdings, pending, retentionYears, renderLink = renderAnchor } = props;
  const ids = deleteAccountFieldIds;
  const blocked = holdings.length > 0 || pending.length > 0;
  const errors = summaryErrors(props, { password: ids.password }, ids.form);

  return (
    <div
      data-slot="delete-account-screen"
      className="mx-auto flex max-w-2xl flex-col gap-6 text-text"
    >
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {DELETE_ACCOUNT_TITLE}
        </h1>
        <p className="mt-1 text-muted">
          Al eliminar tu cuenta ya no podrás ingresar al portal ni invertir con ella.
        </p>
      </header>

      {blocked ? (
        <Alert variant="warning" title="Antes de eliminar tu cuenta" announce={false}>
          <p>Para eliminarla no debes tener inversiones ni solicitudes en proceso.</p>
          {holdings.length ? (
            <>
              <p className="mt-3 font-semibold">Rescata tus cuotas de:</p>
              <ul className="mt-1 list-disc pl-5">
                {holdings.map((h) => (
                  <li key={`${h.fundName}-${h.seriesLabel}`}>
                    {h.fundName}, {h.seriesLabel}: <Money amount={h.value} currency={h.currency} />
                  </li>
                ))}
              </ul>
              {renderLink({
                href: props.rescueHref,
                className: `${screenLinkClasses} mt-2 inline-block`,
                children: 'Ir a mis inversiones para rescatar',
              })}
            </>
          ) : null}
          {pending.length ? (
            <>
              <p className="mt-3 font-semibold">Espera que terminen estas solicitudes:</p>
              <ul className="mt-1 list-disc pl-5">
                {pending.map((o) => (
                  <li key={o.reference}>
                    {renderLink({
                      href: o.href,
                      className: screenLinkClasses,
                      children: `${o.kind === 'RESCUE' ? 'Rescate' : 'Suscripción'} ${o.reference}`,
                    })}{' '}
                    en {o.fundName}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : (
        <section
          aria-labelledby="delete-account-what"
          className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5"
        >
          <h2 id="delete-account-what" className="font-display text-lg font-semibold">
            Qué pasará
          </h2>
          <ul className="flex flex-col gap-2">
            <li className="flex items-start gap-2">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
              No podrás volver a ingresar con este correo y cerraremos todas tus sesiones.
            </li>
            <li className="flex items-start gap-2">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
              Tus cuentas bancarias y preferencias dejarán de usarse. Te enviaremos un correo de
              confirmación.
            </li>
          </ul>
        </section>
      )}

      <section
        aria-labelledby="delete-account-law"
        className="flex flex-col gap-2 rounded-xl border border-border bg-surface-sunken p-5 text-sm"
      >
        <h2 id="delete-account-law" className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
          Qué datos conservamos
        </h2>
        <p>
          Por la Ley 27693 y sus normas de prevención del lavado de activos, guardamos tus datos de
          identificación y el registro de tus operaciones durante {retentionYears} años desde que
          eliminas tu cuenta. Solo los usamos para cumplir esa obligación y luego los eliminamos.
          Tus demás datos personales se eliminan, como manda la Ley 29733 de protección de datos
          personales.
        </p>
      </section>

      {blocked ? (
        renderLink({
          href: props.backHref,
          className: `${buttonVariants({ variant: 'secondary' })} self-start`,
          children: 'Volver al inicio',
        })
      ) : (
        <ScreenForm id={ids.form} errors={errors} form={props} className="flex flex-col gap-5">
          <PasswordField
            label="Contraseña"
            required
            autoComplete="current-password"
            hint="Para confirmar que eres tú, ingresa tu contraseña."
            className="sm:max-w-md"
            {...textFieldProps(props, 'password', ids.password)}
          />
          <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row-reverse sm:justify-end">
            <Button type="submit" variant="danger" loading={props.submitting}>
              Eliminar mi cuenta
            </Button>
            {renderLink({
              href: props.backHref,
              className: buttonVariants({ variant: 'secondary' }),
              children: 'Cancelar',
            })}
          </div>
        </ScreenForm>
      )}
    </div>
  );
}
