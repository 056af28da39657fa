import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seed, seedCoreParticipants, seedWatchlist } from '../seeds/demo';
import { seedDemoHistory } from '../seeds/history';
import { seedFunds } from '../seeds/funds';

const config = loadConfig();
// The demo customers have published passwords: never in a production database.
if (config.NODE_ENV === 'production') {
  console.error('The demo seed refuses a production database (NODE_ENV=production).');
  process.exit(1);
}
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const list = await seed(database.db);
  const published = await seedFunds(database.db, new Date(), 5, {
    publishTime: config.NAV_PUBLISH_TIME,
  });
  const history = await seedDemoHistory(database.db, config);
  await seedWatchlist(database.db);
  await seedCoreParticipants(database.db);
  console.info(`Fund catalogue (${database.kind}): ${published} valores cuota published`);
  if (history)
    console.info(`Demo history: ${history} orders of cliente@demo.pe over the past year`);
  console.info(`Demo customers (${database.kind}):`);
  for (const c of list) {
    console.info(
      `  ${c.email.padEnd(24)} ${String(c.password ?? '(none)').padEnd(18)} ${c.state} -> ${c.login}`,
    );
  }
} finally {
  await database.close();
}
