import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RegisteredParticipant } from '../src/adapters/core-system/index';
import { closeServer, listen, readBody, sendJson as send } from './http';

// The back office's participant register as a local HTTP server speaking the JSON API the
// adapter documents (`src/adapters/core-system/participant-register-http.ts`): it keeps its
// participants in memory, asks for the bearer token, and can be made slow or broken.

export interface ParticipantRegisterCounterpart {
  /** PARTICIPANT_REGISTER_URL. */
  url: string;
  participants: RegisteredParticipant[];
  /** What the next answers do instead of serving: wait this long, or answer this status/body. */
  mode: { delayMs?: number; status?: number; body?: string };
  /** The requests it received: method, path and query, authorization, body. */
  seen: { method: string; url: string; authorization?: string; body: string }[];
  close(): Promise<void>;
}

export async function startParticipantRegister(opts: {
  /** PARTICIPANT_REGISTER_TOKEN: the bearer token every request must carry. */
  token: string;
  participants?: RegisteredParticipant[];
}): Promise<ParticipantRegisterCounterpart> {
  const register: Omit<ParticipantRegisterCounterpart, 'url' | 'close'> = {
    participants: opts.participants ?? [],
    mode: {},
    seen: [],
  };
  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    register.seen.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization,
      body,
    });
    if (req.headers.authorization !== `Bearer ${opts.token}`)
      return send(res, 401, { error: 'token' });
    const { mode } = register;
    if (mode.status) {
      res.writeHead(mode.status, { 'content-type': 'application/json' });
      return res.end(mode.body ?? '{}');
    }
    const url = new URL(req.url!, 'http://register');
    if (req.method === 'GET' && url.pathname === '/api/participants') {
      const type = url.searchParams.get('documentType');
      const number = url.searchParams.get('numberDocument');
      const email = url.searchParams.get('email');
      return send(
        res,
        200,
        register.participants.filter((p) =>
          email !== null
            ? p.email === email
            : p.documentType === type && p.numberDocument === number,
        ),
      );
    }
    const put = /^\/api\/participants\/([^/]+)\/([^/]+)\/email$/.exec(url.pathname);
    if (req.method === 'PUT' && put) {
      const found = register.participants.find(
        (p) =>
          p.documentType === decodeURIComponent(put[1]!) &&
          p.numberDocument === decodeURIComponent(put[2]!),
      );
      if (!found) return send(res, 404, { error: 'unknown participant' });
      found.email = (JSON.parse(body) as { email: string }).email;
      return send(res, 204);
    }
    return send(res, 404, { error: 'no such route' });
  };
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const delay = register.mode.delayMs;
      if (delay) setTimeout(() => handle(req, res, body), delay).unref();
      else handle(req, res, body);
    });
  });
  const port = await listen(server);
  return Object.assign(register, {
    url: `http://127.0.0.1:${port}/api/`,
    close: () => closeServer(server),
  });
}
