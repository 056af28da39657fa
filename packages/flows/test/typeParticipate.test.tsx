import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHOOSE_PARTICIPANT_KIND, useTypeParticipate } from '../src/participant/useTypeParticipate';
import { fakeApi, harness, renderFlow } from './harness';

type Status = 'NONE' | 'DRAFT' | 'REVIEW' | 'COMPLETED';

async function render(status: Status, aml: 'CLEARED' | 'BLOCKED' | null = null) {
  const api = fakeApi({
    'GET /api/participant/client-data/status': () => ({
      status: 200,
      body: { status, aml_outcome: aml },
    }),
  });
  const onNatural = vi.fn();
  const view = await renderFlow(() => useTypeParticipate({ onNatural }), harness(api.fetch));
  await vi.waitFor(() => expect(view.result.current.state).toBe('ready'));
  return { ...view, api, onNatural };
}

describe('useTypeParticipate', () => {
  it('asks a new customer to choose, and only a natural person goes on to the wizard', async () => {
    const { result, onNatural, api } = await render('NONE');
    expect(result.current).toMatchObject({ gate: null, value: '', started: false });
    act(() => result.current.onContinue());
    expect(result.current.error).toBe(CHOOSE_PARTICIPANT_KIND);
    act(() => result.current.onValueChange('juridic'));
    expect(result.current.error).toBeUndefined();
    act(() => result.current.onContinue());
    expect(onNatural).not.toHaveBeenCalled();
    act(() => result.current.onValueChange('natural'));
    act(() => result.current.onContinue());
    expect(onNatural).toHaveBeenCalledTimes(1);
    // The page reads where the customer stands, never the answers themselves.
    expect(api.calls.map((c) => c.path)).toEqual(['/api/participant/client-data/status']);
  });

  it('keeps natural person chosen for a wizard already started', async () => {
    const { result, onNatural } = await render('DRAFT');
    expect(result.current).toMatchObject({ gate: null, value: 'natural', started: true });
    act(() => result.current.onContinue());
    expect(onNatural).toHaveBeenCalledTimes(1);
  });

  it('sends on a blocked screening, a yearly review and data already complete', async () => {
    expect((await render('COMPLETED', 'BLOCKED')).result.current.gate).toBe('failed-aml');
    expect((await render('REVIEW', 'CLEARED')).result.current.gate).toBe('yearly-update');
    expect((await render('COMPLETED', 'CLEARED')).result.current.gate).toBe('participant');
  });
});
