import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { participantScreen } from '../storyKit';
import { BiometricCaptureScreen, type BiometricCaptureScreenProps } from './BiometricCaptureScreen';
import type { BiometricCheckPhase } from './captureState';

/**
 * Stories only: a camera that films a drawn portrait. The picture never changes, so the
 * screenshots of the live and captured states are the same on every run.
 */
function drawnCamera(): Promise<MediaStream> {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 640;
  const c = canvas.getContext('2d')!;
  const draw = () => {
    c.fillStyle = '#c9d6df';
    c.fillRect(0, 0, 480, 640);
    c.fillStyle = '#3a4a5c';
    c.beginPath();
    c.ellipse(240, 640, 210, 150, 0, Math.PI, 0);
    c.fill();
    c.fillStyle = '#b07a5a';
    c.fillRect(205, 420, 70, 80);
    c.beginPath();
    c.ellipse(240, 300, 120, 160, 0, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#2b1d16';
    c.beginPath();
    c.ellipse(240, 200, 128, 80, 0, Math.PI, 0);
    c.fill();
    c.beginPath();
    c.ellipse(195, 290, 12, 8, 0, 0, Math.PI * 2);
    c.ellipse(285, 290, 12, 8, 0, 0, Math.PI * 2);
    c.fill();
    c.strokeStyle = '#7a3f33';
    c.lineWidth = 6;
    c.beginPath();
    c.arc(240, 360, 40, 0.2 * Math.PI, 0.8 * Math.PI);
    c.stroke();
  };
  draw();
  const stream = canvas.captureStream(10);
  // A canvas stream sends frames as it is drawn: the same picture, again and again.
  const timer = setInterval(() => {
    if (stream.getVideoTracks().every((t) => t.readyState === 'ended')) clearInterval(timer);
    else draw();
  }, 100);
  return Promise.resolve(stream);
}

const refused = (name: string) => () => Promise.reject(new DOMException('camera', name));
const never = () => new Promise<MediaStream>(() => {});

const NEGATIVE =
  'No pudimos confirmar que eres tú. Busca un lugar con buena luz, quítate lentes, gorra o mascarilla y vuelve a intentarlo.';

type StoryArgs = BiometricCaptureScreenProps & {
  /** The check's phase once the photo is sent. */
  answer?: BiometricCheckPhase;
  answerMessage?: string;
  answerAttemptsLeft?: number;
};

/** The screen with a check that answers as the story says when the photo is sent. */
function Interactive({ answer, answerMessage = NEGATIVE, answerAttemptsLeft, ...args }: StoryArgs) {
  const [check, setCheck] = useState(args.check);
  const [left, setLeft] = useState(args.attemptsLeft);
  return (
    <BiometricCaptureScreen
      {...args}
      check={check}
      attemptsLeft={left}
      message={check === 'failed' ? answerMessage : args.message}
      onSend={(photo) => {
        args.onSend(photo);
        if (answer) setCheck(answer);
        if (answerAttemptsLeft !== undefined) setLeft(answerAttemptsLeft);
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Partícipe/BiometricCaptureScreen',
  component: BiometricCaptureScreen,
  tags: ['autodocs'],
  ...participantScreen,
  render: (args) => <Interactive {...args} />,
  args: {
    check: 'ready',
    attemptsLeft: 3,
    onSend: fn(),
    onRetryLoad: fn(),
    backHref: '/subscription/natural-client?paso=validacion',
    openCamera: drawnCamera,
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera is being opened (the browser may be asking for permission). */
export const Starting: Story = {
  args: { openCamera: never },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Abriendo tu cámara…');
    await expect(canvas.getByRole('button', { name: 'Capturar' })).toBeDisabled();
  },
};

/** The preview with the face guide; "Listo" once the picture has settled. */
export const Live: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { phone: true, sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tómate una foto' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Listo/), {
      timeout: 5000,
    });
    await expect(canvas.getByRole('button', { name: 'Capturar' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Volver' })).toHaveAttribute(
      'href',
      '/subscription/natural-client?paso=validacion',
    );
  },
};

async function capture(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Capturar' })).toBeEnabled(), {
    timeout: 5000,
  });
  await userEvent.click(canvas.getByRole('button', { name: 'Capturar' }));
  await waitFor(() => expect(canvas.getByRole('img', { name: 'Tu foto' })).toBeVisible());
  await waitFor(() =>
    expect((canvas.getByRole('img', { name: 'Tu foto' }) as HTMLImageElement).complete).toBe(true),
  );
}

/** The photo taken: send it, or take it again. */
export const Captured: Story = {
  play: async ({ canvas, args }) => {
    await capture(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Revisa tu foto/);
    await expect(canvas.getByRole('button', { name: 'Enviar foto' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Volver a tomar' })).toBeEnabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The photo is being compared with the document's. */
export const Comparing: Story = {
  args: { answer: 'comparing' },
  play: async ({ canvas, args }) => {
    await capture(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar foto' }));
    const sent = (args.onSend as ReturnType<typeof fn>).mock.calls[0]?.[0] as Blob;
    await expect(sent.type).toBe('image/jpeg');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Comparando tu foto/);
    await expect(canvas.getByRole('button', { name: 'Volver a tomar' })).toBeDisabled();
  },
};

/** The faces did not match: why, the attempts left, and take it again. */
export const Failed: Story = {
  args: { answer: 'failed', answerAttemptsLeft: 2 },
  play: async ({ canvas }) => {
    await capture(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar foto' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/No pudimos confirmar que eres tú/);
    await expect(alert).toHaveTextContent('Te quedan 2 intentos hoy.');
    await expect(canvas.getByRole('button', { name: 'Volver a tomar' })).toHaveFocus();
  },
};

/** After a failure, taking the photo again shows the camera and the attempts left. */
export const RetakeAfterFailure: Story = {
  args: { answer: 'failed', answerAttemptsLeft: 1 },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await capture(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar foto' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Volver a tomar' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Capturar' })).toBeEnabled(), {
      timeout: 5000,
    });
    await expect(canvas.getByText('Te queda 1 intento hoy.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The customer refused the camera: why, how to allow it, and a photo from the device. */
export const CameraDenied: Story = {
  args: { openCamera: refused('NotAllowedError') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tenemos permiso para usar tu cámara')).toBeVisible();
    const input = canvas.getByLabelText('Tomar o elegir una foto');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('capture', 'user');
    await expect(canvas.getByRole('button', { name: 'Usar la cámara' })).toBeEnabled();
  },
};

/** No camera on the device; a photo of another type is refused before anything is sent. */
export const NoCameraWrongFile: Story = {
  args: { openCamera: refused('NotFoundError') },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('No encontramos una cámara')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Usar la cámara' })).toBeNull();
    await userEvent.upload(
      canvas.getByLabelText('Tomar o elegir una foto'),
      new File(['GIF89a'], 'selfie.gif', { type: 'image/gif' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Elige una foto en formato JPG, PNG o WebP.',
    );
    await expect(canvas.getByLabelText('Tomar o elegir una foto')).toHaveAccessibleDescription(
      'Elige una foto en formato JPG, PNG o WebP.',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A photo chosen from the device is shown as a JPEG ready to send. */
export const NoCameraPhotoChosen: Story = {
  args: { openCamera: refused('NotFoundError') },
  play: async ({ canvas, args }) => {
    const canvasEl = document.createElement('canvas');
    canvasEl.width = 300;
    canvasEl.height = 400;
    const c = canvasEl.getContext('2d')!;
    c.fillStyle = '#c9d6df';
    c.fillRect(0, 0, 300, 400);
    c.fillStyle = '#b07a5a';
    c.beginPath();
    c.ellipse(150, 190, 80, 110, 0, 0, Math.PI * 2);
    c.fill();
    const blob = await new Promise<Blob>((r) => canvasEl.toBlob((b) => r(b!), 'image/png'));
    await userEvent.upload(
      await canvas.findByLabelText('Tomar o elegir una foto'),
      new File([blob], 'selfie.png', { type: 'image/png' }),
    );
    // Decoding and scaling the photo takes a moment on a busy machine.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Tu foto' })).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar foto' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const sent = (args.onSend as ReturnType<typeof fn>).mock.calls[0]?.[0] as Blob;
    await expect(sent.type).toBe('image/jpeg');
  },
};

/** Out of attempts today: when to try again. */
export const Limit: Story = {
  args: {
    check: 'limit',
    attemptsLeft: 0,
    retryAtLabel: 'el domingo 22 de noviembre a las 00:00 (hora de Lima)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Superaste el número de intentos de hoy')).toBeVisible();
    await expect(
      canvas.getByText(/Podrás volver a intentarlo el domingo 22 de noviembre a las 00:00/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Capturar' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { check: 'loading', openCamera: never },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando la validación facial')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { check: 'error', openCamera: never },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetryLoad).toHaveBeenCalled();
  },
};
