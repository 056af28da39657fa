import { describe, expect, it } from 'vitest';
import { formatCountdown, spokenDuration } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatCountdown(45)).toBe('0:45');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(605)).toBe('10:05');
  });

  it('rounds partial seconds up and never goes below zero', () => {
    expect(formatCountdown(44.2)).toBe('0:45');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('spokenDuration', () => {
  it('says the wait in words, singular and plural', () => {
    expect(spokenDuration(45)).toBe('45 segundos');
    expect(spokenDuration(1)).toBe('1 segundo');
    expect(spokenDuration(60)).toBe('1 minuto');
    expect(spokenDuration(90)).toBe('1 minuto y 30 segundos');
    expect(spokenDuration(121)).toBe('2 minutos y 1 segundo');
  });
});
