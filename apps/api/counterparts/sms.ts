import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { closeServer, listen, readBody, sendJson } from './http';

// A local SMS gateway in the format the API's HTTP sender speaks (`src/adapters/sms/index.ts`):
// `POST <SMS_URL>` with `{ "to": "+51…", "text": "…" }` and, when SMS_TOKEN is set, that bearer
// token. It keeps what it accepted; anything else gets the 4xx a gateway would give.

export interface SmsSink {
  /** SMS_URL. */
  url: string;
  messages: { to: string; text: string }[];
  close(): Promise<void>;
}

export async function startSmsSink(opts: { token?: string } = {}): Promise<SmsSink> {
  const messages: SmsSink['messages'] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://sms').pathname !== '/send')
        return sendJson(res, 404, { error: 'not_found' });
      if (opts.token && req.headers.authorization !== `Bearer ${opts.token}`)
        return sendJson(res, 401, { error: 'unauthorized' });
      let body: { to?: unknown; text?: unknown };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        return sendJson(res, 400, { error: 'invalid_json' });
      }
      if (typeof body.to !== 'string' || !/^\+\d{8,15}$/.test(body.to))
        return sendJson(res, 422, { error: 'invalid_to' });
      if (typeof body.text !== 'string' || !body.text)
        return sendJson(res, 422, { error: 'invalid_text' });
      messages.push({ to: body.to, text: body.text });
      return sendJson(res, 202, { id: randomUUID(), status: 'queued' });
    });
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/send`, messages, close: () => closeServer(server) };
}
