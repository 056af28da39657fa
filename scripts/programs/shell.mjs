// The programs a shell string starts (package.json scripts, shell scripts, `sh -c`, exec).

/** Shell builtins and keywords: never a program. */
const SHELL_BUILTINS = new Set(
  'cd echo export set unset exit return printf test [ [[ ]] true false local read shift trap wait source . eval readonly declare type hash ulimit umask alias'.split(
    ' ',
  ),
);
const SHELL_KEYWORDS = new Set('if then else elif fi do done while until ! { } time'.split(' '));
/** Programs that run the command after their own options. */
const WRAPPERS = new Set(['exec', 'nice', 'env', 'nohup', 'timeout', 'sudo', 'xargs']);

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

/** What an expression names: a program, a workspace tool, or null when it cannot be followed. */
export function programOfPath(text) {
  const tool = /(?:^|\/)node_modules\/\.bin\/([^/]+)$/.exec(text);
  if (tool) return { bin: tool[1] };
  const name = text.split('/').pop();
  return name ? { name } : null;
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
