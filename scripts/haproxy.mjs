// HAProxy, for the scripts that run the portal as production does (npm run lighthouse,
// npm run load:cluster): from the PATH, or installed from Debian's packages when missing.
import { spawnSync } from 'node:child_process';

/**
 * The HAProxy executable; installs Debian's package first when there is none (as root).
 * @program haproxy
 */
export function haproxyBinary() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (found) return found.split('\n')[0];
  if (process.getuid?.() !== 0)
    throw new Error('HAProxy is missing: sudo apt-get install -y haproxy, then run this again');
  console.info("Installing HAProxy from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const done = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env });
  if (done.status !== 0) throw new Error('apt-get install haproxy failed');
  return '/usr/sbin/haproxy';
}
