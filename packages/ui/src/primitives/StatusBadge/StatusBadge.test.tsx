import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StatusBadge, statusLabel } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['payment', 'PENDING', 'Pendiente', 'warning'],
    ['payment', 'SENT', 'Enviado al banco', 'info'],
    ['payment', 'SUCCESS', 'Exitoso', 'success'],
    ['payment', 'REJECTED', 'Rechazado', 'danger'],
    ['process', 'PENDING', 'Pendiente', 'warning'],
    ['process', 'INPROGRESS', 'En proceso', 'info'],
    ['process', 'APPROVED', 'Aprobado', 'success'],
    ['process', 'ANNULLED', 'Anulado', 'neutral'],
  ] as const)(
    'shows %s %s as "%s" with an icon, in the %s role',
    async (kind, status, label, tone) => {
      const props = { kind, status } as Parameters<typeof StatusBadge>[0];
      const screen = await render(<StatusBadge {...props} />);
      const badge = screen.getByText(label);
      await expect.element(badge).toHaveAttribute('data-tone', tone);
      expect(badge.element().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    },
  );

  it('gives the label alone for text-only places', () => {
    expect(statusLabel({ kind: 'process', status: 'INPROGRESS' })).toBe('En proceso');
    expect(statusLabel({ kind: 'payment', status: 'SUCCESS' })).toBe('Exitoso');
  });
});
