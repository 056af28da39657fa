import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { luhn, SANDBOX_CARDS, type GatewayAnswer, type SandboxGateway } from './index';

/** A payment as the checkout shows it: what is paid, for which order of which fund. */
export interface CheckoutPayment {
  id: string;
  status: string;
  amount: string;
  currency: string;
  expiresAt: Date;
  /** The order's reference and the fund's name. */
  reference: string;
  fund: string;
}

/** Where the checkout finds a payment (`modules/orders` reads it from the database). */
export interface CheckoutPayments {
  find(paymentId: string): Promise<CheckoutPayment | null>;
}

/** Where the sandbox gateway's checkout pages live (the API serves them outside production). */
export const SANDBOX_CHECKOUT_PATH = '/api/payment-gateway/sandbox/checkout';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (amount: string, currency: string) => {
  const text = new Intl.NumberFormat('es-PE', { style: 'currency', currency }).format(
    amount as unknown as number,
  );
  return currency === 'USD' ? text.replace('USD', 'US$') : text;
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es-PE"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Pasarela de pagos de prueba</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f5;color:#1f2933}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.35rem;margin:0 0 .5rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.65rem;font:inherit;border:1px solid #7b8794;border-radius:.4rem}
input:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-top:1.5rem;width:100%;padding:.8rem;font:inherit;font-weight:700;color:#fff;background:#1d4ed8;border:0;border-radius:.4rem;cursor:pointer}
.amount{font-size:1.5rem;font-weight:700}.error{color:#b42318;font-weight:600}
.note{font-size:.875rem;color:#52606d}table{width:100%;border-collapse:collapse;font-size:.875rem}
td,th{text-align:left;padding:.25rem;border-bottom:1px solid #cbd2d9}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox gateway's checkout: a card form that answers like a Peruvian gateway. On submit
 * it decides by the test card, sends the signed server-to-server notification to the API's
 * notification route, and redirects the browser back to the portal's wizard.
 */
export const sandboxCheckout = fp(
  async (
    app: FastifyInstance,
    { payments, sign }: { payments: CheckoutPayments; sign: SandboxGateway['sign'] },
  ) => {
    const { ctx } = app;
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const csp =
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

      const load = (id: string) => payments.find(id);

      const form = (p: CheckoutPayment, error?: string, card = '') => {
        const cards = Object.entries(SANDBOX_CARDS)
          .map(
            ([n, c]) =>
              `<tr><td>${n.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${esc(c.label)}</td></tr>`,
          )
          .join('');
        return page(
          'Pago con tarjeta',
          `<h1>Pago con tarjeta</h1>
<p>${esc(p.fund)} · Orden ${esc(p.reference)}</p>
<p class="amount">${esc(money(p.amount, p.currency))}</p>
<form method="post" novalidate>
${error ? `<p class="error" role="alert" id="card-error">${esc(error)}</p>` : ''}
<label for="card">Número de tarjeta</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="${esc(card)}" required${error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
<div class="row"><div><label for="exp">Vencimiento (MM/AA)</label>
<input id="exp" name="exp" autocomplete="cc-exp" value="12/30" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" value="123" required></div></div>
<label for="holder">Nombre del titular</label>
<input id="holder" name="holder" autocomplete="cc-name" value="Cliente de prueba" required>
<button type="submit">Pagar ${esc(money(p.amount, p.currency))}</button>
</form>
<h2 class="note">Tarjetas de prueba</h2><table><thead><tr><th>Número</th><th>Resultado</th></tr></thead><tbody>${cards}</tbody></table>
<p class="note">Entorno de pruebas: no se realiza ningún cargo.</p>`,
        );
      };

      scope.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, async (req, reply) => {
        const p = await load(req.params.id);
        void reply.header('content-security-policy', csp).type('text/html; charset=utf-8');
        if (!p || p.status !== 'CREATED' || p.expiresAt <= ctx.clock.now())
          return reply
            .code(404)
            .send(
              page(
                'Pago no disponible',
                '<h1>Este pago ya no está disponible</h1><p>Vuelve al portal para intentarlo otra vez.</p>',
              ),
            );
        return reply.send(form(p));
      });

      scope.post<{ Params: { id: string }; Body: Record<string, string> }>(
        `${SANDBOX_CHECKOUT_PATH}/:id`,
        async (req, reply) => {
          const p = await load(req.params.id);
          void reply.header('content-security-policy', csp).type('text/html; charset=utf-8');
          if (!p || p.status !== 'CREATED' || p.expiresAt <= ctx.clock.now())
            return reply
              .code(404)
              .send(page('Pago no disponible', '<h1>Este pago ya no está disponible</h1>'));
          const card = String(req.body?.['card'] ?? '').replace(/[\s-]/g, '');
          if (!luhn(card))
            return reply.code(400).send(form(p, 'Revisa el número de tarjeta.', card));
          const test = SANDBOX_CARDS[card] ?? { status: 'DECLINED' as const, reason: 'DECLINED' };
          const answer: GatewayAnswer = {
            payment_id: p.id,
            order_reference: p.reference,
            status: test.status,
            reason: test.reason,
            amount: p.amount,
            currency: p.currency,
            at: ctx.clock.now().toISOString(),
          };
          const text = JSON.stringify(answer);
          // The server-to-server notification, as the gateway sends it, before the redirect.
          const notified = await app.inject({
            method: 'POST',
            url: '/api/payments/notifications',
            payload: { answer: text, hash: sign(text) },
          });
          if (notified.statusCode !== 200)
            req.log.error({ status: notified.statusCode }, 'sandbox notification refused');
          const back = new URLSearchParams({
            paso: 'constancia',
            orden: p.reference,
            pago: p.id,
          });
          return reply.redirect(`${ctx.config.PAYMENT_RETURN_PATH}?${back.toString()}`, 303);
        },
      );
    });
  },
  { name: 'sandbox-checkout', dependencies: ['deps'] },
);
