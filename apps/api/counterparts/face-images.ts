// Fixture images for the Rekognition counterpart: tiny JPEGs (they start FF D8 FF, so the API's
// and the service's format checks take them) whose comment segment (FF FE) says what the
// counterpart finds in them, so a test decides each answer by the image it sends:
//   person=<id>  a face of that person (two images with the same id match); no person: no face
//   spoof        in a liveness capture: a photo or a screen, not a live person
//   throttle     the service answers ThrottlingException to any call that carries it
//   slow=<ms>    the service answers that much later

const MARK = 'saf-face:';

export interface FaceMarks {
  person?: string;
  spoof?: boolean;
  throttle?: boolean;
  slowMs?: number;
}

/** A JPEG the counterpart reads as `marks`. */
export function faceImage(marks: FaceMarks = {}): Uint8Array {
  const words = [
    marks.person ? `person=${marks.person}` : '',
    marks.spoof ? 'spoof' : '',
    marks.throttle ? 'throttle' : '',
    marks.slowMs ? `slow=${marks.slowMs}` : '',
  ].filter(Boolean);
  const text = Buffer.from(`${MARK}${words.join(' ')}`, 'latin1');
  const length = text.length + 2;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xfe, length >> 8, length & 0xff]),
      text,
      Buffer.from([0xff, 0xd9]),
    ]),
  );
}

/** What the counterpart reads in an image: null when it is no JPEG or PNG at all. */
export function readFaceMarks(bytes: Uint8Array): FaceMarks | null {
  const buffer = Buffer.from(bytes);
  const jpeg = buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8;
  const png = buffer.length > 8 && buffer.subarray(1, 4).toString('latin1') === 'PNG';
  if (!jpeg && !png) return null;
  const at = buffer.indexOf(MARK, 0, 'latin1');
  if (at < 0) return {};
  const end = jpeg ? buffer.indexOf(Buffer.from([0xff, 0xd9]), at) : buffer.length;
  const words = buffer
    .subarray(at + MARK.length, end < 0 ? buffer.length : end)
    .toString('latin1')
    .split(' ');
  const marks: FaceMarks = {};
  for (const word of words) {
    const [key, value] = word.split('=');
    if (key === 'person' && value) marks.person = value;
    if (key === 'spoof') marks.spoof = true;
    if (key === 'throttle') marks.throttle = true;
    if (key === 'slow' && value) marks.slowMs = Number(value);
  }
  return marks;
}
