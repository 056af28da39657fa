import type { ReactNode } from 'react';
import { AuthLayout, type AuthFrameProps } from '../../auth/AuthLayout';
import { screenLinkClasses } from '../../shared';
import { cn } from '../../../lib/cn';

/** The page's title and heading. */
export const ACCESSIBILITY_TITLE = 'Accesibilidad';

/** A known barrier, with the date it was found and what to do meanwhile. */
export interface AccessibilityException {
  /** What does not meet the standard. */
  title: string;
  /** Why, and the way around it until it is fixed. */
  detail: string;
  /** When it was found, ISO date (YYYY-MM-DD). */
  since: string;
}

export interface AccessibilityStatementPageProps extends AuthFrameProps {
  /** The day the statement was last reviewed, ISO date (YYYY-MM-DD). */
  reviewedOn: string;
  /** Known exceptions; none today is said in so many words. */
  exceptions?: AccessibilityException[];
  /** Business days within which a reported barrier gets an answer. @default 5 */
  answerWithinDays?: number;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('es-PE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClasses = cn(screenLinkClasses, 'break-words');

/**
 * The accessibility statement: the standard the portal meets (WCAG 2.2 AA), how it is tested,
 * the known exceptions with their dates, and how to report a barrier, in plain Spanish.
 */
export function AccessibilityStatementPage({
  reviewedOn,
  exceptions = [],
  answerWithinDays = 5,
  logo,
  support,
}: AccessibilityStatementPageProps) {
  const phoneDigits = support?.phone?.replace(/[^\d+]/g, '');
  return (
    <AuthLayout
      title={ACCESSIBILITY_TITLE}
      description="Queremos que todas las personas puedan invertir y revisar sus fondos en este portal, sin importar cómo lo usen: con teclado, lector de pantalla, zoom, colores del sistema o en un celular."
      size="lg"
      aside={false}
      logo={logo}
      support={support}
    >
      <div className="flex flex-col gap-8 text-base text-text">
        <Section id="a11y-standard" title="El estándar que cumplimos">
          <p>
            El portal cumple las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en su
            nivel AA, la referencia internacional de accesibilidad web.
          </p>
        </Section>

        <Section id="a11y-testing" title="Cómo lo comprobamos">
          <p>Antes de publicar cualquier cambio, cada pantalla pasa estas revisiones:</p>
          <ul className="flex list-disc flex-col gap-2 ps-6">
            <li>Revisión automática de las reglas de WCAG 2.2 AA en cada pantalla.</li>
            <li>
              Recorridos completos solo con el teclado, desde el registro hasta el cierre de sesión.
            </li>
            <li>
              Sin desplazamiento lateral en pantallas de 320 píxeles de ancho (equivale a un zoom de
              400 %).
            </li>
            <li>
              Texto legible con mayor espacio entre líneas, letras y palabras, sin cortes ni
              superposiciones.
            </li>
            <li>
              Foco siempre visible y nunca tapado por la barra inferior ni por el botón de chat.
            </li>
            <li>Botones y enlaces de al menos 24 por 24 píxeles, o con espacio suficiente.</li>
            <li>
              Campos que tu navegador puede autocompletar, y contraseñas y códigos que puedes pegar.
            </li>
            <li>Colores del sistema (alto contraste) y la opción de reducir el movimiento.</li>
            <li>La estructura que oye un lector de pantalla: títulos, regiones y mensajes.</li>
          </ul>
          <p>Revisamos el portal en sus dos marcas, en computadora y en celular.</p>
        </Section>

        <Section id="a11y-exceptions" title="Excepciones conocidas">
          {exceptions.length ? (
            <ul className="flex flex-col gap-4">
              {exceptions.map((exception) => (
                <li key={exception.title} className="flex flex-col gap-1">
                  <p className="font-semibold">{exception.title}</p>
                  <p>{exception.detail}</p>
                  <p className="text-sm text-muted">
                    Identificada el{' '}
                    <time dateTime={exception.since}>{longDate(exception.since)}</time>.
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>A la fecha de esta revisión no conocemos barreras en el portal.</p>
          )}
        </Section>

        <Section id="a11y-report" title="Cuéntanos si encuentras una barrera">
          <p>
            Si algo te impide usar el portal, escríbenos o llámanos. Cuéntanos en qué página
            estabas, qué intentabas hacer y con qué equipo, navegador o ayuda técnica. Te
            responderemos en un máximo de {answerWithinDays} días hábiles y, mientras tanto, te
            ayudaremos a hacer tu operación por otro medio.
          </p>
          {support?.email || support?.phone ? (
            <ul className="flex flex-col gap-2">
              {support.email ? (
                <li>
                  Correo:{' '}
                  <a
                    href={`mailto:${support.email}?subject=${encodeURIComponent('Barrera de accesibilidad')}`}
                    className={linkClasses}
                  >
                    {support.email}
                  </a>
                </li>
              ) : null}
              {support.phone ? (
                <li>
                  Teléfono:{' '}
                  <a href={`tel:${phoneDigits}`} className={linkClasses}>
                    {support.phone}
                  </a>
                  {support.hours ? ` (${support.hours.toLowerCase()})` : null}
                </li>
              ) : null}
            </ul>
          ) : null}
        </Section>

        <p className="text-sm text-muted">
          Última revisión: <time dateTime={reviewedOn}>{longDate(reviewedOn)}</time>.
        </p>
      </div>
    </AuthLayout>
  );
}
