import { loadErrorCatalogue } from '../errorCatalogue';
import { FlowError } from '../errors';

/** The catalogue's server message of CAPTCHA_FAILED: `describeError` shows its Spanish text. */
const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed';

type TokenSource = (action: string) => Promise<string | undefined>;
let source: TokenSource | null = null;

/**
 * The captcha widget on the page hands its token source here while it is mounted (the portal's
 * Turnstile module, loaded by the registration and recovery forms only, so no page's entry
 * carries it). Returns the release: the source is forgotten unless another took its place.
 */
export function provideCaptchaToken(next: TokenSource): () => void {
  source = next;
  return () => {
    if (source === next) source = null;
  };
}

/**
 * The captcha's token for an action, when a widget is on the page; undefined when there is none
 * (the captcha is off).
 * A widget that failed or expired fails the submit with the catalogue's CAPTCHA_FAILED text
 * (the form keeps what was typed; the widget starts again for the next try).
 */
export async function captchaToken(action: string): Promise<string | undefined> {
  if (!source) return undefined;
  try {
    return await source(action);
  } catch {
    await loadErrorCatalogue();
    throw new FlowError(CAPTCHA_FAILED_MESSAGE);
  }
}

/** What goes wrong with the widget before a submit: it failed, or its token expired. */
export type CaptchaProblem = 'error' | 'expired';

/** What the customer reads about the widget (the form keeps what they typed). */
export const CAPTCHA_PROBLEM_MESSAGES: Record<CaptchaProblem, string> = {
  error:
    'No pudimos verificar que no eres un robot. Revisa tu conexión y vuelve a enviar el formulario.',
  expired:
    'La verificación de seguridad venció. Espera un momento a que se renueve y vuelve a enviar el formulario.',
};
