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
// allowed without a row is not this file's NODE_PROGRAMS and POSIX_BASICS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Started by the project but part of Node.js itself, or of every POSIX system. */
export const NODE_PROGRAMS = ['node', 'npm', 'npx', 'pnpm'];
export const POSIX_BASICS = [
  'sh',
  'bash',
  'env',
  'ls',
  'head',
  'dirname',
  'mkdir',
  'rm',
  'cp',
  'mv',
  'cat',
  'kill',
  'sleep',
  'nice',
];
/** Shell builtins and keywords: never a program. */
const SHELL_BUILTINS = new Set(
  'cd echo export set unset exit return printf test [ [[ ]] true false local read shift trap wait source . eval readonly declare type hash ulimit umask alias'.split(
    ' ',
  ),
);
const SHELL_KEYWORDS = new Set('if then else elif fi do done while until ! { } time'.split(' '));
/** Programs that run the command after their own options. */
const WRAPPERS = new Set(['exec', 'nice', 'env', 'nohup', 'timeout', 'sudo', 'xargs']);

const SCANNED_DIRS = ['apps', 'packages', 'e2e', 'scripts', '.storybook', '.ci'];
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CHILD_PROCESS = new Set(['child_process', 'node:child_process']);
const FILE_CALLS = new Set([
  'spawn',
  'spawnSync',
  'execFile',
  'execFileSync',
  'execa',
  'execaSync',
]);
const SHELL_CALLS = new Set(['exec', 'execSync', 'execaCommand', 'execaCommandSync']);
const NODE_CALLS = new Set(['fork', 'execaNode']);
const EXECUTABLE_OPTIONS = new Set(['executablePath', 'chromePath']);
/** A file without any of these cannot start a program (only its parse would tell more). */
const MAY_START = /child_process|execa|\bzx\b|executablePath|chromePath|\bcommand\s*:|\$\s*(`|\()/;

// ----------------------------------------------------------------------------------------------
// The README's list.

/**
 * The "System programs" section of a README: each table row's programs (the backticked names of
 * its first cell), its Debian package (the second) and whether `npm test` needs it (the third
 * names `npm test` and does not say "optional").
 */
export function readmePrograms(readme) {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => /^#{2,4}\s+System programs\b/i.test(l));
  if (start < 0) throw new Error('the README has no "System programs" section');
  const rows = [];
  // The section's first paragraph names the programs allowed without a row.
  const body = lines.slice(start + 1);
  const first = body.findIndex((l) => l.trim());
  const end = body.findIndex((l, i) => i > first && !l.trim());
  const basics = body
    .slice(first, end)
    .flatMap((l) => [...l.matchAll(/`([a-z][\w-]*)`/g)].map((m) => m[1]));
  for (const line of body) {
    if (/^#{1,4}\s/.test(line)) break;
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line.split('|').slice(1, -1);
    const programs = [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
    if (!programs.length) continue;
    const packages = [...(cells[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
    const usedBy = cells[2] ?? '';
    rows.push({
      programs,
      packages,
      npmTest: usedBy.includes('`npm test`') && !/optional/i.test(usedBy),
    });
  }
  if (!rows.length) throw new Error('the README\'s "System programs" section lists no program');
  return { rows, basics };
}

// ----------------------------------------------------------------------------------------------
// Shell strings.

/**
 * The simple commands of a shell string, each as its words (a word holding an expansion is
 * null) and where it starts, with the commands of every `$(…)` and `…` inside it.
 */
export function shellCommands(src) {
  const commands = [];
  let i = 0;
  /** Reads commands until `end` (a closing parenthesis or backquote) or the end of the string. */
  function parse(end) {
    let words = [];
    let at = -1;
    let word = '';
    let inWord = false;
    let dynamic = false;
    const finishWord = () => {
      if (inWord) words.push(dynamic ? null : word);
      word = '';
      inWord = false;
      dynamic = false;
    };
    const finishCommand = () => {
      finishWord();
      if (words.length) commands.push({ words, at });
      words = [];
      at = -1;
    };
    /** `$(…)`, `${…}` or `$name` at i (just after `$`): a command substitution is parsed. */
    const dollar = () => {
      if (src[i] === '(') {
        i += 1;
        parse(')');
      } else if (src[i] === '{') {
        while (i < src.length && src[i] !== '}') i += 1;
        i += 1;
      } else while (i < src.length && /[A-Za-z0-9_@*#?$!-]/.test(src[i])) i += 1;
      dynamic = true;
      inWord = true;
    };
    while (i < src.length) {
      const c = src[i];
      if (at < 0 && !/\s/.test(c)) at = i;
      if (end && c === end) {
        i += 1;
        finishCommand();
        return;
      }
      if (c === '\\' && src[i + 1] === '\n') {
        i += 2;
        continue;
      }
      if (c === '\\') {
        word += src[i + 1] ?? '';
        inWord = true;
        i += 2;
        continue;
      }
      if (c === "'") {
        const close = src.indexOf("'", i + 1);
        word += src.slice(i + 1, close < 0 ? src.length : close);
        inWord = true;
        i = close < 0 ? src.length : close + 1;
        continue;
      }
      if (c === '"') {
        inWord = true;
        i += 1;
        while (i < src.length && src[i] !== '"') {
          if (src[i] === '\\') {
            word += src[i + 1] ?? '';
            i += 2;
          } else if (src[i] === '$') {
            i += 1;
            dollar();
          } else if (src[i] === '`') {
            i += 1;
            parse('`');
            dynamic = true;
          } else word += src[i++];
        }
        i += 1;
        continue;
      }
      if (c === '$') {
        i += 1;
        dollar();
        continue;
      }
      if (c === '`') {
        i += 1;
        parse('`');
        dynamic = true;
        inWord = true;
        continue;
      }
      if (c === '#' && !inWord) {
        while (i < src.length && src[i] !== '\n') i += 1;
        continue;
      }
      if (c === '(' && inWord && /^[A-Za-z_][A-Za-z0-9_]*\+?=$/.test(word)) {
        // An array assignment: name=(…) holds words, not commands.
        const close = src.indexOf(')', i);
        i = close < 0 ? src.length : close + 1;
        word += '()';
        continue;
      }
      if (c === '\n' || c === ';' || c === '&' || c === '|' || c === '(' || c === ')') {
        finishCommand();
        i += 1;
        continue;
      }
      if (c === '<' || c === '>') {
        // A redirection: its target is a file, not a command.
        finishWord();
        i += 1;
        while (src[i] === '>' || src[i] === '&') i += 1;
        while (src[i] === ' ' || src[i] === '\t') i += 1;
        while (i < src.length && !/[\s;&|()<>]/.test(src[i])) i += 1;
        continue;
      }
      if (c === ' ' || c === '\t') {
        finishWord();
        i += 1;
        continue;
      }
      word += c;
      inWord = true;
      i += 1;
    }
    finishCommand();
  }
  parse(null);
  return commands;
}

/**
 * The programs a shell string starts: for each simple command, the program at its head after
 * assignments, keywords and wrappers (`nice -n 10 x` starts nice and x). A builtin starts none;
 * `sh -c '…'` starts what its string does; `pnpm exec x` and `npx x` start x too. A head that is
 * an expansion is unknown (null).
 */
export function shellPrograms(src) {
  return shellStarts(src).map((s) => s.program);
}

/** Like shellPrograms, each with where its command starts in the string (`at`). */
function shellStarts(src) {
  const starts = [];
  for (const { words, at } of shellCommands(src)) {
    const found = [];
    let k = 0;
    while (k < words.length) {
      const w = words[k];
      if (w !== null && (SHELL_KEYWORDS.has(w) || /^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(w))) k += 1;
      else break;
    }
    if (words[k] === 'for' || words[k] === 'case' || words[k] === 'function') continue;
    while (k < words.length) {
      const head = words[k];
      if (head === null) {
        found.push(null);
        break;
      }
      if (SHELL_BUILTINS.has(head)) break;
      if (head === 'command') {
        // `command -v x` only asks where x is; `command x` runs it.
        if (words[k + 1] === '-v' || words[k + 1] === '-V') break;
        k += 1;
        continue;
      }
      if (head !== 'exec') found.push(head);
      const args = words.slice(k + 1);
      if ((head === 'sh' || head === 'bash') && args[0] === '-c') {
        if (args[1] === null || args[1] === undefined) found.push(null);
        else found.push(...shellPrograms(args[1]));
        break;
      }
      if ((head === 'pnpm' && args[0] === 'exec') || head === 'npx') {
        const tool = args
          .slice(head === 'npx' ? 0 : 1)
          .find((a) => a === null || !a.startsWith('-'));
        if (tool === null) found.push(null);
        else if (tool && !tool.includes('@')) found.push(tool);
        break;
      }
      if (!WRAPPERS.has(head)) break;
      // The wrapped command: after the wrapper's options (and their values) and assignments.
      k += 1;
      while (k < words.length) {
        const w = words[k];
        if (w !== null && (w.startsWith('-') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(w))) {
          k += 1;
          if ((w === '-n' || w === '-u' || w === '-s' || w === '-k') && words[k] !== undefined)
            k += 1;
        } else if (head === 'timeout' && w !== null && /^\d/.test(w)) k += 1;
        else break;
      }
    }
    for (const program of found) starts.push({ program, at });
  }
  return starts;
}

// ----------------------------------------------------------------------------------------------
// JavaScript and TypeScript.

/** What an expression names: a program, a workspace tool, or null when it cannot be followed. */
function programOfPath(text) {
  const tool = /(?:^|\/)node_modules\/\.bin\/([^/]+)$/.exec(text);
  if (tool) return { bin: tool[1] };
  const name = text.split('/').pop();
  return name ? { name } : null;
}

const parsed = new Map();
function parseFile(file, text) {
  if (!parsed.has(file)) {
    const source = text ?? (existsSync(file) ? readFileSync(file, 'utf8') : null);
    const kind = /\.tsx$/.test(file)
      ? ts.ScriptKind.TSX
      : /\.jsx$/.test(file)
        ? ts.ScriptKind.JSX
        : /\.(js|mjs|cjs)$/.test(file)
          ? ts.ScriptKind.JS
          : ts.ScriptKind.TS;
    parsed.set(
      file,
      source === null
        ? null
        : ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind),
    );
  }
  return parsed.get(file);
}

/** `@program a, b` in the comments right before a node. */
function annotatedPrograms(node) {
  const sf = node.getSourceFile();
  const ranges = ts.getLeadingCommentRanges(sf.text, node.getFullStart()) ?? [];
  const names = [];
  for (const range of ranges)
    for (const m of sf.text.slice(range.pos, range.end).matchAll(/@program\s+([^\n*]+)/g))
      names.push(...m[1].split(/[\s,]+/).filter(Boolean));
  return names;
}

/** The statement (or declaration) a node is part of, whose comments may annotate it. */
function enclosingStatement(node) {
  let n = node;
  while (n.parent && !ts.isSourceFile(n.parent) && !ts.isBlock(n.parent)) n = n.parent;
  return n;
}

function isFunctionLike(n) {
  return (
    ts.isFunctionDeclaration(n) ||
    ts.isFunctionExpression(n) ||
    ts.isArrowFunction(n) ||
    ts.isMethodDeclaration(n)
  );
}

function bindingHas(name, id) {
  if (ts.isIdentifier(name)) return name.text === id;
  return name.elements.some((e) => !ts.isOmittedExpression(e) && bindingHas(e.name, id));
}

/** The declaration an identifier refers to, looking outwards from where it is used. */
function declarationOf(id, from) {
  for (let scope = from.parent; scope; scope = scope.parent) {
    if (isFunctionLike(scope)) {
      const index = scope.parameters.findIndex((p) => bindingHas(p.name, id));
      if (index >= 0) return { kind: 'param', fn: scope, index, param: scope.parameters[index] };
    }
    const statements = ts.isSourceFile(scope) || ts.isBlock(scope) ? scope.statements : null;
    if (!statements) continue;
    for (const st of statements) {
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          if (bindingHas(d.name, id)) return { kind: 'var', decl: d, statement: st };
      if (ts.isFunctionDeclaration(st) && st.name?.text === id) return { kind: 'fn', fn: st };
      if (ts.isImportDeclaration(st) && st.importClause) {
        const spec = st.moduleSpecifier.text;
        const clause = st.importClause;
        if (clause.name?.text === id) return { kind: 'import', spec, imported: 'default', st };
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === id)
          return { kind: 'import', spec, imported: '*', st };
        if (bindings && ts.isNamedImports(bindings))
          for (const el of bindings.elements)
            if (el.name.text === id)
              return { kind: 'import', spec, imported: (el.propertyName ?? el.name).text, st };
      }
    }
  }
  return null;
}

/** A function's declaration, in this file or in the relative module it is imported from. */
function functionNamed(id, from) {
  const found = declarationOf(id, from);
  if (!found) return null;
  if (found.kind === 'fn') return found.fn;
  if (found.kind === 'var') return found.decl;
  if (found.kind === 'import') {
    const file = importedFile(from.getSourceFile().fileName, found.spec);
    const sf = file && parseFile(file);
    if (!sf) return null;
    for (const st of sf.statements) {
      if (ts.isFunctionDeclaration(st) && st.name?.text === found.imported) return st;
      if (ts.isVariableStatement(st))
        for (const d of st.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.name.text === found.imported) return st;
    }
  }
  return null;
}

/** The source files being checked (path and text): a function's calls are looked for in each. */
let scanned = [];

/** The file a relative import names, if it exists. */
function importedFile(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [base, ...['.ts', '.mts', '.mjs', '.js', '.tsx'].map((e) => base + e)].find(
    (f) => /\.[a-z]+$/.test(f) && existsSync(f),
  );
}

/** Every call of a function: in its own file, and in the files that import it by name. */
function callsOf(fn) {
  const name = ts.isFunctionDeclaration(fn)
    ? fn.name?.text
    : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
      ? fn.parent.name.text
      : undefined;
  if (!name) return [];
  const home = fn.getSourceFile();
  const calls = [];
  const visit = (sf, local) => {
    const walk = (n) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === local)
        calls.push(n);
      ts.forEachChild(n, walk);
    };
    walk(sf);
  };
  visit(home, name);
  const declaration = ts.isFunctionDeclaration(fn) ? fn : fn.parent.parent.parent;
  const exported = declaration.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  if (!exported) return calls;
  const module = path.basename(home.fileName).replace(/\.[a-z]+$/, '');
  for (const file of scanned) {
    if (file.abs === home.fileName || !file.text.includes(name) || !file.text.includes(module))
      continue;
    const sf = parseFile(file.abs, file.text);
    for (const st of sf.statements) {
      const bindings = ts.isImportDeclaration(st) ? st.importClause?.namedBindings : undefined;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      if (importedFile(sf.fileName, st.moduleSpecifier.text) !== home.fileName) continue;
      for (const el of bindings.elements)
        if ((el.propertyName ?? el.name).text === name) visit(sf, el.name.text);
    }
  }
  return calls;
}

/** Whether an expression is the path of a node_modules/.bin folder (the workspace's tools). */
function isBinFolder(expr, depth = 0) {
  if (!expr || depth > 8) return false;
  if (ts.isStringLiteralLike(expr)) return /(^|\/)\.bin\/?$/.test(expr.text);
  if (ts.isCallExpression(expr) && /^path\.(join|resolve)$/.test(expr.expression.getText()))
    return isBinFolder(expr.arguments.at(-1), depth + 1);
  if (ts.isIdentifier(expr)) {
    const d = declarationOf(expr.text, expr);
    if (d?.kind === 'var' && d.decl.initializer && ts.isIdentifier(d.decl.name))
      return isBinFolder(d.decl.initializer, depth + 1);
  }
  return false;
}

/**
 * The programs an expression names: each `{ name }`, `{ bin: name }` for a workspace tool, or
 * `{ unknown: text }`.
 */
function resolveProgram(expr, depth = 0) {
  const unknown = [{ unknown: expr ? expr.getText().slice(0, 80) : '(nothing)' }];
  if (!expr || depth > 8) return unknown;
  if (ts.isParenthesizedExpression(expr) || ts.isAwaitExpression(expr) || ts.isAsExpression(expr))
    return resolveProgram(expr.expression, depth + 1);
  if (ts.isStringLiteralLike(expr)) return [programOfPath(expr.text) ?? unknown[0]];
  // `${tool}.cmd`: the Windows name of a tool.
  if (
    ts.isTemplateExpression(expr) &&
    !expr.head.text &&
    expr.templateSpans.length === 1 &&
    /^\.(cmd|exe)$/.test(expr.templateSpans[0].literal.text)
  )
    return resolveProgram(expr.templateSpans[0].expression, depth + 1);
  if (ts.isPropertyAccessExpression(expr) && expr.name.text === 'pathname')
    return resolveProgram(expr.expression, depth + 1);
  if (ts.isNewExpression(expr) && expr.expression.getText() === 'URL')
    return resolveProgram(expr.arguments?.[0], depth + 1);
  if (expr.getText() === 'process.execPath') return [{ name: 'node' }];
  if (ts.isConditionalExpression(expr))
    return [
      ...resolveProgram(expr.whenTrue, depth + 1),
      ...resolveProgram(expr.whenFalse, depth + 1),
    ];
  if (
    ts.isBinaryExpression(expr) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
      expr.operatorToken.kind,
    )
  )
    return [...resolveProgram(expr.left, depth + 1), ...resolveProgram(expr.right, depth + 1)];
  if (ts.isCallExpression(expr)) {
    const callee = expr.expression.getText();
    if (/^path\.(join|resolve)$/.test(callee) && expr.arguments.length) {
      const last = resolveProgram(expr.arguments.at(-1), depth + 1);
      // path.join(root, 'node_modules', '.bin', tool): a tool of the workspace.
      const inBin = expr.arguments.slice(0, -1);
      return inBin.some((a) => isBinFolder(a))
        ? last.map((p) => (p.name ? { bin: p.name } : p))
        : last;
    }
    if (ts.isIdentifier(expr.expression)) {
      const fn = functionNamed(expr.expression.text, expr.expression);
      const named = fn ? annotatedPrograms(fn) : [];
      if (named.length) return named.map((name) => ({ name }));
    }
    return unknown;
  }
  if (ts.isIdentifier(expr)) {
    const d = declarationOf(expr.text, expr);
    if (d?.kind === 'var' && d.decl.initializer) {
      const named = annotatedPrograms(d.statement);
      if (named.length) return named.map((name) => ({ name }));
      return resolveProgram(d.decl.initializer, depth + 1);
    }
    if (d?.kind === 'param') {
      const found = [];
      if (d.param.initializer) found.push(...resolveProgram(d.param.initializer, depth + 1));
      for (const call of callsOf(d.fn)) {
        const arg = call.arguments[d.index];
        if (arg) found.push(...resolveProgram(arg, depth + 1));
      }
      return found.length ? found : unknown;
    }
  }
  return unknown;
}

/** A string expression's text when it can be known (for shell strings), else null. */
function resolveString(expr, depth = 0) {
  if (!expr || depth > 8) return null;
  if (ts.isStringLiteralLike(expr)) return expr.text;
  if (ts.isParenthesizedExpression(expr)) return resolveString(expr.expression, depth + 1);
  if (ts.isTemplateExpression(expr)) {
    // Each interpolation stands for one word of unknown text.
    let text = expr.head.text;
    for (const span of expr.templateSpans)
      text += (resolveString(span.expression, depth + 1) ?? '"$X"') + span.literal.text;
    return text;
  }
  if (ts.isIdentifier(expr)) {
    const d = declarationOf(expr.text, expr);
    if (d?.kind === 'var' && ts.isIdentifier(d.decl.name) && d.decl.initializer)
      return resolveString(d.decl.initializer, depth + 1);
  }
  return null;
}

/** The names under which a file can call child_process' functions (and execa's, zx's). */
function processFunctions(sf) {
  const names = new Map();
  const namespaces = new Set();
  const visit = (n) => {
    if (ts.isImportDeclaration(n) && n.importClause) {
      const spec = n.moduleSpecifier.text;
      const clause = n.importClause;
      const known = CHILD_PROCESS.has(spec) || spec === 'execa' || spec === 'zx';
      if (known) {
        if (clause.name) namespaces.add(clause.name.text);
        const b = clause.namedBindings;
        if (b && ts.isNamespaceImport(b)) namespaces.add(b.name.text);
        if (b && ts.isNamedImports(b))
          for (const el of b.elements) names.set(el.name.text, (el.propertyName ?? el.name).text);
      }
    }
    if (ts.isVariableDeclaration(n) && n.initializer) {
      const init = n.initializer;
      // require('child_process'), whole or destructured.
      if (
        ts.isCallExpression(init) &&
        init.expression.getText() === 'require' &&
        ts.isStringLiteralLike(init.arguments[0] ?? {}) &&
        CHILD_PROCESS.has(init.arguments[0].text)
      ) {
        if (ts.isIdentifier(n.name)) namespaces.add(n.name.text);
        else if (ts.isObjectBindingPattern(n.name))
          for (const el of n.name.elements)
            names.set(el.name.getText(), (el.propertyName ?? el.name).getText());
      }
      // const run = promisify(execFile)
      if (
        ts.isCallExpression(init) &&
        /(^|\.)promisify$/.test(init.expression.getText()) &&
        ts.isIdentifier(n.name)
      ) {
        const arg = init.arguments[0]?.getText() ?? '';
        const target = names.get(arg) ?? (arg.includes('.') ? arg.split('.').pop() : undefined);
        if (target) names.set(n.name.text, target);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return { names, namespaces };
}

/** The function of child_process (or execa) a call calls, if any. */
function processCall(call, { names, namespaces }) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return names.get(callee.text);
  if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    namespaces.has(callee.expression.text)
  )
    return callee.name.text;
  return undefined;
}

/** The object literal of a call's options, if written in place. */
function optionsOf(call) {
  return call.arguments.find((a, i) => i > 0 && ts.isObjectLiteralExpression(a));
}
function property(obj, name) {
  return obj?.properties.find(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
      p.name.getText() === name,
  );
}

/**
 * Every program a source file starts, each `{ line, via, program }` where program is
 * `{ name }`, `{ bin: name }` (a workspace tool) or `{ unknown }`.
 */
export function programsInSource(file, text) {
  const sf = parseFile(file, text);
  const fns = processFunctions(sf);
  const starts = [];
  const add = (node, via, programs) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const named = annotatedPrograms(enclosingStatement(node));
    for (const program of programs) {
      if (program?.unknown !== undefined && named.length)
        for (const name of named) starts.push({ line, via, program: { name } });
      else starts.push({ line, via, program: program ?? { unknown: node.getText().slice(0, 80) } });
    }
  };
  const fromShell = (node, via, text) => {
    if (text === null) return add(node, via, [null]);
    const found = shellPrograms(text);
    add(
      node,
      via,
      found.map((p) => (p === null ? { unknown: text.slice(0, 80) } : programOfPath(p))),
    );
  };

  const visit = (n) => {
    if (ts.isCallExpression(n)) {
      const fn = processCall(n, fns);
      if (fn && FILE_CALLS.has(fn)) {
        const [cmd, args] = n.arguments;
        const options = optionsOf(n);
        const shell = property(options, 'shell');
        if (
          shell &&
          ts.isPropertyAssignment(shell) &&
          shell.initializer.kind === ts.SyntaxKind.TrueKeyword
        ) {
          const words = [cmd, ...(args && ts.isArrayLiteralExpression(args) ? args.elements : [])];
          const strings = words.map((w) => resolveString(w));
          fromShell(n, `${fn} with shell: true`, strings.includes(null) ? null : strings.join(' '));
        } else {
          const programs = resolveProgram(cmd);
          add(n, fn, programs);
          // sh -c '…' starts what its string does.
          const shells = programs.some((p) => p.name === 'sh' || p.name === 'bash');
          if (shells && args && ts.isArrayLiteralExpression(args)) {
            const c = args.elements.findIndex((e) => ts.isStringLiteralLike(e) && e.text === '-c');
            if (c >= 0) fromShell(n, `${fn} sh -c`, resolveString(args.elements[c + 1]));
          }
        }
      } else if (fn && SHELL_CALLS.has(fn)) {
        fromShell(n, fn, resolveString(n.arguments[0]));
      } else if (fn && NODE_CALLS.has(fn)) {
        add(n, fn, [{ name: 'node' }]);
      }
    }
    if (ts.isTaggedTemplateExpression(n)) {
      const tag = n.tag;
      const name = ts.isCallExpression(tag) ? tag.expression.getText() : tag.getText();
      if (name === '$' || fns.names.get(name) === '$' || /^(execa|\$)(Sync)?$/.test(name)) {
        const tpl = n.template;
        let text = ts.isNoSubstitutionTemplateLiteral(tpl) ? tpl.text : tpl.head.text;
        if (!ts.isNoSubstitutionTemplateLiteral(tpl))
          for (const span of tpl.templateSpans)
            text += (resolveString(span.expression) ?? '"$X"') + span.literal.text;
        fromShell(n, '$`…`', text);
      }
    }
    if (
      (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) &&
      EXECUTABLE_OPTIONS.has(n.name.getText())
    ) {
      add(n, n.name.getText(), resolveProgram(ts.isPropertyAssignment(n) ? n.initializer : n.name));
    }
    if (
      ts.isPropertyAssignment(n) &&
      n.name.getText() === 'command' &&
      ts.isObjectLiteralExpression(n.parent)
    ) {
      // A server a test runner starts: Playwright's webServer.
      if (['url', 'port', 'reuseExistingServer'].some((k) => property(n.parent, k)))
        fromShell(n, 'webServer.command', resolveString(n.initializer));
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return starts;
}

const lineAt = (text, index) => text.slice(0, Math.max(index, 0)).split('\n').length;

/** Every program a package.json's scripts start. */
export function programsInPackageJson(text) {
  const { scripts = {} } = JSON.parse(text);
  return Object.entries(scripts).flatMap(([name, script]) =>
    shellPrograms(script).map((p) => ({
      line: lineAt(text, text.indexOf(`"${name}":`)),
      via: `script "${name}"`,
      program: p === null ? { unknown: script } : programOfPath(p),
    })),
  );
}

/** Every program a shell script starts, with the line of its command. */
export function programsInShellScript(text) {
  return shellStarts(text).map(({ program, at }) => ({
    line: lineAt(text, at),
    via: 'shell',
    program:
      program === null
        ? { unknown: text.slice(at, text.indexOf('\n', at)) }
        : programOfPath(program),
  }));
}

// ----------------------------------------------------------------------------------------------
// The check.

/**
 * Checks files against a README. `files` are paths relative to `root`; `bins` the workspace's
 * tools. Answers every start found (with whether it is allowed) and the problems.
 */
export function checkPrograms({ root, files, readme, ciRun, bins }) {
  const { rows, basics } = readmePrograms(readme);
  parsed.clear();
  scanned = files
    .filter((rel) => CODE.test(rel))
    .map((rel) => ({
      abs: path.join(root, rel),
      text: readFileSync(path.join(root, rel), 'utf8'),
    }));
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

/** Folders that hold what tools made or installed, never the project's code. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'coverage',
  'test-results',
  'playwright-report',
  '.tmp',
  '.data',
  '.vitest-attachments',
  '__screenshots__',
  '.git',
]);

/**
 * The files the check reads in this repository (relative paths): the code of apps, packages,
 * e2e, scripts, .storybook and the root, every package.json's scripts and the scripts of .ci.
 */
export function repositoryFiles(root) {
  const files = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (rel || SCANNED_DIRS.includes(entry.name)) walk(child);
      } else if (
        CODE.test(entry.name) ||
        entry.name === 'package.json' ||
        (rel.startsWith('.ci') && !entry.name.includes('.'))
      )
        files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/** The tools the workspace installed: every node_modules/.bin of the root and its packages. */
export function workspaceBins(root) {
  const dirs = [
    root,
    ...['apps', 'packages'].flatMap((d) => {
      const parent = path.join(root, d);
      return existsSync(parent) ? readdirSync(parent).map((p) => path.join(parent, p)) : [];
    }),
  ];
  const bins = new Set();
  for (const dir of dirs) {
    const bin = path.join(dir, 'node_modules', '.bin');
    if (existsSync(bin)) for (const name of readdirSync(bin)) bins.add(name);
  }
  return bins;
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
