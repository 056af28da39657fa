// Column helpers shared by the schema files.
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (PostgreSQL `bytea`): a Buffer on node-postgres, a Uint8Array on PGlite. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
