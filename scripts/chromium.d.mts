/** Absolute path of a Chromium to drive, or undefined when none is installed. */
export function findChromium(): string | undefined;
/** Like findChromium, but throws an explanation when there is no browser. */
export function chromiumPath(): string;
