/** Image types a customer may choose when the camera cannot be used. */
export const SELFIE_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest photo a customer may choose, before it is scaled down (10 MB). */
export const SELFIE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The longest side of the photo that is sent, in pixels. */
export const SELFIE_MAX_SIDE = 1280;

export const SELFIE_TYPE_MESSAGE = 'Elige una foto en formato JPG, PNG o WebP.';
export const SELFIE_SIZE_MESSAGE = 'Elige una foto de hasta 10 MB.';
export const SELFIE_UNREADABLE_MESSAGE = 'No pudimos abrir esa foto. Elige otra o tómala de nuevo.';

/** Why a chosen file cannot be used, or null when it can. */
export function selfieFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(SELFIE_FILE_TYPES as readonly string[]).includes(file.type)) return SELFIE_TYPE_MESSAGE;
  if (file.size === 0 || file.size > SELFIE_FILE_MAX_BYTES) return SELFIE_SIZE_MESSAGE;
  return null;
}

/** Width and height that fit `max` on the longest side, keeping the proportions. */
export function fitWithin(width: number, height: number, max = SELFIE_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Draws an image (a camera frame, a chosen photo) into a JPEG of at most SELFIE_MAX_SIDE px:
 * what is sent is always a small JPEG, whatever the camera or the file gave, and carries none
 * of the file's metadata (location, device).
 */
export async function toJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<Blob> {
  const size = fitWithin(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.9),
  );
  if (!blob) throw new Error('no JPEG');
  return blob;
}

/** A chosen file as a JPEG (see `toJpeg`); throws when the browser cannot decode it. */
export async function fileToJpeg(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    return await toJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** Why the camera could not be opened: the customer refused it, or there is none. */
export type CameraProblem = 'denied' | 'missing';

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'missing';
}
