#!/usr/bin/env node
// `npm start`: installs the workspace, migrates and seeds the embedded database (PGlite, no
// server to install), starts the API and the portal, and says where everything is.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const API_PORT = process.env.PORT ?? '3000';
const PORTAL_PORT = process.env.PORTAL_PORT ?? '5173';
const api = `http://127.0.0.1:${API_PORT}`;
const portal = `http://localhost:${PORTAL_PORT}`;

const install = pnpm(['install', '--frozen-lockfile', '--reporter=silent']);
if (install !== 0) process.exit(install);

// A service already on the API port would answer for ours: say so instead of mixing them up.
try {
  await fetch(`${api}/`);
  console.error(
    `Ya hay un servicio escuchando en ${api}. Deténlo o elige otro puerto: PORT=3100 npm start`,
  );
  process.exit(1);
} catch {
  // the port is free
}

console.info('\nPreparando la base de datos local (PGlite) con clientes de demostración…');
const seeded = pnpm(['--filter', '@saf/api', 'seed']);
if (seeded !== 0) process.exit(seeded);

const children = [];
/** Starts a package's own binary directly (not through pnpm, which detaches scripts). */
function start(name, pkg, bin, args, env = {}) {
  const cwd = path.join(root, pkg);
  const child = spawn(path.join(cwd, 'node_modules', '.bin', bin), args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    shell: process.platform === 'win32',
    // Its own process group, so stopping reaches everything the binary starts.
    detached: process.platform !== 'win32',
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} se detuvo (código ${code}).`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      if (process.platform === 'win32') child.kill('SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('La API', 'apps/api', 'tsx', ['src/main.ts'], {
  NODE_ENV: 'development',
  PORT: API_PORT,
  PORTAL_URL: portal,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

if (!(await waitFor(`${api}/api/app/global-config`, 60))) {
  console.error(`La API no respondió en ${api}.`);
  stop(1);
} else {
  start('El portal', 'apps/portal', 'vite', ['--port', PORTAL_PORT, '--strictPort'], {
    PORTAL_API_PROXY: api,
  });
  await waitFor(portal, 60);
  console.info(`
──────────────────────────────────────────────────────────────
  Portal:               ${portal}
  API y documentación:  ${api}/api/docs
  Correos enviados (códigos de 6 dígitos):
                        ${api}/api/dev/mailbox?email=<tu correo>

  Clientes de demostración (contraseña Fondos-Demo-2025):
    cliente@demo.pe        cliente con su perfil de riesgo
    nuevo@demo.pe          cliente con pasos de registro pendientes
    sinverificar@demo.pe   correo sin verificar (error 100005)
    bloqueado@demo.pe      usuario bloqueado (error 100002)
    deshabilitado@demo.pe  usuario deshabilitado (error 100006)
    prospecto@demo.pe      prospecto sin contraseña (error 100004)

  Storybook del sistema de diseño: npm run storybook
  Ctrl+C detiene todo.
──────────────────────────────────────────────────────────────
`);
}
