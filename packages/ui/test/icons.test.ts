import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('icons', () => {
  it('src/icons holds exactly what scripts/icons.mjs writes from the icon list', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/icons.mjs', '--check'], {
        cwd: uiDir,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
