#!/usr/bin/env node
// Writes src/icons/: one module per icon the design system draws, holding only the icon's SVG
// shapes (taken from lucide-react, a development dependency), drawn by createIcon. A page
// ships the few hundred bytes of the icons it shows and no icon runtime.
//
//   node packages/ui/scripts/icons.mjs          (re)writes src/icons/*.ts
//   node packages/ui/scripts/icons.mjs --check  fails when src/icons/ is not what it would write
//
// To add an icon, add lucide's component name to ICONS and run the script.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ICONS = [
  'ArrowLeftRight',
  'ArrowRight',
  'BadgeCheck',
  'Ban',
  'Building2',
  'CalendarClock',
  'Check',
  'ChevronDown',
  'ChevronLeft',
  'Circle',
  'CircleAlert',
  'CircleCheck',
  'CircleCheckBig',
  'CircleX',
  'ClipboardCheck',
  'Clock',
  'Compass',
  'Copy',
  'CreditCard',
  'Download',
  'ExternalLink',
  'Eye',
  'EyeOff',
  'FileCheck',
  'FileUp',
  'Gauge',
  'HandCoins',
  'Headset',
  'House',
  'IdCard',
  'Inbox',
  'Info',
  'KeyRound',
  'Landmark',
  'LoaderCircle',
  'LockKeyhole',
  'LogIn',
  'LogOut',
  'Mail',
  'MailCheck',
  'MapPinOff',
  'MessageCircle',
  'Pencil',
  'Phone',
  'Plus',
  'Receipt',
  'RotateCw',
  'Scale',
  'ScanFace',
  'Search',
  'SearchX',
  'ServerCrash',
  'ShieldCheck',
  'SlidersHorizontal',
  'Smartphone',
  'Star',
  'Trash2',
  'TrendingDown',
  'TrendingUp',
  'TriangleAlert',
  'User',
  'UserCheck',
  'UserRound',
  'Users',
  'Wallet',
  'Wrench',
  'X',
];

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(uiDir, 'src/icons');
const require = createRequire(path.join(uiDir, 'package.json'));
const lucideDir = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm');

/** lucide's index: exported component name → its icon module. */
function lucideModules() {
  const index = readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8');
  const modules = new Map();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)';/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) modules.set(name, file);
  }
  return modules;
}

/** The SVG shapes of one lucide icon module, without React keys. */
function shapesOf(file) {
  const source = readFileSync(path.join(lucideDir, 'icons', file), 'utf8');
  const literal = source.match(/const __iconData = (\{[\s\S]*?\n\});/)?.[1];
  if (!literal) throw new Error(`no icon data in ${file}`);
  const data = Function(`return (${literal});`)();
  return data.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
}

const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

function render() {
  const modules = lucideModules();
  const files = new Map();
  for (const name of ICONS) {
    const file = modules.get(name);
    if (!file) throw new Error(`lucide-react has no icon ${name}`);
    const shapes = JSON.stringify(shapesOf(file));
    files.set(
      `${kebab(name)}.ts`,
      `// Written by scripts/icons.mjs from lucide-react (ISC licence); do not edit.\nimport { createIcon } from './createIcon';\n\nexport const ${name} = /* @__PURE__ */ createIcon('${kebab(name)}', ${shapes});\n`,
    );
  }
  files.set(
    'index.ts',
    `// Written by scripts/icons.mjs; do not edit.\nexport { createIcon, type IconComponent, type IconProps, type IconShape } from './createIcon';\n${ICONS.map((name) => `export { ${name} } from './${kebab(name)}';`).join('\n')}\n`,
  );
  return files;
}

const files = render();
const written = readdirSync(outDir).filter((f) => f !== 'createIcon.tsx' && !f.includes('.test.'));
if (process.argv.includes('--check')) {
  const stale = [...files].filter(([f, text]) => {
    try {
      return readFileSync(path.join(outDir, f), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  const extra = written.filter((f) => !files.has(f));
  if (stale.length || extra.length) {
    console.error(
      `src/icons is out of date (${[...stale.map(([f]) => f), ...extra].join(', ')}): run node packages/ui/scripts/icons.mjs`,
    );
    process.exit(1);
  }
} else {
  for (const f of written) if (!files.has(f)) rmSync(path.join(outDir, f));
  for (const [f, text] of files) writeFileSync(path.join(outDir, f), text);
  console.info(`wrote ${files.size} files in ${path.relative(process.cwd(), outDir)}`);
}
