import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../../src/db/scratch';
import { seed, seedCoreParticipants, seedWatchlist } from '../../src/seeds/demo';
import { checkBackup } from '../../src/ops/backup';

const url = process.env['DATABASE_URL'];
const hasTools = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

// The PostgreSQL backup of the deploy guide (pg_dump, then pg_restore into a new database). The
// embedded database's export is a PGlite data-folder dump, covered by the test helpers' template.
describe.skipIf(!url || !hasTools)(
  `PostgreSQL backup and restore${!url ? ' (skipped: no DATABASE_URL)' : !hasTools ? ' (skipped: no pg_dump)' : ''}`,
  () => {
    it('restores every table with the same rows into a new database', async () => {
      const scratch = await openScratchDatabase({ prefix: 'saf_test_backup', url });
      const dir = mkdtempSync(path.join(os.tmpdir(), 'saf-backup-'));
      try {
        await seed(scratch.database.db);
        await seedWatchlist(scratch.database.db);
        await seedCoreParticipants(scratch.database.db);
        const result = await checkBackup(scratch.database, url!, path.join(dir, 'saf.dump'));
        expect(result.differences).toEqual([]);
        expect(result.tables).toBeGreaterThan(25);
        expect(result.rows).toBeGreaterThan(10);
        expect(result.dumpBytes).toBeGreaterThan(0);
      } finally {
        await scratch.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);
  },
);
