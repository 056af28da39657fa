import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { emailSchema } from '@saf/contract';
import { NETWORK_MESSAGE } from '../src/errors';
import { useFormFlow } from '../src/forms/useFormFlow';
import { fakeApi, harness, renderFlow } from './harness';

const schema = z.object({ email: emailSchema });
type Values = { email: string };

describe('useFormFlow with checks loaded on the first interaction', () => {
  it('says the connection failed when the checks cannot be fetched, keeps what was typed and tries again on the next submit', async () => {
    let attempts = 0;
    const sent: Values[] = [];
    const loader = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(schema);
    };
    const { result } = await renderFlow(
      () =>
        useFormFlow({
          schema: loader as () => Promise<z.ZodMiniType<Values, Values>>,
          defaultValues: { email: '' },
          submit: async (values: Values) => {
            sent.push(values);
            return 'ok';
          },
        }),
      harness(fakeApi({}).fetch),
    );
    act(() => result.current.onSubmit());
    await vi.waitFor(() => expect(result.current.formError).toBe(NETWORK_MESSAGE));
    expect(result.current.submitting).toBe(false);

    act(() => result.current.onValueChange('email', 'Ana@Correo.pe'));
    act(() => result.current.onSubmit());
    await vi.waitFor(() => expect(result.current.result).toBe('ok'));
    expect(result.current.formError).toBeUndefined();
    expect(result.current.values.email).toBe('Ana@Correo.pe');
    expect(sent).toEqual([{ email: 'ana@correo.pe' }]);
  });

  it('checks a field on blur once its checks have arrived', async () => {
    const { result } = await renderFlow(
      () =>
        useFormFlow({
          schema: () => Promise.resolve(schema as z.ZodMiniType<Values, Values>),
          defaultValues: { email: '' },
          submit: async () => 'ok',
        }),
      harness(fakeApi({}).fetch),
    );
    act(() => result.current.onValueChange('email', 'no-es-un-correo'));
    act(() => result.current.onBlur('email'));
    await vi.waitFor(() =>
      expect(result.current.errors.email).toBe('Ingresa un correo electrónico válido.'),
    );
  });
});
