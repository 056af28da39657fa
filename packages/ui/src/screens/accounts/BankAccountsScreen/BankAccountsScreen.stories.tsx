import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullBankAccounts, sampleBankAccounts } from '../fixtures';
import { accountsScreen } from '../storyKit';
import { BankAccountsScreen, type BankAccountsScreenProps } from './BankAccountsScreen';
import { bankAccountLabel } from './bankAccountFormat';

/** The cards of the list (the frame's menu has list items too). */
const cardsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Tus cuentas bancarias' })).getAllByRole('listitem');

/** The document's body: the removal dialog is portalled out of the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The page with the state the portal's hook keeps: "Hacer principal" and a confirmed removal
 * are busy for a moment, then the list changes and a notice says what happened. Every
 * callback still reaches the story's spies.
 */
function DemoAccounts(args: BankAccountsScreenProps) {
  const [accounts, setAccounts] = useState(args.accounts);
  const [busyId, setBusyId] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const run = (id: string, change: () => void) => {
    setBusyId(id);
    setNotice(undefined);
    setTimeout(() => {
      change();
      setBusyId(undefined);
    }, 300);
  };
  return (
    <BankAccountsScreen
      {...args}
      accounts={accounts}
      busyId={busyId}
      notice={notice}
      onSetMain={(id) => {
        args.onSetMain(id);
        run(id, () => {
          setAccounts((list) => list.map((a) => ({ ...a, isMain: a.id === id })));
          const chosen = accounts.find((a) => a.id === id)!;
          setNotice(`Tu cuenta principal ahora es ${bankAccountLabel(chosen)}.`);
        });
      }}
      onRemove={(id) => {
        args.onRemove(id);
        run(id, () => {
          setAccounts((list) => list.filter((a) => a.id !== id));
          const removed = accounts.find((a) => a.id === id)!;
          setNotice(`Eliminaste la cuenta ${bankAccountLabel(removed)}.`);
        });
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Cuentas/BankAccountsScreen',
  id: 'pantallas-cuentas-bankaccountsscreen',
  component: BankAccountsScreen,
  tags: ['autodocs'],
  ...accountsScreen,
  // The removal dialog is fetched before the story renders (see MovementsScreen's stories).
  loaders: [async () => ({ removeDialog: await import('./RemoveAccountDialog') })],
  args: {
    accounts: sampleBankAccounts,
    max: 5,
    addHref: '/accounts/create',
    onSetMain: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BankAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three accounts: the main one first with its badge, one a pending rescue pays to (no
 * "Editar" or "Eliminar", and why), and one whose CCI has no check digits. The numbers show
 * their last four digits only.
 */
export const Default: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cuentas bancarias');
    const cards = cardsOf(canvas);
    await expect(cards).toHaveLength(3);

    const main = within(cards[0]!);
    await expect(main.getByRole('heading', { level: 2 })).toHaveTextContent('BCP');
    await expect(main.getByText('Principal')).toBeVisible();
    await expect(main.getByText('•••• 2542')).toBeVisible();
    await expect(main.queryByRole('button', { name: /Hacer principal/ })).toBeNull();
    await expect(
      main.getByRole('link', { name: 'Editar la cuenta BCP •••• 2542' }),
    ).toHaveAttribute('href', '/accounts/edit?id=14');

    const inUse = within(cards[1]!);
    await expect(inUse.getByText(/rescate en curso/)).toBeVisible();
    await expect(inUse.queryByRole('link', { name: /Editar/ })).toBeNull();
    await expect(inUse.queryByRole('button', { name: /Eliminar/ })).toBeNull();

    const unchecked = within(cards[2]!);
    await expect(unchecked.getByText(/no trae dígitos de control/)).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Agregar cuenta' })).toHaveAttribute(
      'href',
      '/accounts/create',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Hacer principal la cuenta BBVA •••• 7615' }),
    );
    await expect(args.onSetMain).toHaveBeenCalledWith('ba-21');
  },
};

/** "Mostrar números": the account number and the CCI in full (3-3-12-2), each with "Copiar". */
export const NumbersShown: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mostrar números de BCP •••• 2542' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const card = within(cardsOf(canvas)[0]!);
    await expect(card.getByText('1937025472542')).toBeVisible();
    await expect(card.getByText('002-193-937025472542-15')).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Copiar número de cuenta de BCP •••• 2542' }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copiar CCI de BCP •••• 2542' })).toBeVisible();
    // The other cards keep their numbers hidden.
    await expect(canvas.getAllByRole('button', { name: /^Copiar/ })).toHaveLength(2);
  },
};

/** Five accounts: "Agregar cuenta" gives way to a note. */
export const AtMaximum: Story = {
  args: { accounts: fullBankAccounts },
  play: async ({ canvas }) => {
    await expect(cardsOf(canvas)).toHaveLength(5);
    await expect(
      canvas.getByText('Registraste el máximo de 5 cuentas. Elimina una para agregar otra.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Agregar cuenta' })).toBeNull();
  },
};

/** No account yet: rescues are paid to the customer's own accounts, and the way to add one. */
export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Aún no registras cuentas bancarias' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Agregar cuenta' })).toHaveLength(1);
    await expect(canvas.queryByRole('list', { name: 'Tus cuentas bancarias' })).toBeNull();
  },
};

export const Loading: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: { accounts: [], loading: true },
  play: async ({ canvas }) => {
    const skeleton = canvas.getByText('Cargando tus cuentas bancarias').closest('[role="status"]');
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link', { name: 'Agregar cuenta' })).toBeNull();
  },
};

export const LoadError: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    accounts: [],
    loadError: 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No pudimos cargar tus cuentas bancarias',
    );
    await expect(canvas.queryByRole('heading', { name: /Aún no registras/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** What the last actions said: a failure as an alert, a change as a polite status. */
export const ActionErrorAndNotice: Story = {
  // The page's phone layout is shot in the states that change it.
  parameters: { screenshot: { phone: false } },
  args: {
    actionError:
      'No pudimos eliminar la cuenta BBVA •••• 7615: recibirá el pago de un rescate en curso.',
    notice: 'Tu cuenta principal ahora es BCP •••• 2542.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/No pudimos eliminar la cuenta/);
    const status = canvas
      .getAllByRole('status')
      .find((region) => region.textContent?.includes('Tu cuenta principal'));
    await expect(status).toHaveTextContent('Tu cuenta principal ahora es BCP •••• 2542.');
  },
};

/** "Eliminar" asks first; the focus starts on "Cancelar". */
export const RemoveConfirmation: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Eliminar la cuenta Interbank •••• 7389' }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: '¿Eliminar la cuenta Interbank •••• 7389?',
    });
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(/Ya no podrás elegirla/);
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await expect(body.getByRole('button', { name: 'Eliminar cuenta' })).toBeEnabled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/**
 * The actions as the portal runs them: "Hacer principal" moves the badge and the focus to that
 * card; a confirmed removal takes the card away and puts the focus on the page's title.
 */
export const Actions: Story = {
  // Its states are shot in the stories above.
  parameters: { screenshot: { disable: true } },
  render: (args) => <DemoAccounts {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const setMain = canvas.getByRole('button', {
      name: 'Hacer principal la cuenta Interbank •••• 7389',
    });
    await userEvent.click(setMain);
    await expect(args.onSetMain).toHaveBeenCalledWith('ba-30');
    await expect(setMain).toHaveAttribute('aria-busy', 'true');
    await expect(
      await canvas.findByText('Tu cuenta principal ahora es Interbank •••• 7389.'),
    ).toBeVisible();
    const cards = cardsOf(canvas);
    await expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Interbank',
    );
    await waitFor(() => expect(cards[0]).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar la cuenta BCP •••• 2542' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }));
    await expect(args.onRemove).toHaveBeenCalledWith('ba-14');
    await expect(await canvas.findByText('Eliminaste la cuenta BCP •••• 2542.')).toBeVisible();
    await expect(cardsOf(canvas)).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};
