import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from 'vitest-browser-react';
import {
  CutoffNotice,
  cutoffCountdownText,
  cutoffPassedText,
  formatTimeLeft,
  notBusinessDayText,
  spokenCutoffCountdown,
} from './CutoffNotice';

describe('cut-off wording', () => {
  it('shows the time left with minutes rounded up, and seconds in the last minute', () => {
    expect(formatTimeLeft(8100)).toBe('2 h 15 min');
    expect(formatTimeLeft(8041)).toBe('2 h 15 min');
    expect(formatTimeLeft(8040)).toBe('2 h 14 min');
    expect(formatTimeLeft(3600)).toBe('1 h');
    expect(formatTimeLeft(61)).toBe('2 min');
    expect(formatTimeLeft(60)).toBe('1 min');
    expect(formatTimeLeft(59)).toBe('59 s');
    expect(cutoffCountdownText(8100)).toBe('Quedan 2 h 15 min para el corte de hoy');
    expect(cutoffCountdownText(60)).toBe('Queda 1 min para el corte de hoy');
  });

  it('says it in words that change at most once a minute', () => {
    expect(spokenCutoffCountdown(8100)).toBe('Quedan 2 horas y 15 minutos para el corte de hoy.');
    expect(spokenCutoffCountdown(3600)).toBe('Queda 1 hora para el corte de hoy.');
    expect(spokenCutoffCountdown(120)).toBe('Quedan 2 minutos para el corte de hoy.');
    expect(spokenCutoffCountdown(45)).toBe('Queda menos de un minuto para el corte de hoy.');
    expect(spokenCutoffCountdown(44)).toBe(spokenCutoffCountdown(45));
  });

  it('names the next valor cuota day once the cut-off passed', () => {
    expect(cutoffPassedText('2026-11-25')).toBe(
      'El corte de hoy ya pasó: si inviertes ahora, tu orden toma el valor cuota del miércoles 25 de noviembre.',
    );
    expect(cutoffPassedText(null)).toBe(
      'El corte de hoy ya pasó: si inviertes ahora, tu orden toma el valor cuota del siguiente día hábil.',
    );
  });

  it('says that today is not a business day, not that a cut-off passed', () => {
    expect(notBusinessDayText('2026-11-30')).toBe(
      'Hoy no es día hábil: si inviertes ahora, tu orden toma el valor cuota del lunes 30 de noviembre.',
    );
    expect(notBusinessDayText('')).toBe(
      'Hoy no es día hábil: si inviertes ahora, tu orden toma el valor cuota del siguiente día hábil.',
    );
  });
});

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Moves the fake clock and lets React render what the timers changed. */
async function advance(ms: number) {
  // React's `act` only runs when the environment says so (the render helper resets it).
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

describe('CutoffNotice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down every second and announces only when the minute or the phase changes', async () => {
    vi.useFakeTimers();
    const screen = await render(
      <CutoffNotice
        time="13:00"
        secondsLeft={62}
        state="before-cutoff"
        nextOrderDay="2026-11-24"
        headingId="corte"
      />,
    );
    const visible = () =>
      screen.container.querySelector('[data-slot="cutoff-countdown"]')?.textContent;
    const live = () => screen.container.querySelector('[aria-live="polite"]')?.textContent;
    expect(visible()).toBe('Quedan 2 min para el corte de hoy');
    expect(live()).toBe('Quedan 2 minutos para el corte de hoy.');

    await advance(2000);
    expect(visible()).toBe('Queda 1 min para el corte de hoy');
    expect(live()).toBe('Queda 1 minuto para el corte de hoy.');

    await advance(1000);
    expect(visible()).toBe('Quedan 59 s para el corte de hoy');
    expect(live()).toBe('Queda menos de un minuto para el corte de hoy.');
    await advance(30_000);
    expect(visible()).toBe('Quedan 29 s para el corte de hoy');
    expect(live()).toBe('Queda menos de un minuto para el corte de hoy.');

    await advance(30_000);
    expect(live()).toBe(cutoffPassedText(null));
    expect(visible()).toBe(cutoffPassedText(null));
  });

  it('starts again from a new value from the caller', async () => {
    vi.useFakeTimers();
    const screen = await render(
      <CutoffNotice
        time="13:00"
        secondsLeft={null}
        state="after-cutoff"
        nextOrderDay="2026-11-25"
        headingId="corte"
      />,
    );
    const live = () => screen.container.querySelector('[aria-live="polite"]')?.textContent;
    expect(live()).toBe(cutoffPassedText('2026-11-25'));
    await screen.rerender(
      <CutoffNotice
        time="13:00"
        secondsLeft={7200}
        state="before-cutoff"
        nextOrderDay="2026-11-26"
        headingId="corte"
      />,
    );
    expect(live()).toBe('Quedan 2 horas para el corte de hoy.');
  });

  it('on a day that is not a business day neither counts down nor says the cut-off passed', async () => {
    const screen = await render(
      <CutoffNotice
        time="13:00"
        secondsLeft={null}
        state="not-business-day"
        nextOrderDay="2026-11-30"
        headingId="corte"
      />,
    );
    const visible = () =>
      screen.container.querySelector('[data-slot="cutoff-countdown"]')?.textContent;
    const live = () => screen.container.querySelector('[aria-live="polite"]')?.textContent;
    expect(visible()).toBe(notBusinessDayText('2026-11-30'));
    expect(live()).toBe(notBusinessDayText('2026-11-30'));
    expect(screen.container.textContent).not.toMatch(/ya pasó/);
  });
});
