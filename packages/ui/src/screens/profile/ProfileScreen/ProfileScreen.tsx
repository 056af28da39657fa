import type { ReactNode } from 'react';
import type { RenderLink } from '../../../composites/AppShell';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { MaskedEmail } from '../../../primitives/MaskedEmail';
import { renderAnchor, screenLinkClasses } from '../../shared';

/** The page's title and heading. */
export const PROFILE_TITLE = 'Mi perfil';

/** One consent of law 29733, as the page lists it. */
export interface ProfileConsent {
  purpose: string;
  /** What it is for, e.g. "Recibir novedades y ofertas de nuestros fondos". */
  label: string;
  accepted: boolean;
  /** Required to use the portal: no control, it is only shown. */
  required: boolean;
  /** When and which version, e.g. "Aceptado el lunes, 12 de enero de 2026 · versión 2025-01". */
  detail: string;
}

/** The customer's data as the page shows it (the flows hook formats and masks it). */
export interface ProfileData {
  fullName: string;
  email: string;
  /** Masked, e.g. "+51 ••• ••• 321"; null when none is registered. */
  phone: string | null;
  /** e.g. "DNI 45678901". */
  document: string | null;
  birthDate: string | null;
  /** The home address in one line; null before the client data gives it. */
  address: string | null;
  riskProfile: { label: string; since: string | null } | null;
  finalBeneficiary: string | null;
  consents: readonly ProfileConsent[];
}

export interface ProfileScreenProps {
  profile: ProfileData;
  /** Gives (`true`) or withdraws (`false`) an optional consent. */
  onConsentChange: (purpose: string, accepted: boolean) => void;
  /** The consent being changed: its button waits. */
  consentBusy?: string;
  /** What the last change did (Spanish), announced politely. */
  consentNotice?: string;
  /** Why the last change failed (Spanish). */
  consentError?: string;
  /** Where each change is made; a row without its link only shows the data. */
  links: {
    updatePassword: string;
    deleteAccount: string;
    riskProfile?: string;
    /** The account's activity ("No fui yo"). */
    securityLog?: string;
    /** Changing the email with a code. */
    changeEmail?: string;
    /** Changing the home address (once the client data is completed). */
    editAddress?: string;
    /** Changing the mobile number with a code sent by SMS. */
    changePhone?: string;
    /** The risk-change wizard (questionnaire, then a code); shown once a profile exists. */
    changeRisk?: string;
    /** The final-beneficiary wizard (Seleccionar, Validación). */
    finalBeneficiary?: string;
    /** Account statements (EECC) by month and fund. */
    statements?: string;
    /** Participation certificates and the funds' documents. */
    documents?: string;
  };
  renderLink?: RenderLink;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id={id} className="font-display text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Cambiar" after a value, with what it changes for screen readers. */
function ChangeLink({
  href,
  what,
  renderLink,
}: {
  href: string | undefined;
  what: string;
  renderLink: RenderLink;
}) {
  if (!href) return null;
  return (
    <>
      {' '}
      {renderLink({
        href,
        className: `${screenLinkClasses} ml-2 text-sm`,
        children: (
          <>
            Cambiar<span className="sr-only"> {what}</span>
          </>
        ),
      })}
    </>
  );
}

/** Links one under the other; a link without an address is left out. */
function LinkList({
  links,
  renderLink,
}: {
  links: readonly (readonly [href: string | undefined, label: string])[];
  renderLink: RenderLink;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {links.map(([href, label]) =>
        href ? (
          <li key={label}>{renderLink({ href, className: screenLinkClasses, children: label })}</li>
        ) : null,
      )}
    </ul>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-6">
      <dt className="text-muted sm:w-48 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * "Mi perfil": personal data, contact (masked), investor profile, final beneficiary, security
 * (password, deleting the account) and the consents of law 29733 with the optional ones given
 * or withdrawn in place.
 */
export function ProfileScreen({
  profile,
  onConsentChange,
  consentBusy,
  consentNotice,
  consentError,
  links,
  renderLink = renderAnchor,
}: ProfileScreenProps) {
  const none = <span className="text-muted">No registrado</span>;
  return (
    <div data-slot="profile-screen" className="mx-auto flex max-w-3xl flex-col gap-6 text-text">
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {PROFILE_TITLE}
        </h1>
        <p className="mt-1 text-muted">Tus datos, tu perfil de inversionista y tus permisos.</p>
      </header>

      <Section id="profile-personal" title="Datos personales">
        <dl className="flex flex-col gap-3">
          <Row term="Nombre">{profile.fullName || none}</Row>
          <Row term="Documento">{profile.document ?? none}</Row>
          <Row term="Fecha de nacimiento">{profile.birthDate ?? none}</Row>
          <Row term="Correo electrónico">
            <MaskedEmail email={profile.email} wrap="anywhere" />
            <ChangeLink
              href={links.changeEmail}
              what="el correo electrónico"
              renderLink={renderLink}
            />
          </Row>
          <Row term="Celular">
            {profile.phone ?? none}
            <ChangeLink href={links.changePhone} what="el celular" renderLink={renderLink} />
          </Row>
          <Row term="Dirección">
            {profile.address ?? none}
            {profile.address ? (
              <ChangeLink href={links.editAddress} what="la dirección" renderLink={renderLink} />
            ) : null}
          </Row>
        </dl>
      </Section>

      <Section id="profile-investor" title="Perfil de inversionista">
        <dl className="flex flex-col gap-3">
          <Row term="Perfil de riesgo">
            {profile.riskProfile ? (
              <>
                <span className="font-semibold">{profile.riskProfile.label}</span>
                {profile.riskProfile.since ? (
                  <span className="block text-sm text-muted">
                    Según tu test del {profile.riskProfile.since}
                  </span>
                ) : null}
              </>
            ) : (
              <span className="text-muted">Aún no haces el test del inversionista</span>
            )}
          </Row>
          <Row term="Beneficiario final">
            {profile.finalBeneficiary ?? none}
            <ChangeLink
              href={links.finalBeneficiary}
              what="el beneficiario final"
              renderLink={renderLink}
            />
          </Row>
        </dl>
        {profile.riskProfile && links.changeRisk
          ? renderLink({
              href: links.changeRisk,
              className: `${screenLinkClasses} self-start`,
              children: 'Cambiar mi perfil de riesgo',
            })
          : links.riskProfile
            ? renderLink({
                href: links.riskProfile,
                className: `${screenLinkClasses} self-start`,
                children: profile.riskProfile ? 'Volver a hacer el test' : 'Hacer el test',
              })
            : null}
      </Section>

      {links.statements || links.documents ? (
        <Section id="profile-documents" title="Estados de cuenta y documentos">
          <LinkList
            renderLink={renderLink}
            links={[
              [links.statements, 'Descargar estados de cuenta'],
              [links.documents, 'Certificados de participación y documentos de tus fondos'],
            ]}
          />
        </Section>
      ) : null}

      <Section id="profile-security" title="Seguridad">
        <LinkList
          renderLink={renderLink}
          links={[
            [links.securityLog, 'Actividad de tu cuenta'],
            [links.updatePassword, 'Cambiar contraseña'],
            [links.deleteAccount, 'Eliminar cuenta'],
          ]}
        />
      </Section>

      <Section id="profile-consents" title="Tus permisos (Ley 29733)">
        <p className="text-sm text-muted">
          Los obligatorios son necesarios para usar el portal. Los demás puedes darlos o retirarlos
          cuando quieras; guardamos cada cambio con su fecha.
        </p>
        {consentError ? <Alert variant="danger">{consentError}</Alert> : null}
        <div role="status" className="empty:hidden">
          {consentNotice ? (
            <Alert variant="success" announce={false}>
              {consentNotice}
            </Alert>
          ) : null}
        </div>
        <ul className="flex flex-col divide-y divide-border">
          {profile.consents.map((c) => (
            <li
              key={c.purpose}
              data-consent={c.purpose}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
            >
              <div className="min-w-0">
                <p className="font-medium">{c.label}</p>
                <p className="text-sm text-muted">
                  {c.required ? 'Obligatorio · ' : ''}
                  {c.detail}
                </p>
              </div>
              {c.required ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  className="shrink-0 self-start sm:self-center"
                  loading={consentBusy === c.purpose}
                  onClick={() => onConsentChange(c.purpose, !c.accepted)}
                >
                  {c.accepted ? 'Retirar' : 'Aceptar'}
                  <span className="sr-only"> «{c.label}»</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
