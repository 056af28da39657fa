import { and, eq, sql } from 'drizzle-orm';
import {
  sandboxParticipants,
  type ParticipantDirectory,
  type ParticipantRecords,
} from '../../adapters/core-system';
import type { Db } from '../../db/client';
import { coreParticipants } from '../../db/schema';

const participantColumns = {
  documentType: coreParticipants.documentType,
  numberDocument: coreParticipants.numberDocument,
  since: sql<string>`${coreParticipants.since}::text`,
  email: coreParticipants.email,
};

const byDocument = (documentType: string, numberDocument: string) =>
  and(
    eq(coreParticipants.documentType, documentType),
    eq(coreParticipants.numberDocument, numberDocument),
  );

/** The sandbox register's records in the seeded `core_participants` table. */
export function participantRecords(db: Db): ParticipantRecords {
  return {
    async byDocument(documentType, numberDocument) {
      const [row] = await db
        .select(participantColumns)
        .from(coreParticipants)
        .where(byDocument(documentType, numberDocument));
      return row ?? null;
    },
    async byEmail(email) {
      const [row] = await db
        .select(participantColumns)
        .from(coreParticipants)
        .where(eq(coreParticipants.email, email))
        .limit(1);
      return row ?? null;
    },
    async setEmail(documentType, numberDocument, email) {
      await db
        .update(coreParticipants)
        .set({ email })
        .where(byDocument(documentType, numberDocument));
    },
  };
}

/** The sandbox register of participants ("Spectrum") on the database's records (PARTICIPANT_REGISTER=sandbox). */
export function participantRegister(db: Db): ParticipantDirectory {
  return sandboxParticipants(participantRecords(db));
}
