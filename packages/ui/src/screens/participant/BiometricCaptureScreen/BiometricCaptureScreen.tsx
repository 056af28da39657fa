import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { CircleAlert, RotateCw, ScanFace, Smartphone } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { Button, buttonVariants } from '../../../primitives/Button';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import { Spinner } from '../../../primitives/Spinner';
import { cn } from '../../../lib/cn';
import { LoadError } from '../../shared/LoadError';
import { renderAnchor, screenLinkClasses, type RenderLink } from '../../shared/types';
import {
  cameraWanted,
  captureState,
  type BiometricCaptureState,
  type BiometricCheckPhase,
} from './captureState';
import { fileToJpeg, selfieFileProblem, SELFIE_UNREADABLE_MESSAGE } from './selfie';
import { openFrontCamera, useSelfieCamera } from './useSelfieCamera';

export interface BiometricCaptureScreenProps {
  /** Where the check stands (the flows hook's `phase`). */
  check: BiometricCheckPhase;
  /** Why the last photo did not pass, or could not be sent (the `failed` phase). */
  message?: string;
  /** Attempts left today. */
  attemptsLeft: number;
  /** Attempts a day. @default 3 */
  attemptsPerDay?: number;
  /** When the customer may try again, as read after "Podrás volver a intentarlo" (the `limit` phase). */
  retryAtLabel?: string;
  /** Sends the photo taken or chosen: a JPEG. */
  onSend: (photo: Blob) => void;
  /** Loads the status again after it failed to load. */
  onRetryLoad?: () => void;
  /** The small line above the title, e.g. what the check is for. @default 'Validación de identidad' */
  eyebrow?: string;
  /** Where "Volver" leads (the page the customer came from); without it there is no link. */
  backHref?: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /**
   * Opens the camera. @default the front camera through `getUserMedia`. Stories hand in a
   * drawn picture's stream, or a refusal.
   */
  openCamera?: () => Promise<MediaStream>;
}

const titleClasses = 'font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl';

const TIPS = [
  'Busca un lugar con buena luz, sin luz fuerte detrás de ti.',
  'Quítate lentes, gorra o mascarilla.',
  'Mira de frente a la cámara, con el rostro dentro del óvalo.',
];

const STATUS: Partial<Record<BiometricCaptureState, string>> = {
  starting: 'Abriendo tu cámara…',
  captured: 'Revisa tu foto: tu rostro debe verse completo y nítido.',
  comparing: 'Comparando tu foto con la de tu documento…',
};

function attemptsText(left: number): string {
  return left === 1 ? 'Te queda 1 intento hoy.' : `Te quedan ${left} intentos hoy.`;
}

/** The face guide: the picture dimmed around an oval where the face goes. */
function FaceGuide({ ready }: { ready: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 300 400"
      preserveAspectRatio="xMidYMid slice"
      className="pointer-events-none absolute inset-0 size-full"
    >
      <path
        fillRule="evenodd"
        className="fill-black/45"
        d="M0 0H300V400H0Z M150 60a95 130 0 1 0 0.01 0Z"
      />
      <ellipse
        cx="150"
        cy="190"
        rx="95"
        ry="130"
        fill="none"
        strokeWidth="4"
        strokeDasharray={ready ? undefined : '10 8'}
        className={cn('transition-colors', ready ? 'stroke-success' : 'stroke-white')}
      />
    </svg>
  );
}

/**
 * The facial check: the front camera's preview with an oval face guide, a live status ("Acerca
 * tu rostro al óvalo", "Listo"), Capturar and Volver a tomar, and sending the photo. When the
 * camera is refused or missing it explains why and offers a photo from the device instead
 * (`capture="user"` opens the front camera on a phone). The photo is checked (type, size) and
 * turned into a small JPEG before it is sent. After a failed comparison it says why and how
 * many attempts are left; out of attempts, when the customer may try again.
 */
export function BiometricCaptureScreen({
  check,
  message,
  attemptsLeft,
  attemptsPerDay = 3,
  retryAtLabel,
  onSend,
  onRetryLoad,
  eyebrow = 'Validación de identidad',
  backHref,
  renderLink = renderAnchor,
  openCamera = openFrontCamera,
}: BiometricCaptureScreenProps) {
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [sentPhoto, setSentPhoto] = useState<Blob | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const camera = useSelfieCamera(cameraWanted({ check, hasPhoto: Boolean(photo) }), openCamera);
  const { attachVideo, onPlaying } = camera;
  const fileId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.url)), [photo]);

  const state = captureState({
    check,
    camera: camera.state,
    hasPhoto: Boolean(photo),
    photoSent: Boolean(photo && sentPhoto === photo.blob),
  });

  const keep = (blob: Blob) => {
    setFileError(null);
    setPhoto({ blob, url: URL.createObjectURL(blob) });
  };

  const onCapture = async () => {
    setCapturing(true);
    try {
      const blob = await camera.capture();
      if (blob) keep(blob);
    } finally {
      setCapturing(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = selfieFileProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    try {
      keep(await fileToJpeg(file));
    } catch {
      setFileError(SELFIE_UNREADABLE_MESSAGE);
    }
  };

  const onRetake = () => {
    setPhoto(null);
    setSentPhoto(null);
  };

  const send = () => {
    if (!photo) return;
    setSentPhoto(photo.blob);
    onSend(photo.blob);
  };

  // The main button of each state keeps the focus where the customer's next step is.
  useEffect(() => {
    if (state === 'captured' || state === 'failed') primaryRef.current?.focus();
  }, [state]);

  const header = (
    <header className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-muted">{eyebrow}</p>
      <h1 className={titleClasses}>Tómate una foto</h1>
      <p className="max-w-prose text-base text-pretty sm:text-lg">
        Compararemos tu rostro con la foto de tu documento de identidad para confirmar que eres tú.
        Usamos tu foto solo para esta comparación y no la guardamos.
      </p>
    </header>
  );

  const back = backHref
    ? renderLink({
        href: backHref,
        className: cn(screenLinkClasses, 'self-start'),
        children: 'Volver',
      })
    : null;

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <SkeletonGroup label="Cargando la validación facial" className="flex flex-col gap-4">
        <Skeleton variant="block" className="aspect-[3/4] w-full max-w-sm self-center" />
        <Skeleton variant="block" className="h-11 w-40 self-center" />
      </SkeletonGroup>
    );
  } else if (state === 'error') {
    body = <LoadError title="No pudimos preparar la validación facial" onRetry={onRetryLoad} />;
  } else if (state === 'limit') {
    body = (
      <Alert variant="warning" title="Superaste el número de intentos de hoy" announce={false}>
        <p>
          Tienes {attemptsPerDay} intentos por día y ya los usaste.
          {retryAtLabel
            ? ` Podrás volver a intentarlo ${retryAtLabel}.`
            : ' Vuelve a intentarlo mañana.'}
        </p>
      </Alert>
    );
  } else if (state === 'no-camera') {
    const denied = camera.problem === 'denied';
    body = (
      <div className="flex flex-col gap-5">
        <Alert
          variant="warning"
          title={denied ? 'No tenemos permiso para usar tu cámara' : 'No encontramos una cámara'}
          announce={false}
        >
          <p>
            {denied
              ? 'Para tomarte la foto aquí, permite el uso de la cámara desde el ícono junto a la dirección de la página y vuelve a intentarlo.'
              : 'No pudimos abrir una cámara en este dispositivo.'}{' '}
            También puedes tomarte una foto con tu celular o elegir una que tengas, en formato JPG,
            PNG o WebP de hasta 10 MB.
          </p>
        </Alert>
        <Tips />
        <div className="flex flex-col gap-3 sm:flex-row">
          <div>
            <input
              id={fileId}
              type="file"
              accept="image/*"
              capture="user"
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => void onFile(event)}
              className="peer sr-only"
            />
            <label
              htmlFor={fileId}
              className={cn(
                buttonVariants({ variant: 'primary' }),
                'w-full cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus sm:w-auto',
              )}
            >
              <Smartphone aria-hidden className="size-5" />
              Tomar o elegir una foto
            </label>
          </div>
          {denied ? (
            <Button
              variant="secondary"
              onClick={camera.retry}
              startIcon={<RotateCw aria-hidden className="size-4" />}
            >
              Usar la cámara
            </Button>
          ) : null}
        </div>
        {fileError ? (
          <p
            id={`${fileId}-error`}
            role="alert"
            className="flex items-start gap-2 text-sm font-semibold text-danger"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {fileError}
          </p>
        ) : null}
      </div>
    );
  } else {
    const showingPhoto = state === 'captured' || state === 'comparing' || state === 'failed';
    const ready = state === 'live' && camera.settled;
    const status =
      state === 'live'
        ? ready
          ? 'Listo. Mira de frente y toca Capturar.'
          : 'Acerca tu rostro al óvalo.'
        : (STATUS[state] ?? '');
    body = (
      <div className="flex flex-col gap-5">
        {state === 'failed' ? (
          <Alert variant="danger" title="No pudimos validar tu identidad">
            <p>{message}</p>
            <p className="mt-1 font-semibold">{attemptsText(attemptsLeft)}</p>
          </Alert>
        ) : null}
        <div className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-xl bg-black shadow-md">
          {showingPhoto && photo ? (
            <img
              src={photo.url}
              alt="Tu foto"
              className="absolute inset-0 size-full -scale-x-100 object-cover"
            />
          ) : (
            <video
              ref={attachVideo}
              onPlaying={onPlaying}
              autoPlay
              muted
              playsInline
              aria-label="Vista de tu cámara"
              className="absolute inset-0 size-full -scale-x-100 object-cover"
            />
          )}
          {state === 'starting' ? (
            <div className="absolute inset-0 flex items-center justify-center text-white">
              <Spinner size="lg" label={null} />
            </div>
          ) : null}
          {state === 'live' ? <FaceGuide ready={ready} /> : null}
          {state === 'comparing' ? (
            <div className="absolute inset-0 flex items-center justify-center bg-black/55 text-white">
              <Spinner size="lg" label={null} />
            </div>
          ) : null}
        </div>
        <p
          role="status"
          className="flex min-h-6 items-center justify-center gap-2 text-center font-semibold"
        >
          {state === 'live' ? (
            <ScanFace aria-hidden className="size-5 shrink-0 text-primary" />
          ) : null}
          {status}
        </p>
        {state === 'live' || state === 'starting' ? <Tips /> : null}
        {attemptsLeft < attemptsPerDay && state !== 'failed' ? (
          <p className="text-center text-sm text-muted">{attemptsText(attemptsLeft)}</p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          {state === 'live' || state === 'starting' ? (
            <Button
              onClick={() => void onCapture()}
              disabled={state !== 'live'}
              loading={capturing}
              startIcon={<ScanFace aria-hidden className="size-5" />}
              className="sm:min-w-44"
            >
              Capturar
            </Button>
          ) : (
            <>
              <Button
                ref={state === 'failed' ? primaryRef : undefined}
                variant={state === 'failed' ? 'primary' : 'secondary'}
                onClick={onRetake}
                disabled={state === 'comparing'}
                startIcon={<RotateCw aria-hidden className="size-4" />}
                className="sm:min-w-44"
              >
                Volver a tomar
              </Button>
              {state !== 'failed' ? (
                <Button
                  ref={state === 'captured' ? primaryRef : undefined}
                  onClick={send}
                  loading={state === 'comparing'}
                  loadingLabel="Enviando tu foto"
                  className="sm:min-w-44"
                >
                  Enviar foto
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <div
      data-slot="biometric-capture-screen"
      data-state={state}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 text-text md:gap-8"
    >
      {back}
      {header}
      {body}
    </div>
  );
}

function Tips() {
  return (
    <ul className="flex flex-col gap-1.5 rounded-lg bg-surface-sunken px-4 py-3 text-sm">
      {TIPS.map((tip) => (
        <li key={tip} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          {tip}
        </li>
      ))}
    </ul>
  );
}
