import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seed, seedCoreParticipants, seedHoldings, seedWatchlist } from './seed';
import { seedFunds } from './seed-funds';

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const list = await seed(database.db);
  const published = await seedFunds(database.db, new Date(), 5, {
    publishTime: config.NAV_PUBLISH_TIME,
  });
  await seedHoldings(database.db);
  await seedWatchlist(database.db);
  await seedCoreParticipants(database.db);
  console.info(`Fund catalogue (${database.kind}): ${published} valores cuota published`);
  console.info(`Demo customers (${database.kind}):`);
  for (const c of list) {
    console.info(
      `  ${c.email.padEnd(24)} ${String(c.password ?? '(none)').padEnd(18)} ${c.state} -> ${c.login}`,
    );
  }
} finally {
  await database.close();
}
