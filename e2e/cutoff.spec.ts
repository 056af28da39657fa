import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOGUE, peruHolidays } from '@saf/api/testing';
import { DEMO_PASSWORD, advanceClock, expect, logIn, test } from './support';

// The cut-off notices against the API's clock: on a business day before the cut-off (with the
// countdown), after it, and on a day that is not a business day (weekend or holiday), the
// fund's "Horario de corte" and the investment's Detalle say which, and name the day whose
// valor cuota an order placed then gets. After the cut-off on the eve of a holiday (the test
// declares the next business day one, as an operator adds a decreed holiday) they name the day
// after the holiday. The clock only moves forward, so the test walks from the real time to the
// first moment of each state (at most a few days ahead) and runs alone.

const CONTROL = `http://127.0.0.1:${process.env['E2E_CONTROL_PORT'] ?? 3311}`;
const FUND = CATALOGUE.find((f) => f.code === 'RCPS')!;
const MINUTE = 60_000;
/** Lima is UTC−5 all year. */
const LIMA_OFFSET = 5 * 60 * MINUTE;

type State = 'before' | 'after' | 'not-business-day';

const limaDay = (ms: number) => new Date(ms - LIMA_OFFSET).toISOString().slice(0, 10);
const limaInstant = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const holidays = new Set(
  [2024, 2025, 2026, 2027, 2028, 2029, 2030].flatMap((y) => peruHolidays(y).map((h) => h.date)),
);
const isBusinessDay = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
};
const nextBusinessDay = (day: string) => {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
};

/** "lunes 30 de noviembre", as the fund's page names a day. */
const weekdayDate = (day: string) =>
  new Intl.DateTimeFormat('es-PE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(',', '');

function stateAt(ms: number): State {
  const day = limaDay(ms);
  if (!isBusinessDay(day)) return 'not-business-day';
  return ms < limaInstant(day, FUND.cutoffTime) ? 'before' : 'after';
}

/**
 * The first moment from `now` on of each state, in time order: now itself (unless the cut-off
 * is a few minutes away), then two hours before and half an hour after each day's cut-off.
 */
function walk(now: number): { at: number; state: State }[] {
  const candidates = [now];
  for (let i = 0; i < 12; i += 1) {
    const day = addDays(limaDay(now), i);
    const cutoff = limaInstant(day, FUND.cutoffTime);
    candidates.push(cutoff - 120 * MINUTE, cutoff + 30 * MINUTE);
  }
  const first = new Map<State, number>();
  for (const at of candidates.filter((c) => c >= now).sort((a, b) => a - b)) {
    const state = stateAt(at);
    const nearCutoff = Math.abs(limaInstant(limaDay(at), FUND.cutoffTime) - at) < 10 * MINUTE;
    if (!first.has(state) && !nearCutoff) first.set(state, at);
  }
  return [...first].map(([state, at]) => ({ state, at })).sort((a, b) => a.at - b.at);
}

async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${CONTROL}/health`);
  return Date.parse(((await res.json()) as { now: string }).now);
}

async function openFund(page: Page) {
  // Reopening the login page ends the session: every visit logs in again.
  await page.goto('/');
  await logIn(page, 'cliente@demo.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/products/detail?fondo=${FUND.code}`);
  await expect(page.getByRole('heading', { level: 1, name: FUND.name })).toBeVisible();
}

async function setHoliday(request: APIRequestContext, date: string, on: boolean) {
  const res = await request.post(`${CONTROL}/holidays`, {
    params: { date, state: on ? 'on' : 'off' },
  });
  expect(res.status()).toBe(200);
}

/** The fund's "Horario de corte" and the investment's Detalle say `state`, naming `orderDay`. */
async function expectNotices(page: Page, state: State, orderDay: string) {
  await openFund(page);
  const cutoff = page.getByRole('region', { name: 'Horario de corte' });
  if (state === 'before') {
    await expect(cutoff).toContainText(/Quedan? .+ para el corte de hoy/);
    await expect(cutoff).not.toContainText(/ya pasó|no es día hábil/);
  } else if (state === 'after') {
    await expect(cutoff).toContainText(
      `El corte de hoy ya pasó: si inviertes ahora, tu orden toma el valor cuota del ${weekdayDate(orderDay)}.`,
    );
    await expect(cutoff).not.toContainText(/no es día hábil|Quedan?/);
  } else {
    await expect(cutoff).toContainText(
      `Hoy no es día hábil: si inviertes ahora, tu orden toma el valor cuota del ${weekdayDate(orderDay)}.`,
    );
    await expect(cutoff).not.toContainText(/ya pasó|Quedan?/);
  }

  // The investment's Detalle says the same.
  await page
    .getByRole('link', { name: /^Invertir/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/subscription/investment\\?fondo=${FUND.code}`));
  const before = page.getByRole('region', { name: 'Antes de continuar' });
  const line = before.getByText(/procesará con el valor cuota del/);
  await expect(line).toBeVisible();
  const late = {
    before: null,
    after: 'Ya pasó la hora de corte de hoy',
    'not-business-day': 'Hoy no es día hábil',
  }[state];
  if (late) await expect(line).toContainText(late);
  for (const other of ['Ya pasó la hora de corte de hoy', 'Hoy no es día hábil']) {
    if (other !== late) await expect(line).not.toContainText(other);
  }
  await expect(line.locator('time')).toHaveAttribute('datetime', orderDay);
}

test.describe('with the clock moved forward', () => {
  test.use({ movesClock: true });

  test('the cut-off notices tell before the cut-off, after it (the eve of a holiday too) and a day that is not a business day', async ({
    page,
    request,
  }) => {
    test.slow();
    const steps = walk(await serverNow(request));
    expect(steps.map((s) => s.state).sort()).toEqual(['after', 'before', 'not-business-day']);

    for (const step of steps) {
      const now = await serverNow(request);
      if (step.at > now) await advanceClock(request, Math.ceil((step.at - now) / MINUTE));
      const at = await serverNow(request);
      const today = limaDay(at);
      const orderDay = stateAt(at) === 'before' ? today : nextBusinessDay(today);

      await test.step(`${step.state}: ${new Date(at).toISOString()} (Lima ${today})`, () =>
        expectNotices(page, step.state, orderDay));

      if (step.state === 'after') {
        // The eve of a holiday, after its cut-off: the government declares the next business
        // day a holiday, and the order skips it to the day after.
        const holiday = orderDay;
        await setHoliday(request, holiday, true);
        holidays.add(holiday);
        try {
          await test.step(`after, on the eve of a holiday (${holiday})`, () =>
            expectNotices(page, 'after', nextBusinessDay(holiday)));
        } finally {
          holidays.delete(holiday);
          await setHoliday(request, holiday, false);
        }
      }
    }
  });
});
