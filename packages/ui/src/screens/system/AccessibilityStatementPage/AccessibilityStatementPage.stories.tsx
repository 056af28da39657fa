import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoSupport } from '../../shared/fixtures';
import { AccessibilityStatementPage } from './AccessibilityStatementPage';

const meta = {
  title: 'Pantallas/Sistema/AccessibilityStatementPage',
  component: AccessibilityStatementPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: { reviewedOn: '2026-11-22', support: demoSupport },
} satisfies Meta<typeof AccessibilityStatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Accesibilidad');
    await expect(canvas.getByText(/WCAG\) 2\.2 en su nivel AA/)).toBeVisible();
    await expect(
      canvas.getByText('A la fecha de esta revisión no conocemos barreras en el portal.'),
    ).toBeVisible();
    const report = canvas.getByRole('region', { name: 'Cuéntanos si encuentras una barrera' });
    await expect(within(report).getByRole('link', { name: demoSupport.email })).toHaveAttribute(
      'href',
      'mailto:atencion@quipufondos.pe?subject=Barrera%20de%20accesibilidad',
    );
    await expect(canvas.getByText('22 de noviembre de 2026')).toBeVisible();
  },
};

/** Known exceptions, each with the date it was found. */
export const WithExceptions: Story = {
  args: {
    exceptions: [
      {
        title: 'Prospectos de los fondos en PDF',
        detail:
          'Algunos prospectos antiguos son documentos escaneados que un lector de pantalla no puede leer. Si necesitas uno, pídelo y te lo enviamos en un formato accesible.',
        since: '2026-11-15',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prospectos de los fondos en PDF')).toBeVisible();
    await expect(canvas.getByText('15 de noviembre de 2026')).toBeVisible();
  },
};

/** Without a support contact configured: the ways to report are not listed. */
export const WithoutContact: Story = {
  parameters: { screenshot: { phone: false } },
  args: { support: undefined },
  play: async ({ canvas }) => {
    const report = canvas.getByRole('region', { name: 'Cuéntanos si encuentras una barrera' });
    await expect(within(report).queryByRole('link', { name: /@/ })).toBeNull();
  },
};
