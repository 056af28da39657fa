import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headlessShellPath } from '../scripts/chromium.mjs';

/**
 * A tiny video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a few frames of
 * YUV4MPEG2 (4:2:0) showing a drawn face, so the facial check films something face-like. Made
 * by the tests themselves: nothing is downloaded or committed.
 */
export function writeFakeCamera(
  file = path.join(tmpdir(), 'saf-e2e-fake-camera', 'face.y4m'),
  { width = 320, height = 240, frames = 5 } = {},
): string {
  const ySize = width * height;
  const cw = width / 2;
  const ch = height / 2;
  const frame = Buffer.alloc(6 + ySize + 2 * cw * ch);
  frame.write('FRAME\n', 0, 'ascii');
  const y = frame.subarray(6, 6 + ySize);
  const u = frame.subarray(6 + ySize, 6 + ySize + cw * ch);
  const v = frame.subarray(6 + ySize + cw * ch);
  const inEllipse = (px: number, py: number, cx: number, cy: number, rx: number, ry: number) =>
    ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1;
  const face = { cx: width / 2, cy: height * 0.46, rx: width * 0.17, ry: height * 0.31 };
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      let luma = 170; // a light wall
      if (inEllipse(px, py, width / 2, height * 1.05, width * 0.4, height * 0.3)) luma = 60; // shoulders
      if (inEllipse(px, py, face.cx, face.cy, face.rx, face.ry)) luma = 150; // face
      if (inEllipse(px, py, face.cx, face.cy - face.ry * 0.75, face.rx * 1.05, face.ry * 0.4))
        luma = 35; // hair
      for (const side of [-1, 1])
        if (inEllipse(px, py, face.cx + side * face.rx * 0.4, face.cy - face.ry * 0.1, 6, 4))
          luma = 30; // eyes
      y[py * width + px] = luma;
    }
  }
  for (let py = 0; py < ch; py += 1) {
    for (let px = 0; px < cw; px += 1) {
      const skin = inEllipse(px * 2, py * 2, face.cx, face.cy, face.rx, face.ry);
      u[py * cw + px] = skin ? 110 : 128;
      v[py * cw + px] = skin ? 150 : 128;
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}

/**
 * Chromium's fake camera, filming the drawn face, and the customer's answer to the browser's
 * camera prompt, given by `--use-fake-ui-for-media-stream`: "Permitir", or "Bloquear" with
 * `allow: false`. The journeys run in the headless shell (scripts/chromium.mjs), which has no
 * prompt of its own and leaves a context's `permissions` grant out of the camera's decision, so
 * the flag is what answers; the full browser honours it the same way. Every journey's browser
 * has the allowing camera (playwright.config.ts): one browser for every spec file, where launch
 * options of their own would start a worker and a browser for each.
 */
export function cameraLaunchArgs(allow = true): string[] {
  return [
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${writeFakeCamera()}`,
    allow ? '--use-fake-ui-for-media-stream' : '--use-fake-ui-for-media-stream=deny',
  ];
}

/**
 * Playwright options of a journey that uses the camera: allowed for the context, as a customer
 * pressing "Permitir"; with `{ allow: false }`, a browser whose prompt answers "Bloquear" (a
 * launch option, so such a spec runs in a worker of its own).
 */
export function fakeCameraOptions({ allow = true }: { allow?: boolean } = {}) {
  if (allow) return { permissions: ['camera'] };
  return {
    launchOptions: { executablePath: headlessShellPath(), args: cameraLaunchArgs(false) },
    permissions: [],
  };
}
