// Following a JavaScript or TypeScript expression to the program it names: constants,
// parameters (through the function's calls), imports, `path.join`, ternaries, `@program`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { programOfPath } from './shell.mjs';

const parsed = new Map();
export function parseFile(file, text) {
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
export function annotatedPrograms(node) {
  const sf = node.getSourceFile();
  const ranges = ts.getLeadingCommentRanges(sf.text, node.getFullStart()) ?? [];
  const names = [];
  for (const range of ranges)
    for (const m of sf.text.slice(range.pos, range.end).matchAll(/@program\s+([^\n*]+)/g))
      names.push(...m[1].split(/[\s,]+/).filter(Boolean));
  return names;
}

/** The statement (or declaration) a node is part of, whose comments may annotate it. */
export function enclosingStatement(node) {
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

/** Starts a check of these files (path and text): earlier parses are forgotten. */
export function useSources(files) {
  parsed.clear();
  scanned = files;
}

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
export function resolveProgram(expr, depth = 0) {
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
export function resolveString(expr, depth = 0) {
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
