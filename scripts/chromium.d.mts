/** Absolute path of a Chromium to drive, or undefined when none is installed. */
export function findChromium(): string | undefined;
/** Like findChromium, but throws an explanation when there is no browser. */
export function chromiumPath(): string;
/** Chromium's headless shell for the end-to-end journeys, or the full browser when none. */
export function headlessShellPath(): string;
