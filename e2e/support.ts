import axeCore from 'axe-core';
import { ATTACH_SCREENSHOTS, checkBeyondAxe } from './a11y';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

/** Where the e2e API harness listens (see e2e/server.ts and playwright.config.ts). */
export const API = `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 3310}`;
const CONTROL = `http://127.0.0.1:${process.env['E2E_CONTROL_PORT'] ?? 3311}`;

/** Seeded demo customers (apps/api/README.md). */
export const DEMO_PASSWORD = 'Fondos-Demo-2025';

/** A strong password that is on no common-password list. */
export const NEW_PASSWORD = 'Lucuma-Chirimoya-2047!';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe (WCAG 2.2 AA) on the page's document, or on the part `include` selects. axe-core goes into
 * a document once and stays through the portal's client-side navigation; the portal has no
 * frames, so the page is the whole of what a customer sees. (`@axe-core/playwright` re-sends
 * the 550 kB script on every call and finishes each run in a new blank page: a second per
 * screen, most of the checks' time.)
 */
export async function runAxe(page: Page, include?: string): Promise<axeCore.AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeCore.source);
  return page.evaluate(
    ([tags, selector]) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      return axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
    },
    [AXE_TAGS, include] as const,
  );
}

let counter = 0;
/** An address nobody has used in this run (nor in any other: the time is in it). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e.${label}.${Date.now().toString(36)}${counter}@prueba.pe`;
}

/** An 8-digit DNI nobody has used in this run. */
export function uniqueDni(): string {
  counter += 1;
  return String((Date.now() * 10 + counter) % 100_000_000).padStart(8, '0');
}

/**
 * Checks the screen a customer sees: its main heading, zero axe violations of WCAG 2.2 AA, a
 * full-page screenshot attached to the report under `name` (with E2E_SCREENSHOTS=1), the
 * accessible structure against its snapshot, and the WCAG checks axe cannot
 * make (e2e/a11y.ts: reflow, text spacing, focus, target size, input purpose, forced colours,
 * reduced motion).
 */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  heading: string | RegExp,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Let entrance transitions settle so colours are measured at rest.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))),
  );
  const results = await runAxe(page);
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  if (ATTACH_SCREENSHOTS) {
    await testInfo.attach(`${name}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  if (violations.length) {
    await testInfo.attach(`${name}-axe.json`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(violations, `axe violations on "${name}"`).toEqual([]);
  // What a screen-reader user meets, pinned: landmarks, headings, names, the error summary and
  // live regions. A change there fails here, in a file a person can read (e2e/*-snapshots/).
  await expect(page.locator('body'), `accessible structure of "${name}"`).toMatchAriaSnapshot({
    name: `${name}.aria.yml`,
  });
  await checkBeyondAxe(page, testInfo, name);
}

interface MailboxMessage {
  id: string;
  subject: string;
  created_at: string;
  code: string | null;
}

/** Mails the development mailbox holds for an address, newest first. */
export async function mailbox(
  request: APIRequestContext,
  email: string,
): Promise<MailboxMessage[]> {
  const res = await request.get(`${API}/api/dev/mailbox`, { params: { email } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
}

/**
 * The code of the newest mail to `email`, waiting until there are more than `seen` mails
 * (so a test gets the code it just asked for, not an older one).
 */
export async function readCode(
  request: APIRequestContext,
  email: string,
  seen = 0,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const messages = await mailbox(request, email);
        code = messages.length > seen ? (messages[0]?.code ?? null) : null;
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** The code of the newest text message to a mobile number, once there are more than `seen`. */
export async function readSmsCode(
  request: APIRequestContext,
  phone: string,
  seen = 0,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API}/api/dev/sms`, { params: { phone } });
        expect(res.status(), await res.text()).toBe(200);
        const { messages } = (await res.json()) as { messages: { code: string | null }[] };
        code = messages.length > seen ? (messages[0]?.code ?? null) : null;
        return code;
      },
      { message: `a code texted to ${phone}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as unknown as string;
}

/** Moves the API's clock forward (codes, lockouts and sessions age; nothing sleeps). */
export async function advanceClock(request: APIRequestContext, minutes: number): Promise<void> {
  const res = await request.post(`${CONTROL}/clock/advance`, { params: { minutes } });
  expect(res.status()).toBe(200);
}

/** Types a 6-digit code into the one-box-per-digit field, as a customer does. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).focus();
  await page.keyboard.type(code);
}

/** Pastes a code into the first box (as a customer copying it from the email does). */
export async function pasteCode(page: Page, code: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByRole('textbox', { name: 'Dígito 6 de 6' })).toHaveValue(code.slice(-1));
}

/**
 * Presses Tab until `target` has the focus (keyboard-only journeys): fails if it never does
 * within `max` presses, which is what a keyboard user would run into.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * The evening of an order's trade date (e2e/server.ts): its fund's valor cuota for that day is
 * published and the order desk settles what it can.
 */
export async function settleOrder(request: APIRequestContext, reference: string): Promise<void> {
  const res = await request.post(`${CONTROL}/orders/settle`, { params: { reference } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The session's token, as the portal keeps it (for reading the API as the customer). */
export async function sessionToken(page: Page): Promise<string> {
  const value = await page.evaluate(() => {
    for (const store of [window.localStorage, window.sessionStorage])
      for (let i = 0; i < store.length; i += 1) {
        const raw = store.getItem(store.key(i) ?? '') ?? '';
        const match = /"token":"([^"]+)"/.exec(raw);
        if (match) return match[1];
      }
    return null;
  });
  expect(value, 'the session token').toBeTruthy();
  return value!;
}

/** Logs in through the login page. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {},
): Promise<void> {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  if (options.remember) await page.getByRole('checkbox', { name: /Recordarme/ }).check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Opens the recovery page and asks for a code; answers the code that was mailed. */
export async function askForRecoveryCode(
  page: Page,
  request: APIRequestContext,
  email: string,
  /** When given, the email step is checked (axe) and screenshotted too. */
  testInfo?: TestInfo,
) {
  const before = (await mailbox(request, email)).length;
  await page.goto('/');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL('/auth/recovery');
  if (testInfo) await checkScreen(page, testInfo, 'recovery-email', 'Recupera tu contraseña');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingresa el código' })).toBeVisible();
  return readCode(request, email, before);
}

/**
 * Tests run two at a time against one API, whose clock is shared. A file whose tests move it
 * forward (advanceClock) says `test.use({ movesClock: true })`: each of its tests then runs
 * alone, after the tests already running end and before the next ones start.
 */
export const test = base.extend<{ movesClock: boolean; clockLock: void }>({
  movesClock: [false, { option: true }],
  clockLock: [
    async ({ movesClock, playwright }, use) => {
      const control = await playwright.request.newContext({ timeout: 0 });
      const res = await control.post(`${CONTROL}/clock/lock`, {
        params: { mode: movesClock ? 'exclusive' : 'shared' },
      });
      const { id } = (await res.json()) as { id: number };
      try {
        await use();
      } finally {
        await control.dispose();
        // The release goes on a connection of its own: a lock left held would stop every test
        // after this one.
        const release = await playwright.request.newContext();
        try {
          await release.post(`${CONTROL}/clock/unlock`, { params: { id } });
        } finally {
          await release.dispose();
        }
      }
    },
    // Waiting for the lock is not the test's time: a journey beside it may take minutes.
    { auto: true, timeout: 300_000 },
  ],
});
export { expect };

const CHECK = '/subscription/biometric-validation?proposito=onboarding&volver=%2Fdashboard';

/** Logs a customer in and opens the facial check of their onboarding (at `origin`, if given). */
export async function openFacialCheck(page: Page, email: string, origin = '') {
  await page.goto(`${origin}/`);
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${origin}${CHECK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tómate una foto' })).toBeVisible();
}
