import { loadErrorCatalogue } from '../errorCatalogue';
import { FlowError } from '../errors';
import type { FlowsConfig } from '../provider/FlowsProvider';

/** The catalogue's server message of CAPTCHA_FAILED: `describeError` shows its Spanish text. */
const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed';

/**
 * The captcha's token for an action, when the portal runs a captcha; undefined when it does not.
 * A widget that failed or expired fails the submit with the catalogue's CAPTCHA_FAILED text
 * (the form keeps what was typed; the widget starts again for the next try).
 */
export async function captchaToken(
  config: FlowsConfig,
  action: string,
): Promise<string | undefined> {
  if (!config.getCaptchaToken) return undefined;
  try {
    return await config.getCaptchaToken(action);
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
