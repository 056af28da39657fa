// The programs a JavaScript or TypeScript file starts: child_process, execa, zx, a browser's
// executable, Playwright's webServer.
import ts from 'typescript';
import { shellPrograms, programOfPath } from './shell.mjs';
import {
  parseFile,
  annotatedPrograms,
  enclosingStatement,
  resolveProgram,
  resolveString,
} from './resolve.mjs';

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
