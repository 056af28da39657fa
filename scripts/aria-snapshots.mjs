#!/usr/bin/env node
// Playwright writes the accessible-structure snapshots of the e2e screens
// (e2e/*-snapshots/*.aria.yml) from one run's page. A few values in them come
// from that run, not from the design: the masked address of a test customer,
// digits typed into a code box, empty text nodes around inline elements. After
// `playwright test --update-snapshots=all`, run this to turn those into
// patterns, so the files pin what a screen-reader user meets and nothing else.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../e2e/', import.meta.url).pathname;
const rules = [
  // Empty text nodes between inline elements: not something anyone hears.
  [/^\s*- text: ""\n/gm, ''],
  // Each run registers a new customer; the visible part of the masked address varies.
  [/\\\(oculto\\\) [^@\s]+@/g, '\\(oculto\\) \\w+@'],
  // The value typed into a one-digit code box is the run's code.
  [/^(\s*- textbox "Dígito \d de \d"(?: \[[^\]]+\])*)(: .*)$/gm, '$1'],
];

let changed = 0;
for (const dir of readdirSync(root).filter((d) => d.endsWith('-snapshots'))) {
  for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith('.aria.yml'))) {
    const path = join(root, dir, file);
    const before = readFileSync(path, 'utf8');
    const after = rules.reduce((text, [pattern, by]) => text.replace(pattern, by), before);
    if (after !== before) {
      writeFileSync(path, after);
      changed += 1;
    }
  }
}
console.log(`aria snapshots: ${changed} file(s) normalised`);
