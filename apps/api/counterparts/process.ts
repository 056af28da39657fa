import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_ROOT } from '../src/lib/paths';

/**
 * The production counterparts (`serve.ts`) in a process of their own, for a caller that measures
 * latencies: on its own event loop their work would count in them.
 */
export async function startCounterpartsProcess(): Promise<{
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(API_ROOT, 'counterparts/serve.ts')],
    {
      cwd: API_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.indexOf('\n');
      if (line >= 0) resolve(JSON.parse(out.slice(0, line)) as Record<string, string>);
    });
    child.once('exit', (code) => reject(new Error(`the counterparts exited (${code})`)));
  });
  return {
    env,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
