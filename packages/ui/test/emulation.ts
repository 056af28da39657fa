/**
 * Browser settings a customer may have, emulated for the ui project's browser tests through
 * Chromium's DevTools protocol: Windows' high-contrast themes (forced colours) and a larger
 * default text size (the browser's font-size setting, not page zoom).
 */
import { cdp } from 'vitest/browser';

/** Forced colours on or off, as Windows' high-contrast themes switch them. */
export async function emulateForcedColors(active: boolean): Promise<void> {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }],
  });
  await nextFrame();
}

/** The browser's default text size in px (16 unless a customer changes it). */
export async function setDefaultFontSize(px: number): Promise<void> {
  await cdp().send('Page.setFontSizes', {
    fontSizes: { standard: px, fixed: Math.round(px * 0.8125) },
  });
  await nextFrame();
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/**
 * What forced colours keep of an element's look: its outline, its edges and its colours (each
 * already replaced by the theme's), as one string to compare two states with.
 */
export function forcedLook(el: Element): string {
  const s = getComputedStyle(el);
  const outline =
    s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0
      ? 'no outline'
      : `outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} offset ${s.outlineOffset}`;
  const edges = (['Top', 'Right', 'Bottom', 'Left'] as const)
    .map((side) => {
      const style = s.getPropertyValue(`border-${side.toLowerCase()}-style`);
      const width = s.getPropertyValue(`border-${side.toLowerCase()}-width`);
      const colour = s.getPropertyValue(`border-${side.toLowerCase()}-color`);
      return style === 'none' || parseFloat(width) === 0 ? 'none' : `${style} ${width} ${colour}`;
    })
    .join(', ');
  return `${outline}; border ${edges}; background ${s.backgroundColor}; text ${s.color}`;
}

/** The red, green and blue of a computed colour (`rgb(…)` or `rgba(…)`). */
function channels(colour: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** WCAG relative luminance of a computed colour. */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two computed colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A system colour as the current theme paints it, e.g. `systemColour('Canvas')`. */
export function systemColour(name: string): string {
  const probe = document.createElement('div');
  probe.style.color = name;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** Waits for the colour transitions a state change started on the page to end. */
export async function transitionsEnded(): Promise<void> {
  await nextFrame();
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
}
