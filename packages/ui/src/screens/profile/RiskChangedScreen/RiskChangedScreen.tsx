import { useId } from 'react';
import type { RenderLink } from '../../../composites/AppShell';
import { ProfileSplash } from '../../../composites/Splash';
import { CircleCheck, TriangleAlert } from '../../../icons';
import { renderAnchor } from '../../shared';

/** A fund the customer holds whose risk is above what the new profile accepts. */
export interface HoldingAboveProfile {
  /** Stable key. */
  key: string;
  fundName: string;
  seriesName: string;
  /** 1 (lowest) to 5. */
  riskLevel: number;
  /** Its value, formatted with its currency ("S/ 1,520.40"). */
  value: string;
}

export interface RiskChangedScreenProps {
  /** The new profile ("Conservador"). */
  profile: string;
  /** The profile before the change; null when there was none. */
  previousProfile: string | null;
  /** The highest fund risk level (1–5) the new profile accepts. */
  reach: number;
  /** What the customer holds above the new profile; empty when nothing is. */
  holdingsAbove: readonly HoldingAboveProfile[];
  /** The recommended funds. */
  recommendedHref: string;
  /** The profile page. */
  profileHref: string;
  renderLink?: RenderLink;
}

/**
 * The "risk changed" splash, and what changed: the funds the customer holds that are now above
 * their profile, with what it means (nothing is sold) and what they may do. With none, it says
 * there is nothing to do.
 */
export function RiskChangedScreen({
  profile,
  previousProfile,
  reach,
  holdingsAbove,
  recommendedHref,
  profileHref,
  renderLink = renderAnchor,
}: RiskChangedScreenProps) {
  const headingId = useId();
  const many = holdingsAbove.length > 1;
  return (
    <ProfileSplash
      type="risk-changed"
      heading={`Tu perfil de riesgo ahora es ${profile}`}
      text={
        previousProfile && previousProfile !== profile
          ? `Antes era ${previousProfile}. Desde ahora te recomendaremos los fondos que van con tu nuevo perfil.`
          : 'Desde ahora te recomendaremos los fondos que van con tu perfil.'
      }
      primaryAction={({ label, className }) =>
        renderLink({ href: recommendedHref, className, children: label })
      }
      secondaryAction={({ className }) =>
        renderLink({ href: profileHref, className, children: 'Volver a mi perfil' })
      }
    >
      {holdingsAbove.length ? (
        <section
          aria-labelledby={headingId}
          data-slot="holdings-above"
          className="flex flex-col gap-4 rounded-lg border border-border bg-surface-sunken p-4 text-left sm:p-5"
        >
          <h2 id={headingId} className="flex items-start gap-2 font-display text-lg font-semibold">
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
            Qué cambió en tus inversiones
          </h2>
          <p>
            {many ? 'Estos fondos que tienes son' : 'Este fondo que tienes es'} de más riesgo del
            que acepta tu nuevo perfil, que llega hasta el riesgo {reach} de 5:
          </p>
          <ul className="flex flex-col divide-y divide-border rounded-md border border-border bg-surface">
            {holdingsAbove.map((h) => (
              <li
                key={h.key}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2.5"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">{h.fundName}</span>
                  <span className="block text-sm text-muted">
                    {h.seriesName} · Riesgo {h.riskLevel} de 5
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{h.value}</span>
              </li>
            ))}
          </ul>
          <h3 className="font-semibold">¿Qué significa?</h3>
          <p>
            Que {many ? 'esos fondos pueden' : 'ese fondo puede'} subir y bajar más de lo que hoy
            quieres arriesgar. <strong>No vendemos ni movemos nada:</strong> tu dinero sigue
            invertido como está y sigue siendo tuyo.
          </p>
          <h3 className="font-semibold">¿Qué puedes hacer?</h3>
          <ul className="flex list-disc flex-col gap-1.5 pl-5">
            <li>
              Mantener {many ? 'tus inversiones' : 'tu inversión'}. Si quieres invertir más en{' '}
              {many ? 'esos fondos' : 'ese fondo'}, te pediremos confirmar que conoces su riesgo.
            </li>
            <li>Rescatar una parte o todo cuando quieras, desde tu inicio.</li>
            <li>Pasar tu dinero a fondos de tu perfil: revisa los fondos recomendados.</li>
          </ul>
        </section>
      ) : (
        <p
          data-slot="holdings-above"
          className="flex items-start gap-2 rounded-lg border border-border bg-surface-sunken p-4 text-left"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          Ninguna de tus inversiones supera el riesgo que acepta tu nuevo perfil: no tienes que
          hacer nada.
        </p>
      )}
    </ProfileSplash>
  );
}
