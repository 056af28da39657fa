#!/usr/bin/env node
// Playwright writes the accessible-structure snapshots of the e2e screens
// (e2e/*-snapshots/*.aria.yml) from one run's page. A few values in them come
// from that run, not from the design: the masked address of a test customer,
// digits typed into a code box, empty text nodes around inline elements. After
// `playwright test --update-snapshots=all`, run this to turn those into
// patterns, so the files pin what a screen-reader user meets and nothing else.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const root = new URL('../e2e/', import.meta.url).pathname;
const rules = [
  // Empty text nodes between inline elements: not something anyone hears.
  [/^\s*- text: ""\n/gm, ''],
  // Each run registers a new customer; the visible part of the masked address varies.
  [/\\\(oculto\\\) [^@\s]+@/g, '\\(oculto\\) \\w+@'],
  // An account's id is the database's: it moves with every customer seeded before it.
  [/^(\s*- \/url: )\/accounts\/edit\?cuenta=\d+$/gm, '$1/\\/accounts\\/edit\\?cuenta=\\d+/'],
  // The value typed into a one-digit code box is the run's code.
  [/^(\s*- textbox "Dígito \d de \d"(?: \[[^\]]+\])*)(: .*)$/gm, '$1'],
];

// Fund pages (and the facial check's limit) show today's figures: dates, month names and
// signs change from day to day, and the cut-off line says either how long is left or that the
// cut-off passed. In a line that is already a pattern, those become patterns too.
const MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const ABBREVIATIONS = 'ene|feb|mar|abr|may|jun|jul|ago|sept|set|oct|nov|dic';
const WEEKDAYS = 'lunes|martes|miércoles|jueves|viernes|sábado|domingo';
const RETURN_OR_NONE = '(?:(?:más|menos) \\d+\\.\\d+ por ciento|Sin historial)';
function dailyFigures(text) {
  return text
    .split('\n')
    .map((line) => {
      // A return that needs more history than the fund has yet is "Sin historial": the 5-year
      // figure appears once the day's valor cuota is published (history starts 5 years back).
      if (/^\s*- (row|cell) "[^"]*Sin historial":?$/.test(line)) {
        const [, lead, role, label, colon] = /^(\s*- )(row|cell) "(.*?)\s?Sin historial"(:?)$/.exec(
          line,
        );
        const escaped = label.replace(/[()./\\]/g, (c) => `\\${c}`);
        return `${lead}${role} /${escaped}${label ? ' ' : ''}${RETURN_OR_NONE}/${colon}`;
      }
      if (/^\s*- (row|cell) \//.test(line) && !line.includes('Sin historial'))
        line = line.replace(/\(\?:más\|menos\) \\d\+\\\.\\d\+ por ciento/, RETURN_OR_NONE);
      if (/^\s*- paragraph: .*(Quedan .* para el corte de hoy|El corte de hoy ya pasó)/.test(line))
        return line.replace(
          /- paragraph: .*$/,
          '- paragraph: "/(?:Quedan .+ para el corte de hoy|El corte de hoy ya pasó: .+)\\\\./"',
        );
      if (!/(: |^\s*- \w+ )"?\//.test(line)) return line;
      // Inside a quoted YAML string a backslash is written twice.
      const word = /"\//.test(line) ? '\\\\S+' : '\\S+';
      // A day of the month before a month pattern (the points of a chart's table move daily).
      const day = /"\//.test(line) ? '\\\\d+' : '\\d+';
      return line
        .replace(new RegExp(`\\b(${MONTHS})\\b`, 'g'), word)
        .replace(new RegExp(`\\b(${ABBREVIATIONS})(?=\\\\{1,2}\\.)`, 'g'), word)
        .replace(new RegExp(`\\b(${WEEKDAYS})\\b`, 'g'), word)
        .replace(/(^|[\s/"(])\d{1,2}(?= \\{1,2}S\+)/g, `$1${day}`)
        .replace(/\b(más|menos) (?=\\)/g, '(?:más|menos) ');
    })
    .join('\n');
}

/**
 * A chart's table lists a point per day of the range: how many fall in a month moves with
 * weekends and holidays. Once its rows are patterns they are all alike; a run of alike rows is
 * kept to three (a template's children only need to appear in order).
 */
const SAME_ROWS_KEPT = 3;
function collapseAlikeRows(text) {
  const lines = text.split('\n');
  const out = [];
  let previous = null;
  let run = 0;
  for (let i = 0; i < lines.length;) {
    const row = /^(\s*)- row \//.exec(lines[i]);
    if (!row) {
      out.push(lines[i]);
      previous = null;
      run = 0;
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < lines.length && lines[end].startsWith(`${row[1]}  `)) end += 1;
    const block = lines.slice(i, end).join('\n');
    run = block === previous ? run + 1 : 1;
    previous = block;
    if (run <= SAME_ROWS_KEPT) out.push(...lines.slice(i, end));
    i = end;
  }
  return out.join('\n');
}

/**
 * The statements' months are those since the journey customer's first subscription, counted
 * back from the run's day: seven or eight. Once they are patterns they are alike; a run of
 * alike options is kept to three (a template's children only need to appear in order).
 */
function collapseAlikeOptions(text) {
  const lines = text.split('\n');
  return lines
    .filter((line, i) => {
      if (!/^\s*- option \//.test(line)) return true;
      let alike = 0;
      for (let j = i - 1; j >= 0 && lines[j] === line; j -= 1) alike += 1;
      return alike < SAME_ROWS_KEPT;
    })
    .join('\n');
}

/**
 * Orders carry the run's figures: their references follow the order they were placed in by the
 * journeys running side by side, and whether today's cut-off has passed depends on the hour.
 */
function orderFigures(text) {
  return (
    text
      // A link's address with a reference: the link's name already pins which order it is.
      .replace(
        /^(\s*- link [^\n]*(?:SUS|RES)-[^\n]*):\n\s*- \/url: [^\n]*(?:SUS|RES)-\d+-\d+\n/gm,
        '$1\n',
      )
      // Recorded before the cut-off: after it, a sentence says why the next business day.
      .replace(
        /- text: \/\\\(solicitudes hasta las \\d\+:\\d\+, hora de Lima\\\)\\\.\/$/gm,
        '- text: "/\\\\(solicitudes hasta las \\\\d+:\\\\d+, hora de Lima\\\\)\\\\.(?: Ya pasó la hora de corte de hoy: por eso tu (?:solicitud|rescate) toma el valor cuota del siguiente día hábil\\\\.)?/"',
      )
      // Before the cut-off the trade date is today and nothing more is said.
      .replace(
        /\\\\\. Ya pasó la hora de corte de hoy: por eso tu solicitud toma el valor cuota del siguiente día hábil\\\\\.\//g,
        '\\\\.(?: Ya pasó la hora de corte de hoy: por eso tu solicitud toma el valor cuota del siguiente día hábil\\\\.)?/',
      )
  );
}

/**
 * A rescue says when the next one is allowed: 24 hours after this one, at the run's hour. In a
 * line that is already a pattern, the hour and the half of the day become patterns too.
 */
function limaTimes(text) {
  return text
    .split('\n')
    .map((line) => {
      if (!/(: |^\s*- '?\w+ )["']?\//.test(line)) return line;
      const quoted = /"\//.test(line);
      const d = quoted ? '\\\\d+' : '\\d+';
      const dot = quoted ? '\\\\.' : '\\.';
      return (
        line
          // "a las 10:15" but "a la 1:08": one o'clock takes the singular.
          .replace(/\ba las? (?:\\{1,2}d\+|\d{1,2}):/g, `a las? ${d}:`)
          .replace(/ [ap]\\{1,2}\. m\\{1,2}\./g, ` [ap]${dot} m${dot}`)
          // "26 nov. 2026, 5:15 a. m." (the activity log): the hour and the month move too.
          .replace(/, \d{1,2}(?=:\\{1,2}d\+)/g, `, ${d}`)
          .replace(
            quoted ? /^$/ : /\\d\+ (?:ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)(?=\\\.)/g,
            '\\d+ \\S+',
          )
      );
    })
    .join('\n');
}

let changed = 0;
for (const dir of readdirSync(root).filter((d) => d.endsWith('-snapshots'))) {
  for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith('.aria.yml'))) {
    const path = join(root, dir, file);
    const before = readFileSync(path, 'utf8');
    const fixed = rules.reduce((text, [pattern, by]) => text.replace(pattern, by), before);
    // Only the fund pages and the facial check's limit (when to try again) carry the day's.
    const daily =
      dir.startsWith('funds') ||
      dir.startsWith('biometrics') ||
      dir.startsWith('investing') ||
      dir.startsWith('rescues') ||
      dir.startsWith('profile') ||
      dir.startsWith('statements');
    const dated = daily ? collapseAlikeRows(dailyFigures(fixed)) : fixed;
    const ordered =
      dir.startsWith('investing') || dir.startsWith('rescues') ? orderFigures(dated) : dated;
    const timed =
      dir.startsWith('rescues') || dir.startsWith('profile') ? limaTimes(ordered) : ordered;
    const after = dir.startsWith('statements') ? collapseAlikeOptions(timed) : timed;
    if (after !== before) {
      writeFileSync(path, after);
      changed += 1;
    }
  }
}
console.log(`aria snapshots: ${changed} file(s) normalised`);
// Playwright writes its own YAML layout; the repository keeps every file in Prettier's.
execFileSync(
  new URL('../node_modules/.bin/prettier', import.meta.url).pathname,
  ['--write', '--log-level=warn', 'e2e/*-snapshots/*.aria.yml'],
  { cwd: new URL('..', import.meta.url).pathname, stdio: 'inherit' },
);
