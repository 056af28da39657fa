import type { Page } from '@playwright/test';
import { expect, test } from './support';
import {
  findingsBeyondAxe,
  focusWalk,
  forcedColours,
  inputPurpose,
  pinnedLayers,
  reducedMotion,
  reflow,
  targetSize,
  textSpacing,
  type Finding,
} from './a11y';

// The checks of e2e/a11y.ts against pages built to fail each of them, and one built to pass:
// a check that cannot fail would let the screens it guards fail unnoticed.

const BASE = `<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width"><style>
  body { margin: 0; font: 16px/1.4 sans-serif; }
  button, input { font: inherit; }
  .box { border: 1px solid #555; }
  :focus-visible { outline: 3px solid #000; outline-offset: 2px; }
</style></head><body><main><h1>Prueba</h1>`;

/** Every check on a page, or only `check` (each fixture fails one criterion). */
async function findings(
  page: Page,
  body: string,
  css = '',
  check?: (page: Page) => Promise<Finding[]>,
) {
  await page.setContent(`${BASE}${body}<style>${css}</style></main></body></html>`);
  return check ? check(page) : findingsBeyondAxe(page, test.info(), 'fixture');
}

const criteria = (list: { criterion: string }[]) => [...new Set(list.map((f) => f.criterion))];

test('a page built to pass has no findings', async ({ page }) => {
  const found = await findings(
    page,
    `<form><label for="e">Correo</label><input class="box" id="e" name="email" autocomplete="email">
     <label for="p">Contraseña</label><input class="box" id="p" name="password" type="password" autocomplete="current-password">
     <button class="box" style="min-height:44px">Ingresar</button></form>
     <p>Lee los <a href="#t">términos</a> antes de seguir.</p>`,
  );
  expect(found).toEqual([]);
});

test('reflow: a block wider than 320 px is found', async ({ page }) => {
  const found = await findings(
    page,
    `<div style="width:400px">Una tarjeta de ancho fijo</div>`,
    '',
    reflow,
  );
  expect(criteria(found)).toContain('1.4.10 Reflow');
  expect(found.find((f) => f.criterion === '1.4.10 Reflow')!.detail).toMatch(/on a 320 px screen/);
});

test('reflow: a wide table that scrolls on its own is allowed', async ({ page }) => {
  const found = await findings(
    page,
    `<div style="overflow-x:auto" tabindex="0" aria-label="Movimientos"><table style="width:600px"><tr><td>Fecha</td><td>Monto</td></tr></table></div>`,
    '',
    reflow,
  );
  expect(criteria(found)).not.toContain('1.4.10 Reflow');
});

test('text spacing: text cut off by a fixed height that hides overflow is found', async ({
  page,
}) => {
  const found = await findings(
    page,
    `<p style="width:140px;height:30px;overflow:hidden;margin:0">Un texto que ocupa dos líneas o más</p>`,
    '',
    textSpacing,
  );
  expect(criteria(found)).toContain('1.4.12 Text spacing');
});

test('focus visible: a control whose focus looks like nothing is found', async ({ page }) => {
  const found = await findings(
    page,
    `<button class="box plain" style="min-height:44px">Continuar</button>`,
    `.plain:focus-visible { outline: none; }`,
    focusWalk,
  );
  expect(found).toContainEqual(
    expect.objectContaining({
      criterion: '2.4.7 Focus visible',
      element: expect.stringContaining('Continuar'),
    }),
  );
});

test('focus not obscured: a control under a fixed bar is found', async ({ page }) => {
  const found = await findings(
    page,
    `<div style="position:fixed;left:0;right:0;bottom:0;height:120px;background:#eee">Barra</div>
     <div style="height:2000px"></div><button class="box" style="position:fixed;bottom:40px;left:20px;z-index:-1;min-height:44px">Oculto</button>`,
    '',
    focusWalk,
  );
  expect(criteria(found)).toContain('2.4.11 Focus not obscured');
});

/**
 * The portal's frame in miniature: a header sticky at the top, rows of text and buttons, a tab
 * bar fixed at the bottom (or none), and the scroll padding that keeps focus clear of them.
 */
function pinnedFrame(options: { padding: boolean; bottomBar?: boolean; floating?: string }) {
  const rows = Array.from(
    { length: 30 },
    (_, i) =>
      `<p>Movimiento ${i + 1}: <button class="box" style="min-height:44px">Ver seguimiento ${i + 1}</button></p>`,
  ).join('');
  const bar = options.bottomBar
    ? `<nav style="position:fixed;left:0;right:0;bottom:0;height:60px;background:#eee"><a href="#i">Inicio</a></nav>`
    : '';
  return {
    body: `<header style="position:sticky;top:0;height:65px;background:#eee">Quipu</header>${rows}<div style="height:80px"></div>${bar}${options.floating ?? ''}`,
    css: options.padding ? `html { scroll-padding: 73px 0 ${options.bottomBar ? 68 : 8}px; }` : '',
  };
}

test('pinned layers: a floating button over an amount on the first screen is found', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chat = `<a href="#chat" aria-label="Chatear" style="position:fixed;right:16px;bottom:96px;width:56px;height:56px;border-radius:50%;background:#064"></a>`;
  const frame = pinnedFrame({ padding: true, bottomBar: true, floating: chat });
  const found = await findings(
    page,
    `${frame.body}<p style="position:absolute;top:700px;right:24px;margin:0">S/ 2,000.00</p>`,
    frame.css,
    pinnedLayers,
  );
  expect(found).toContainEqual(
    expect.objectContaining({
      criterion: '1.4.10 Reflow',
      element: expect.stringContaining('S/ 2,000.00'),
      detail: expect.stringMatching(/covered by <a> "Chatear" when the page first shows at 390 px/),
    }),
  );
  // The same page without it: the bars along the edges only cut the first screen short.
  const clear = pinnedFrame({ padding: true, bottomBar: true });
  expect(await findings(page, clear.body, clear.css, pinnedLayers)).toEqual([]);
});

test('pinned layers: without scroll padding, what is scrolled to comes in under the bars', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const bare = pinnedFrame({ padding: false, bottomBar: true });
  const found = await findings(page, bare.body, bare.css, pinnedLayers);
  const details = found.map((f) => f.detail).join('\n');
  expect(details).toMatch(/covered by <header> "Quipu" once scrolled to from below at 320 px/);
  expect(details).toMatch(/covered by <nav> "Inicio" once scrolled to from above at 320 px/);
  const padded = pinnedFrame({ padding: true, bottomBar: true });
  expect(await findings(page, padded.body, padded.css, pinnedLayers)).toEqual([]);
});

test('pinned layers: a file picker drawn by its label, scrolled in behind the tab bar, is found', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The field is hidden to the eye and comes first; its label, below it, looks like a button.
  const picker = (margin: string) =>
    `<div style="position:relative"><input type="file" id="f" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);${margin}">
     <label for="f" class="box" style="display:block;height:44px">Tomar o subir foto</label></div>`;
  const frame = pinnedFrame({ padding: true, bottomBar: true });
  const body = (margin: string) =>
    frame.body.replace('Movimiento 20:', `${picker(margin)}Movimiento 20:`);
  const found = await findings(page, body(''), frame.css, pinnedLayers);
  expect(found).toContainEqual(
    expect.objectContaining({
      criterion: '2.4.11 Focus not obscured',
      element: expect.stringContaining('Tomar o subir foto'),
      detail: expect.stringMatching(/covered by <nav> "Inicio" once scrolled to from above/),
    }),
  );
  // A scroll margin as tall as the label brings the label in with its field.
  expect(await findings(page, body('scroll-margin-bottom:52px'), frame.css, pinnedLayers)).toEqual(
    [],
  );
});

test('focus not obscured: Shift+Tab bringing a control in under a sticky header is found', async ({
  page,
}) => {
  const bare = pinnedFrame({ padding: false });
  const found = await findings(page, bare.body, bare.css, focusWalk);
  expect(found).toContainEqual(
    expect.objectContaining({
      criterion: '2.4.11 Focus not obscured',
      detail: 'hidden behind <header> "Quipu" when reached with Shift+Tab',
    }),
  );
  // Forwards nothing is hidden: the header only covers what comes in at the top.
  expect(found.map((f) => f.detail)).not.toContainEqual(expect.stringMatching(/when focused$/));
  const padded = pinnedFrame({ padding: true });
  const clear = await findings(page, padded.body, padded.css, focusWalk);
  expect(criteria(clear)).not.toContain('2.4.11 Focus not obscured');
});

test('target size: two small buttons side by side are found', async ({ page }) => {
  const found = await findings(
    page,
    `<span><button class="box" style="width:16px;height:16px;padding:0" aria-label="Anterior"></button><button class="box" style="width:16px;height:16px;padding:0" aria-label="Siguiente"></button></span>`,
    '',
    targetSize,
  );
  expect(criteria(found)).toContain('2.5.8 Target size');
});

test('target size: a small radio that a pinned tab bar passes over is not found', async ({
  page,
}) => {
  // At the top of the page the bar's links are 7 px from the radio's centre; scrolled a little
  // further they are not: the spacing of a pinned bar and the page depends on the scroll.
  await page.setViewportSize({ width: 390, height: 640 });
  const found = await findings(
    page,
    `<input type="radio" name="r" aria-label="Sí" style="position:absolute;top:575px;left:20px;width:20px;height:20px;margin:0">
     <div style="height:2000px"></div>
     <nav style="position:fixed;left:0;right:0;bottom:0;height:48px;display:flex">
       <a href="#a" style="flex:1;display:block;height:48px">Inicio</a><a href="#b" style="flex:1;display:block;height:48px">Perfil</a>
     </nav>`,
    '',
    targetSize,
  );
  expect(found).toEqual([]);
});

test('target size: two small buttons of a pinned bar side by side are found', async ({ page }) => {
  const found = await findings(
    page,
    `<nav style="position:fixed;left:0;bottom:0"><button class="box" style="width:16px;height:16px;padding:0" aria-label="Anterior"></button><button class="box" style="width:16px;height:16px;padding:0" aria-label="Siguiente"></button></nav>`,
    '',
    targetSize,
  );
  expect(criteria(found)).toContain('2.5.8 Target size');
});

test('input purpose: an email field without its token, a password without one', async ({
  page,
}) => {
  const found = await findings(
    page,
    `<label for="e">Correo</label><input class="box" id="e" name="email" autocomplete="off">
     <label for="p">Clave</label><input class="box" id="p" name="clave" type="password">`,
    '',
    inputPurpose,
  );
  expect(found.filter((f) => f.criterion === '1.3.5 Input purpose')).toHaveLength(2);
});

test('accessible authentication: a password field that cancels paste is found', async ({
  page,
}) => {
  const found = await findings(
    page,
    `<label for="p">Contraseña</label><input class="box" id="p" name="password" type="password" autocomplete="current-password" onpaste="return false">`,
    '',
    inputPurpose,
  );
  expect(criteria(found)).toContain('3.3.8 Accessible authentication');
});

test('forced colours: a filled button without a border is found', async ({ page }) => {
  const found = await findings(
    page,
    `<button style="background:#064;color:#fff;border:0;min-height:44px">Invertir</button>`,
    '',
    (p) => forcedColours(p, test.info(), 'fixture'),
  );
  expect(criteria(found)).toContain('Forced colours (1.4.11 Non-text contrast)');
});

test('forced colours: a current step marked only by colour and a shadow is found', async ({
  page,
}) => {
  const step = (n: number, current: boolean) =>
    `<li><span ${current ? 'aria-current="step" ' : ''}class="dot${current ? ' now' : ''}">${n}</span></li>`;
  const found = await findings(
    page,
    `<nav aria-label="Pasos"><ol>${step(1, false)}${step(2, true)}${step(3, false)}</ol></nav>`,
    `.dot { display: inline-block; width: 32px; height: 32px; border: 2px solid #777; border-radius: 50%; }
     .now { border-color: #064; box-shadow: 0 0 0 4px #9c9; }`,
    (p) => forcedColours(p, test.info(), 'fixture'),
  );
  expect(found.map((f) => f.detail).join(' ')).toContain('the current step looks like');
  // The stepper's way: an outline in forced colours marks the current step.
  const fixed = await findings(
    page,
    `<nav aria-label="Pasos"><ol>${step(1, false)}${step(2, true)}${step(3, false)}</ol></nav>`,
    `.dot { display: inline-block; width: 32px; height: 32px; border: 2px solid #777; border-radius: 50%; }
     .now { border-color: #064; box-shadow: 0 0 0 4px #9c9; }
     @media (forced-colors: active) { .now { outline: 2px solid; outline-offset: 2px; } }`,
    (p) => forcedColours(p, test.info(), 'fixture'),
  );
  expect(fixed).toEqual([]);
});

test('forced colours: a chart line that fades into the background is found', async ({ page }) => {
  const found = await findings(
    page,
    `<svg role="img" aria-label="Valor cuota" width="200" height="80" style="forced-color-adjust:none">
       <polyline points="0,70 50,40 100,50 150,10 200,20" fill="none" stroke="#f2f2f2" stroke-width="2"/>
     </svg>`,
    '',
    (p) => forcedColours(p, test.info(), 'fixture'),
  );
  expect(found.map((f) => f.detail).join(' ')).toMatch(/its line .* has a contrast of/);
  const dark = await findings(
    page,
    `<svg role="img" aria-label="Valor cuota" width="200" height="80">
       <polyline points="0,70 50,40 100,50 150,10 200,20" fill="none" stroke="#0a5c45" stroke-width="2"/>
     </svg>`,
    '',
    (p) => forcedColours(p, test.info(), 'fixture'),
  );
  expect(dark).toEqual([]);
});

test('reduced motion: an endless animation is found', async ({ page }) => {
  const found = await findings(
    page,
    `<div class="spin" style="width:30px;height:30px">…</div>`,
    `@keyframes spin { to { transform: rotate(1turn) } } .spin { animation: spin 1s linear infinite; }`,
    reducedMotion,
  );
  expect(criteria(found)).toContain('Reduced motion (2.3.3)');
});
