import type { Clock } from '../../lib/clock';

export interface SmsMessage {
  /** E.164, e.g. +51987654321. */
  to: string;
  /** Plain text, at most one SMS segment where possible (160 GSM characters). */
  text: string;
  /** Template name, for the outbox and logs (never the content: it may hold a code). */
  template: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * Where the outbox sender keeps each message (the development outbox reads them back);
 * `modules/mailbox` keeps them in the database.
 */
export interface SmsOutbox {
  add(message: SmsMessage, createdAt: Date): Promise<void>;
}

/** Default sender: keeps every message in the outbox, read by the development outbox. */
export function outboxSms(store: SmsOutbox, clock: Clock): SmsSender {
  return {
    name: 'outbox',
    async send(m) {
      await store.add(m, clock.now());
    },
  };
}

/**
 * A provider's HTTP API (SMS_URL, with SMS_TOKEN as a bearer token): one JSON POST per message,
 * `{ "to": "+51…", "text": "…" }`, the shape most Peruvian SMS gateways take or that a small
 * relay maps to theirs. A non-2xx answer is an error, so the customer is told to try again.
 */
export function httpSms(url: string, token: string | undefined, timeoutMs = 5000): SmsSender {
  return {
    name: 'http',
    async send(m) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: m.to, text: m.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

/** The text of a code for a new number (no link: a code in an SMS is all it needs). */
export function phoneCodeSms(to: string, code: string, brand: string): SmsMessage {
  return {
    to,
    template: 'phone-code',
    text: `${brand}: tu código para confirmar este celular es ${code}. Vence en 10 minutos. No lo compartas con nadie.`,
  };
}
