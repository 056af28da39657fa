// The check that code starts only the programs the README lists (scripts/check-programs.mjs):
// planted starts of programs a new machine lacks must fail it, the project's own code must not.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NODE_PROGRAMS,
  POSIX_BASICS,
  checkPrograms,
  readmePrograms,
  repositoryFiles,
  shellPrograms,
  workspaceBins,
} from './check-programs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const README = `# A project

## System programs

Allowed without a row: \`node\`, \`npm\`, \`npx\`, \`pnpm\`, \`sh\`, \`bash\`, \`env\`, \`ls\`, \`head\`,
\`dirname\`, \`mkdir\`, \`rm\`, \`cp\`, \`mv\`, \`cat\`, \`kill\`, \`sleep\` and \`nice\`.

| program | Debian package | run by |
|---|---|---|
| \`chromium\` | \`chromium\` | \`npm test\` (stories) |
| \`pg_dump\`, \`pg_restore\` | \`postgresql-client\` | backups; optional for \`npm test\` |

## Another section

| \`pdftotext\` | not a program of the list: another section |
`;
const CI_RUN =
  'packages=()\ncommand -v chromium || packages+=(chromium)\napt-get install -y "${packages[@]}"\nnpm test\n';

let dirs = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Runs the check on a scratch project made of these files. */
function check(files, { readme = README, ciRun = CI_RUN } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saf-programs-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return checkPrograms({
    root: dir,
    files: Object.keys(files),
    readme,
    ciRun,
    bins: new Set(['vite', 'tsx']),
  });
}

/** The programs a check refused. */
const refused = (result) =>
  result.problems.map((p) => /starts `([^`]+)`/.exec(p)?.[1] ?? `unknown: ${p}`);

describe('the README list', () => {
  it('is read from the "System programs" table only, with what npm test needs', () => {
    const { rows, basics } = readmePrograms(README);
    expect(rows).toEqual([
      { programs: ['chromium'], packages: ['chromium'], npmTest: true },
      { programs: ['pg_dump', 'pg_restore'], packages: ['postgresql-client'], npmTest: false },
    ]);
    expect(basics).toEqual([...NODE_PROGRAMS, ...POSIX_BASICS]);
  });

  it("fails when its basics are not the check's", () => {
    const readme = README.replace('`sleep` and `nice`', '`sleep`, `nice` and `pdftotext`');
    expect(check({ 'a.mjs': '' }, { readme }).problems).toEqual([
      expect.stringMatching(/first paragraph names .*`pdftotext` as allowed without a row/),
    ]);
  });

  it('fails without the section', () => {
    expect(() => check({ 'a.mjs': '' }, { readme: '# A project\n' })).toThrow(/System programs/);
  });
});

describe('a planted start of a program the README does not list fails the check', () => {
  it('spawnSync, with the file and line', () => {
    const result = check({
      'apps/api/test/doc.test.ts': `import { spawnSync } from 'node:child_process';
const text = spawnSync(
  'pdftotext', ['-layout', 'doc.pdf', '-'], { encoding: 'utf8' });
`,
    });
    expect(result.problems).toEqual([
      expect.stringMatching(/^apps\/api\/test\/doc\.test\.ts:2 \(spawnSync\) starts `pdftotext`/),
    ]);
  });

  it('every way of starting a program, through names, constants, parameters and helpers', () => {
    const result = check({
      'a.ts': `import * as cp from 'child_process';
import { execFile as ef, execFileSync, exec, execSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
const run = promisify(ef);
await run('ffmpeg', ['-i', 'x']);
cp.execFileSync(
  '/usr/bin/qpdf', ['--check']);
const TOOL = 'mutool';
execFileSync(TOOL, []);
function convert(cmd: string) {
  return spawn(cmd, [], { stdio: 'inherit' });
}
convert('inkscape');
exec(
  'gs -q -sDEVICE=png16m x.pdf | convert - out.png');
execSync(\`nice -n 10 wkhtmltopdf \${'page'} out.pdf\`);
spawn(
  'pandoc README.md -o x.html', { shell: true });
spawn('sh', ['-c', 'command -v psql && psql -c "select 1"']);
`,
    });
    expect(refused(result)).toEqual([
      'ffmpeg',
      'qpdf',
      'mutool',
      'inkscape',
      'gs',
      'convert',
      'wkhtmltopdf',
      'pandoc',
      'psql',
    ]);
  });

  it('a command handed to a helper of another file', () => {
    const result = check({
      'scripts/run.mjs': `import { spawnSync } from 'node:child_process';
export function run(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'inherit' });
}
`,
      'scripts/docs.mjs': `import { run as start } from './run.mjs';
start('node', ['x.mjs']);
start('doxygen', []);
`,
    });
    expect(refused(result)).toEqual(['doxygen']);
  });

  it('zx and execa templates, browsers, web servers, package.json and shell scripts', () => {
    const result = check({
      'scripts/a.mjs': `import { $ } from 'zx';
import { execa } from 'execa';
await $\`pdftoppm -png \${'file'} out\`;
await execa('latexmk', ['-pdf']);
`,
      'playwright.config.ts': `export default {
  use: { launchOptions: { executablePath: '/usr/bin/google-chrome' } },
  webServer: [{ command: 'caddy run --config x', url: 'http://127.0.0.1:1' }],
};
`,
      'package.json': JSON.stringify({ scripts: { docs: 'vite build && pandoc a.md' } }),
      '.ci/run':
        'set -e\nif ! command -v chromium; then apt-get install -y chromium; fi\nxvfb-run npm test\n',
    });
    expect(refused(result).sort()).toEqual(
      ['pdftoppm', 'latexmk', 'google-chrome', 'caddy', 'pandoc', 'apt-get', 'xvfb-run'].sort(),
    );
  });

  it('a program it cannot follow, unless a @program comment names it', () => {
    const unknown = check({
      'a.mjs': `import { spawn } from 'node:child_process';
spawn(process.env.TOOL, []);
`,
    });
    expect(unknown.problems).toEqual([expect.stringContaining('cannot tell which program')]);

    const named = check({
      'a.mjs': `import { spawn } from 'node:child_process';
// @program pdftotext
spawn(process.env.TOOL, []);
`,
    });
    expect(refused(named)).toEqual(['pdftotext']);
  });

  it('a workspace tool path naming no tool of the workspace', () => {
    const result = check({
      'a.mjs': `import { spawn } from 'node:child_process';
import path from 'node:path';
spawn(path.join('node_modules', '.bin', 'vite'), []);
spawn(path.join('node_modules', '.bin', 'nope'), []);
`,
    });
    expect(refused(result)).toEqual(['nope']);
  });

  it('.ci/run not installing a program npm test needs', () => {
    const result = check({ 'a.mjs': '' }, { ciRun: 'npm test\n' });
    expect(result.problems).toEqual([
      expect.stringMatching(/^\.ci\/run does not install `chromium`/),
    ]);
  });
});

describe('what the check allows', () => {
  it('listed programs, Node.js, POSIX basics, workspace tools, and no look-alike', () => {
    const result = check({
      'scripts/chromium.mjs': `/**
 * Where the browser is.
 * @program chromium
 */
export function browserPath() {
  return process.env.CHROMIUM_PATH;
}
`,
      'a.ts': `import { execFile, execFileSync, exec, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { browserPath } from './scripts/chromium.mjs';
const run = promisify(execFile);
await run('pg_dump', ['--version']);
spawnSync(process.execPath, ['x.mjs']);
spawnSync('pnpm', ['exec', 'vite']);
execFileSync('/usr/bin/chromium', ['--version']);
exec('ls /etc | head -n 1 > out.txt 2>&1');
spawn('sh', ['-c', 'command -v pdftotext || mkdir -p x']);
await chromium.launch({ executablePath: browserPath() });
// Regular expressions and other objects' exec are not processes.
/(\\d+)/.exec(\`12\`);
const db = { exec: (sql: string) => sql };
db.exec(
  'pdftotext');
`,
      'package.json': JSON.stringify({
        scripts: { dev: 'tsx watch src/main.ts', build: 'vite build && node x.mjs' },
      }),
    });
    expect(result.problems).toEqual([]);
    expect(result.starts.map((s) => s.program.name ?? s.program.bin)).toEqual(
      expect.arrayContaining(['pg_dump', 'node', 'pnpm', 'chromium', 'ls', 'head', 'sh', 'mkdir']),
    );
  });

  it('reads shell strings as a shell does', () => {
    expect(
      shellPrograms(
        'A=1 nice -n 10 env B=2 vite build && (cd x; "$(dirname "$0")"/run) | tee "$(date)" # grep',
      ),
    ).toEqual(['nice', 'env', 'vite', 'dirname', null, 'date', 'tee']);
    expect(shellPrograms('if ! command -v x >/dev/null; then packages+=(x y); fi')).toEqual([]);
    expect(
      shellPrograms("npx --yes pnpm@12 install; pnpm exec playwright test; sh -c 'rg x'"),
    ).toEqual(['npx', 'pnpm', 'playwright', 'sh', 'rg']);
  });
});

describe('this repository', () => {
  it('starts only programs its README lists, and fails once one is taken off the list', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');
    const options = { root, files: repositoryFiles(root), ciRun, bins: workspaceBins(root) };
    // Without the row of openssl, only the start of openssl fails: the rest is all listed.
    const withoutOpenssl = checkPrograms({
      ...options,
      readme: readme.replace(/^\| `openssl` .*\n/m, ''),
    });
    expect(withoutOpenssl.problems).toEqual([
      expect.stringMatching(/^scripts\/lighthouse\.mjs:\d+ \(spawnSync\) starts `openssl`/),
    ]);
    expect(withoutOpenssl.listed.has('chromium')).toBe(true);
  }, 60_000);
});
