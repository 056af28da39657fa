#!/usr/bin/env node
// `npm start`: installs the workspace when needed, then starts what can be tried locally.
import { pnpm } from './pnpm.mjs';

const install = pnpm(['install', '--frozen-lockfile', '--reporter=silent']);
if (install !== 0) process.exit(install);

console.info('\nStorybook del sistema de diseño: http://localhost:6006\n');
process.exit(pnpm(['exec', 'storybook', 'dev', '-p', '6006', '--ci']));
