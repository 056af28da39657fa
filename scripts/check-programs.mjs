#!/usr/bin/env node
// Every program the project's code starts must be one the README lists under "System programs"
// (a new machine has nothing else), or Node.js's own, or a POSIX basic, or a tool of the
// workspace (node_modules/.bin). Part of `npm test` (scripts/test.mjs, step `programs`).
//
// It reads, with TypeScript's parser, every JavaScript and TypeScript file of apps, packages,
// e2e, scripts, .storybook and the root configs, and finds what each starts: child_process'
// spawn, spawnSync, execFile, execFileSync, fork, and the shell strings of exec, execSync,
// `shell: true` and `sh -c`; execa and zx (`$` templates); a browser's `executablePath` or
// `chromePath`; Playwright's `webServer.command`. It also reads the shell strings of every
// package.json script and the shell scripts under .ci. A command passed through a constant, a
// parameter (the function's calls, in its file and in the files importing it), `path.join`, a
// ternary or a promisified function is followed. A function that returns a program's path names it with a
// `@program <name>[, <name>]` comment, and so may a call whose program cannot be followed;
// anything still unknown fails the check. It also fails when `.ci/run` does not install a
// program the README says `npm test` needs, and when the README's sentence naming the programs
// allowed without a row is not NODE_PROGRAMS and POSIX_BASICS (scripts/programs/readme.mjs).
// The reading is in scripts/programs/: files.mjs (what is read), shell.mjs (shell strings),
// source.mjs and resolve.mjs (JavaScript and TypeScript), readme.mjs (the README's list).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE, repositoryFiles, workspaceBins } from './programs/files.mjs';
import { NODE_PROGRAMS, POSIX_BASICS, readmePrograms } from './programs/readme.mjs';
import { useSources } from './programs/resolve.mjs';
import { programsInPackageJson, programsInShellScript } from './programs/shell.mjs';
import { programsInSource } from './programs/source.mjs';

export { repositoryFiles, workspaceBins } from './programs/files.mjs';
export { NODE_PROGRAMS, POSIX_BASICS, readmePrograms } from './programs/readme.mjs';
export {
  programsInPackageJson,
  programsInShellScript,
  shellCommands,
  shellPrograms,
} from './programs/shell.mjs';
export { programsInSource } from './programs/source.mjs';

/** A file without any of these cannot start a program (only its parse would tell more). */
const MAY_START = /child_process|execa|\bzx\b|executablePath|chromePath|\bcommand\s*:|\$\s*(`|\()/;

// ----------------------------------------------------------------------------------------------
// The check.

/**
 * Checks files against a README. `files` are paths relative to `root`; `bins` the workspace's
 * tools. Answers every start found (with whether it is allowed) and the problems.
 */
export function checkPrograms({ root, files, readme, ciRun, bins }) {
  const { rows, basics } = readmePrograms(readme);
  useSources(
    files
      .filter((rel) => CODE.test(rel))
      .map((rel) => ({
        abs: path.join(root, rel),
        text: readFileSync(path.join(root, rel), 'utf8'),
      })),
  );
  const listed = new Set(rows.flatMap((r) => r.programs));
  const allowed = new Set([...listed, ...NODE_PROGRAMS, ...POSIX_BASICS]);
  const starts = [];
  for (const rel of files) {
    const abs = path.join(root, rel);
    const text = readFileSync(abs, 'utf8');
    const found = rel.endsWith('package.json')
      ? programsInPackageJson(text)
      : !CODE.test(rel)
        ? programsInShellScript(text)
        : MAY_START.test(text)
          ? programsInSource(abs, text)
          : [];
    for (const s of found) starts.push({ file: rel, ...s });
  }
  const problems = [];
  const expected = [...NODE_PROGRAMS, ...POSIX_BASICS];
  if (basics.join() !== expected.join())
    problems.push(
      `the README's "System programs" first paragraph names ${basics.map((b) => `\`${b}\``).join(', ') || 'nothing'} as allowed without a row; scripts/check-programs.mjs allows ${expected.map((b) => `\`${b}\``).join(', ')}: make them one list`,
    );
  for (const s of starts) {
    const where = `${s.file}${s.line ? `:${s.line}` : ''} (${s.via})`;
    if (s.program.unknown !== undefined)
      problems.push(
        `${where}: cannot tell which program \`${s.program.unknown}\` starts; name it with a \`@program <name>\` comment on the statement or on the function that returns it`,
      );
    else if (s.program.bin && !bins.has(s.program.bin))
      problems.push(
        `${where} starts \`${s.program.bin}\` from node_modules/.bin, which is no tool of the workspace`,
      );
    else if (!s.program.bin && !allowed.has(s.program.name) && !bins.has(s.program.name))
      problems.push(
        `${where} starts \`${s.program.name}\`, which the README's "System programs" does not list (a new machine lacks it): list it with its Debian package, or do without it`,
      );
  }
  if (ciRun !== undefined)
    for (const row of rows.filter((r) => r.npmTest))
      for (const pkg of row.packages)
        if (!new RegExp(`packages\\+=\\(${pkg.replace(/[.+]/g, '\\$&')}\\)`).test(ciRun))
          problems.push(
            `.ci/run does not install \`${pkg}\` when it is missing (\`packages+=(${pkg})\`), though the README says \`npm test\` needs ${row.programs.join(', ')}`,
          );
  return { starts, problems, listed };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { starts, problems } = checkPrograms({
    root,
    files: repositoryFiles(root),
    readme: readFileSync(path.join(root, 'README.md'), 'utf8'),
    ciRun: readFileSync(path.join(root, '.ci/run'), 'utf8'),
    bins: workspaceBins(root),
  });
  if (process.argv.includes('--list')) {
    const byProgram = new Map();
    for (const s of starts) {
      const key = s.program.bin ? `${s.program.bin} (workspace tool)` : (s.program.name ?? '?');
      byProgram.set(key, [...(byProgram.get(key) ?? []), `${s.file}${s.line ? `:${s.line}` : ''}`]);
    }
    for (const [name, where] of [...byProgram].sort())
      console.info(`${name}: ${[...new Set(where)].join(', ')}`);
  }
  for (const p of problems) console.error(`✗ ${p}`);
  console.info(
    problems.length
      ? `${problems.length} program start(s) not allowed`
      : `${starts.length} program starts, each of a program the README lists, Node.js's, a POSIX basic or a workspace tool`,
  );
  process.exit(problems.length ? 1 : 0);
}
