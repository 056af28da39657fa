/**
 * The back office's register of participants over its HTTP JSON API (PARTICIPANT_REGISTER=http):
 *
 * - `GET {url}/participants?documentType=&numberDocument=` and `GET {url}/participants?email=`
 *   answer a JSON array of the participants found (none or one):
 *   `[{ "documentType", "numberDocument", "since": "YYYY-MM-DD", "email": "…" | null }]`;
 * - `PUT {url}/participants/{documentType}/{numberDocument}/email` with `{ "email": "…" }`
 *   records a new address (any 2xx).
 *
 * Every call carries the bearer token and has a time limit. A failure (no answer in time, a
 * non-2xx answer, a body of another shape) throws: the customer's action fails and can be tried
 * again, never taken on a guess about the register.
 */
import { z } from 'zod';
import type { ParticipantDirectory, RegisteredParticipant } from './index';

export interface ParticipantRegisterOptions {
  /** The register's base address (`PARTICIPANT_REGISTER_URL`). */
  url: string;
  /** Its bearer token (`PARTICIPANT_REGISTER_TOKEN`). */
  token?: string | undefined;
  /** How long one call may take, milliseconds. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

const participant = z.object({
  documentType: z.string().min(1),
  numberDocument: z.string().min(1),
  since: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  email: z.string().min(3).nullable(),
});
const participants = z.array(participant).max(1);

export class ParticipantRegisterError extends Error {}

export function httpParticipantRegister(options: ParticipantRegisterOptions): ParticipantDirectory {
  const { token, timeoutMs, fetchImpl = fetch } = options;
  const base = options.url.replace(/\/+$/, '');

  async function call(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const late = err instanceof Error && err.name === 'TimeoutError';
      throw new ParticipantRegisterError(
        late
          ? `participant register did not answer ${method} within ${timeoutMs} ms`
          : `participant register unreachable (${method})`,
        { cause: err },
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ParticipantRegisterError(
        `participant register answered ${method} with ${response.status}`,
      );
    }
    return response;
  }

  async function lookUp(query: URLSearchParams): Promise<RegisteredParticipant | null> {
    const response = await call('GET', `/participants?${query.toString()}`);
    const parsed = participants.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new ParticipantRegisterError('participant register answered an unexpected body');
    const found = parsed.data[0];
    return found ? { ...found, email: found.email?.toLowerCase() ?? null } : null;
  }

  return {
    name: 'http',
    find: (documentType, numberDocument) =>
      lookUp(new URLSearchParams({ documentType, numberDocument })),
    findByEmail: (email) => lookUp(new URLSearchParams({ email: email.toLowerCase() })),
    async updateEmail(documentType, numberDocument, email) {
      const path = `/participants/${encodeURIComponent(documentType)}/${encodeURIComponent(numberDocument)}/email`;
      const response = await call('PUT', path, { email: email.toLowerCase() });
      await response.body?.cancel();
    },
  };
}
