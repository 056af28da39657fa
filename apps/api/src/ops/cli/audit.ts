import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorAudit, type OperatorAuditRow } from '../../db/schema';

export interface AuditEntry {
  at: Date;
  operator: string;
  command: string;
  fileHash: string | null;
  outcome: 'ok' | 'failed';
  summary: unknown;
}

/** Adds one action to the operators' audit log (rows are never changed or removed). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(operatorAudit).values({ ...entry, summary: entry.summary ?? {} });
}

/** The latest actions, newest first. */
export function latestAudit(db: Db, limit: number): Promise<OperatorAuditRow[]> {
  return db
    .select()
    .from(operatorAudit)
    .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
    .limit(limit);
}
