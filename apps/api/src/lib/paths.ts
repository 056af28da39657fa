import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (the one holding its package.json), found from this module's own
 * place: `src/lib` when run from source, `dist` when run from the production build. Files the
 * API reads at run time (the migrations, data lists) are named from there, so both agree.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the API package folder was not found');
    dir = parent;
  }
}

export const API_ROOT = findRoot();

/** A path inside the API package: `apiPath('drizzle')`. */
export function apiPath(...parts: string[]): string {
  return path.join(API_ROOT, ...parts);
}
