import { describe, expect, it } from 'vitest';
import { investmentWizard, rescueWizard, scheduledRescueWizard } from './definitions';

const query =
  (entries: Record<string, string>) =>
  (name: string): string | null =>
    entries[name] ?? null;

describe('the investment wizard', () => {
  it('reads its address: an unknown step is Detalle, the fund in capitals', () => {
    expect(investmentWizard.parse(query({ paso: 'nada', fondo: 'mixpen' }))).toEqual({
      step: 'detalle',
      fund: 'MIXPEN',
      order: null,
      payment: null,
    });
    expect(investmentWizard.parse(query({ paso: 'constancia', orden: 'S-1', pago: 'p' }))).toEqual({
      step: 'constancia',
      fund: null,
      order: 'S-1',
      payment: 'p',
    });
  });

  it('steps forward and back, and fetches the next step with the one on screen', () => {
    expect(investmentWizard.next('detalle')).toBe('banco');
    expect(investmentWizard.back('banco')).toBe('detalle');
    expect(investmentWizard.back('detalle')).toBeUndefined();
    expect(investmentWizard.ahead('banco')).toEqual(['banco', 'constancia']);
    expect(investmentWizard.ahead('constancia')).toEqual(['constancia']);
  });

  it('sends a customer without a fund to the list, and a later step without its order to Detalle', () => {
    const at = (entries: Record<string, string>) => investmentWizard.parse(query(entries));
    expect(investmentWizard.guard(at({}), null)).toEqual({ page: 'fundList' });
    expect(investmentWizard.guard(at({}), 'MIXPEN')).toBeNull();
    expect(investmentWizard.guard(at({ paso: 'banco', fondo: 'MIXPEN' }), null)).toEqual({
      wizard: 'investment',
      step: 'detalle',
      fund: 'MIXPEN',
    });
    expect(
      investmentWizard.guard(at({ paso: 'banco', fondo: 'MIXPEN', orden: 'S-1' }), null),
    ).toBeNull();
  });
});

describe('the rescue wizards', () => {
  it('keeps Cuenta for a Detalle that makes a rescue, and fetches the splash from Cuenta', () => {
    const cuenta = rescueWizard.parse(query({ paso: 'cuenta', fondo: 'mixpen' }));
    expect(cuenta).toEqual({ step: 'cuenta', fund: 'MIXPEN' });
    expect(rescueWizard.guard(cuenta, false)).toEqual({ wizard: 'rescue', step: 'detalle' });
    expect(rescueWizard.guard(cuenta, true)).toBeNull();
    expect(rescueWizard.ahead('detalle')).toEqual(['detalle', 'cuenta']);
    expect(rescueWizard.ahead('cuenta')).toEqual(['cuenta', 'created']);
  });

  it('reads the scheduled rescue’s holding', () => {
    expect(scheduledRescueWizard.parse(query({ fondo: 'cppen', serie: 'B' }))).toEqual({
      fund: 'CPPEN',
      series: 'B',
    });
  });
});
