import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { sampleBankAccounts } from '../fixtures';
import { BankAccountsScreen, type BankAccountsScreenProps } from './BankAccountsScreen';
import { bankAccountLabel, formatCci, maskBankNumber } from './bankAccountFormat';

function props(overrides: Partial<BankAccountsScreenProps> = {}): BankAccountsScreenProps {
  return {
    accounts: sampleBankAccounts,
    max: 5,
    addHref: '/accounts/create',
    onSetMain: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
}

describe('bank account numbers', () => {
  it('masks a number to its last four digits', () => {
    expect(maskBankNumber('1937025472542')).toBe('•••• 2542');
    expect(maskBankNumber('193-7025472-5-42')).toBe('•••• 2542');
  });

  it('groups a CCI 3-3-12-2 and leaves anything else as given', () => {
    expect(formatCci('00219300153895206813')).toBe('002-193-001538952068-13');
    expect(formatCci('0021930015')).toBe('0021930015');
  });

  it('names an account by its bank and last four digits', () => {
    expect(bankAccountLabel({ bankName: 'BCP', accountNumber: '1937025472542' })).toBe(
      'BCP •••• 2542',
    );
  });
});

describe('BankAccountsScreen', () => {
  it('shows only the last four digits until the card’s toggle is pressed', async () => {
    const screen = await render(<BankAccountsScreen {...props()} />);
    const bcp = screen.getByRole('listitem').filter({ hasText: 'Sueldo' });
    await expect.element(bcp.getByText('•••• 2542', { exact: true })).toBeVisible();
    expect(bcp.element().textContent).not.toContain('1937025472542');
    expect(bcp.element().textContent).not.toContain('002-193-937025472542-15');

    const toggle = screen.getByRole('button', { name: 'Mostrar números de BCP •••• 2542' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    // The name stays; the state is in aria-pressed.
    await expect.element(toggle).toHaveAccessibleName('Mostrar números de BCP •••• 2542');
    await expect.element(bcp.getByText('1937025472542', { exact: true })).toBeVisible();
    await expect.element(bcp.getByText('002-193-937025472542-15', { exact: true })).toBeVisible();
    await expect.element(bcp.getByRole('button', { name: /^Copiar/ }).first()).toBeVisible();
    // Only this card shows its numbers.
    expect(screen.getByRole('button', { name: /^Copiar/ }).elements()).toHaveLength(2);

    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(bcp.element().textContent).not.toContain('1937025472542');
  });

  it('reads a masked number as its last four digits', async () => {
    const screen = await render(<BankAccountsScreen {...props()} />);
    const bcp = screen.getByRole('listitem').filter({ hasText: 'Sueldo' });
    await expect.element(bcp.getByText('terminado en 2542')).toBeInTheDocument();
  });

  it('puts the main account first, whatever the order it comes in', async () => {
    const screen = await render(<BankAccountsScreen {...props()} />);
    const first = screen.getByRole('listitem').first();
    await expect.element(first.getByRole('heading', { level: 2 })).toHaveTextContent('BCP');
    await expect.element(first.getByText('Principal')).toBeVisible();
  });

  it('asks before removing, and removes only once confirmed', async () => {
    const onRemove = vi.fn();
    const screen = await render(<BankAccountsScreen {...props({ onRemove })} />);
    await screen.getByRole('button', { name: 'Eliminar la cuenta Interbank •••• 7389' }).click();
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar la cuenta Interbank •••• 7389?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();

    await screen.getByRole('button', { name: 'Eliminar la cuenta Interbank •••• 7389' }).click();
    await screen.getByRole('dialog').getByRole('button', { name: 'Eliminar cuenta' }).click();
    expect(onRemove).toHaveBeenCalledExactlyOnceWith('ba-30');
  });

  it('keeps the card’s other actions waiting while one is in flight', async () => {
    const screen = await render(<BankAccountsScreen {...props({ busyId: 'ba-30' })} />);
    const card = screen.getByRole('listitem').filter({ hasText: 'Interbank' });
    await expect.element(card.getByRole('button', { name: /Hacer principal/ })).toBeDisabled();
    await expect.element(card.getByRole('button', { name: /Eliminar/ })).toBeDisabled();
    expect(card.getByRole('link', { name: /Editar/ }).elements()).toHaveLength(0);
  });
});
