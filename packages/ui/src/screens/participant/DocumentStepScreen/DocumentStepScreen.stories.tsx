import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useDemoForm } from '../../shared/demoForm';
import { singleFrame } from '../fixtures';
import {
  blankForm,
  continueWithErrors,
  expectErrorSummary,
  participantScreen,
  serverErrorStory,
  submittingStory,
} from '../storyKit';
import {
  DocumentStepScreen,
  documentStepFieldIds,
  type DocumentStepField,
  type DocumentStepScreenProps,
  type DocumentStepValues,
} from './DocumentStepScreen';
import type { DocumentPhotoSide, PhotoSlot } from './DocumentPhotoField';

/** A drawing of one side of an identity card, standing in for the customer's photo. */
function cardDrawing(side: DocumentPhotoSide): string {
  const front = `<rect x="40" y="150" width="210" height="260" rx="12" fill="#c9d3de"/><circle cx="145" cy="250" r="55" fill="#94a3b8"/><path d="M60 410c10-70 50-100 85-100s75 30 85 100z" fill="#94a3b8"/><rect x="290" y="160" width="300" height="24" rx="6" fill="#64748b"/><rect x="290" y="210" width="420" height="20" rx="6" fill="#94a3b8"/><rect x="290" y="255" width="360" height="20" rx="6" fill="#94a3b8"/><rect x="290" y="300" width="260" height="20" rx="6" fill="#94a3b8"/><rect x="290" y="370" width="200" height="36" rx="6" fill="#64748b"/>`;
  const back = `<rect x="40" y="120" width="500" height="18" rx="6" fill="#94a3b8"/><rect x="40" y="160" width="420" height="18" rx="6" fill="#94a3b8"/><rect x="600" y="110" width="170" height="200" rx="12" fill="#c9d3de"/><rect x="40" y="400" width="740" height="14" rx="4" fill="#64748b"/><rect x="40" y="430" width="740" height="14" rx="4" fill="#64748b"/><rect x="40" y="460" width="740" height="14" rx="4" fill="#64748b"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 860 540"><rect width="860" height="540" fill="#7a8696"/><rect x="10" y="10" width="840" height="520" rx="28" fill="#e8eef5"/><rect x="10" y="10" width="840" height="80" rx="28" fill="#b9c8d8"/>${side === 'front' ? front : back}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const none: PhotoSlot = { state: 'empty' };
const uploaded = (side: DocumentPhotoSide): PhotoSlot => ({
  state: 'uploaded',
  previewUrl: cardDrawing(side),
});
const TYPE_MESSAGE = 'Sube una foto en formato JPG o PNG.';

const empty: DocumentStepValues = { issue_date: '', expiry_date: '' };
const filled: DocumentStepValues = { issue_date: '2021-03-15', expiry_date: '2029-03-15' };

function validate(values: DocumentStepValues) {
  const errors: Partial<Record<keyof DocumentStepValues, string>> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.issue_date))
    errors.issue_date = 'Ingresa la fecha de emisión completa: día, mes y año.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expiry_date))
    errors.expiry_date = 'Ingresa la fecha de caducidad completa: día, mes y año.';
  return errors;
}

/** What the flows hook says on continue when a photo is missing. */
function missingPhotos(photos: Record<DocumentPhotoSide, PhotoSlot>) {
  const errors: Partial<Record<DocumentStepField, string>> = {};
  if (photos.front.state !== 'uploaded')
    errors.photo_front = photos.front.error ?? 'Sube la foto del anverso de tu DNI.';
  if (photos.back.state !== 'uploaded')
    errors.photo_back = photos.back.error ?? 'Sube la foto del reverso de tu DNI.';
  return errors;
}

/** The screen with its dates and photos in state: a chosen photo "uploads" in a moment. */
function Interactive(args: DocumentStepScreenProps) {
  const form = useDemoForm<DocumentStepValues>(args, validate);
  const [photos, setPhotos] = useState(args.photos);
  const [tried, setTried] = useState(args.submitCount > 0);
  const set = (side: DocumentPhotoSide, slot: PhotoSlot) =>
    setPhotos((current) => ({ ...current, [side]: slot }));
  return (
    <DocumentStepScreen
      {...args}
      {...form}
      errors={{ ...args.errors, ...form.errors, ...(tried ? missingPhotos(photos) : {}) }}
      photos={photos}
      onPhotoSelect={(side, file) => {
        args.onPhotoSelect(side, file);
        if (!['image/jpeg', 'image/png'].includes(file.type)) {
          set(side, { state: 'error', error: TYPE_MESSAGE });
          return;
        }
        const previewUrl = URL.createObjectURL(file);
        set(side, { state: 'uploading', previewUrl });
        setTimeout(() => set(side, { state: 'uploaded', previewUrl }), 400);
      }}
      onSubmit={() => {
        setTried(true);
        form.onSubmit();
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Partícipe/DocumentStepScreen',
  id: 'pantallas-participe-documentstepscreen',
  component: DocumentStepScreen,
  tags: ['autodocs'],
  ...participantScreen,
  render: (args) => <Interactive {...args} />,
  args: {
    ...singleFrame('documento'),
    documentLabel: 'DNI',
    documentNumber: '10117410',
    photos: { front: none, back: none },
    onPhotoSelect: fn(),
    photoMaxMb: 4,
    ...blankForm(empty),
  },
} satisfies Meta<typeof DocumentStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: no dates, no photos yet. */
export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tus datos de cliente',
    );
    // The document cannot be changed here: it is text, not a field.
    await expect(canvas.getByText('10117410').tagName).toBe('DD');
    const front = canvas.getByLabelText('Tomar o subir foto del anverso');
    await expect(front).toHaveAttribute('type', 'file');
    await expect(front).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(front).toHaveAttribute('capture', 'environment');
    await expect(front).toHaveAccessibleDescription(/Aún no subes esta foto\..*hasta 4 MB\./);
    // Reached with the keyboard: after the dates' boxes, Tab lands on the front's input.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Año', description: /2029/ }));
    await userEvent.tab();
    await expect(front).toHaveFocus();
  },
};

/** Both dates and both photos, with their previews. */
export const Filled: Story = {
  args: { values: filled, photos: { front: uploaded('front'), back: uploaded('back') } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Vista previa del anverso de tu DNI' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Foto cargada')).toHaveLength(2);
    await expect(canvas.getByLabelText('Cambiar foto del reverso')).toHaveAttribute('type', 'file');
  },
};

/** The photos were sent on an earlier visit: kept, without a preview. */
export const PhotosFromAnEarlierVisit: Story = {
  args: { values: filled, photos: { front: { state: 'uploaded' }, back: { state: 'uploaded' } } },
};

/** The front is being sent: its preview under a spinner, the state in words. */
export const PhotoUploading: Story = {
  args: {
    values: filled,
    photos: { front: { state: 'uploading', previewUrl: cardDrawing('front') }, back: none },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subiendo la foto…')).toBeVisible();
  },
};

/** A file refused here (too large) and one refused by the server, each on its photo. */
export const PhotoErrors: Story = {
  args: {
    values: filled,
    photos: {
      front: { state: 'error', error: 'La foto debe pesar como máximo 4 MB.' },
      back: {
        state: 'error',
        previewUrl: cardDrawing('back'),
        error: 'No pudimos subir la foto. Revisa tu conexión y vuelve a intentarlo.',
      },
    },
  },
  play: async ({ canvas }) => {
    const front = canvas.getByLabelText('Tomar o subir foto del anverso');
    await expect(front).toHaveAttribute('aria-invalid', 'true');
    await expect(front).toHaveAccessibleDescription(/La foto debe pesar como máximo 4 MB\./);
  },
};

/** Continue with an expired document and a missing photo: the summary lists both. */
export const FieldErrors: Story = {
  args: {
    values: { issue_date: '2016-03-15', expiry_date: '2024-03-15' },
    photos: { front: uploaded('front'), back: none },
    errors: {
      expiry_date: 'Tu DNI está vencido. Renuévalo en RENIEC para continuar.',
      photo_back: 'Sube la foto del reverso de tu DNI.',
    },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 2);
    await userEvent.click(
      within(summary).getByRole('link', { name: 'Sube la foto del reverso de tu DNI.' }),
    );
    await expect(document.getElementById(documentStepFieldIds.photo_back)).toHaveFocus();
  },
};

const bothPhotos = { photos: { front: uploaded('front'), back: uploaded('back') } };

export const ServerError: Story = serverErrorStory(filled, bothPhotos);

export const Submitting: Story = submittingStory(filled, bothPhotos);

/** Choosing a photo hands the file to the hook; a PDF is refused on its photo. */
export const ChoosingPhotos: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'anverso.png', {
      type: 'image/png',
    });
    await userEvent.upload(canvas.getByLabelText('Tomar o subir foto del anverso'), png);
    await expect(args.onPhotoSelect).toHaveBeenCalledWith('front', png);
    await expect(await canvas.findByText('Subiendo la foto…')).toBeVisible();
    await expect(await canvas.findByText('Foto cargada')).toBeVisible();

    const pdf = new File(['%PDF'], 'reverso.pdf', { type: 'application/pdf' });
    // A picker may still hand over another type ("Todos los archivos").
    await userEvent
      .setup({ applyAccept: false })
      .upload(canvas.getByLabelText('Tomar o subir foto del reverso'), pdf);
    await expect(await canvas.findByText(TYPE_MESSAGE)).toBeVisible();
  },
};

/** "Continuar" with nothing filled in: both dates and both photos are listed. */
export const SubmitWithErrors: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args }) => {
    const summary = await continueWithErrors({ canvas, args });
    await expect(within(summary).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(within(summary).getByRole('link', { name: /fecha de emisión completa/ }));
    await expect(canvas.getAllByRole('textbox', { name: 'Día' })[0]).toHaveFocus();
  },
};
