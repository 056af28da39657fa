import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { biometricChecks, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/seeds/demo';
import { seedFunds } from '../../src/seeds/funds';
import { seedOrderHistory } from '../../src/seeds/history';
import { limaDate } from '../../src/lib/lima';
import { hashPassword } from '../../src/lib/passwords';
import { CUSTOMERS, NAMES, SURNAMES } from './settings';

/**
 * The data of the load: the fund catalogue with a year of valores cuota, and CUSTOMERS customers
 * who hold two funds and passed today's facial check. Answers their e-mail addresses.
 */
export async function seedLoad(db: Db, config: Config, now: Date): Promise<string[]> {
  await seedFunds(db, now, 1, { publishTime: config.NAV_PUBLISH_TIME });
  const hash = await hashPassword(DEMO_PASSWORD);
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `carga${i + 1}@demo.pe`);
  await db.insert(users).values(
    emails.map((email, i) => ({
      email,
      username: email,
      name: NAMES[i % NAMES.length]!,
      lastname: `${SURNAMES[i % SURNAMES.length]} ${SURNAMES[(i * 5 + 3) % SURNAMES.length]}`,
      documentType: '01',
      numberDocument: String(70_000_000 + i),
      birthDate: '1990-01-01',
      phoneNumber: `+5199${String(1_000_000 + i).padStart(7, '0')}`,
      emailVerifiedAt: now,
      identityValidatedAt: now,
      passwordHash: hash,
      passwordChangedAt: now,
      riskProfileId: 2,
      riskQuestionnaireAt: now,
      createdAt: now,
      updatedAt: now,
      tokensValidAfter: new Date(0),
    })),
  );
  for (const email of emails)
    await seedOrderHistory(
      db,
      config,
      {
        email,
        steps: [
          {
            daysAgo: 200,
            outcome: 'transfer',
            body: { fund_code: 'RCPS', series: '000', amount: '5000.00', funds_origin: 'SAVINGS' },
          },
          {
            daysAgo: 150,
            outcome: 'transfer',
            body: { fund_code: 'RMPS', series: '000', amount: '4000.00', funds_origin: 'SALARY' },
          },
        ],
      },
      now,
    );
  // Every customer passed today's facial check for subscribing and for rescuing.
  const people = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  await db.insert(biometricChecks).values(
    people.flatMap(({ id }) =>
      (['SUBSCRIPTION', 'RESCUE'] as const).map((purpose) => ({
        sessionId: randomUUID(),
        userId: id,
        purpose,
        day: limaDate(now),
        provider: 'sandbox',
        createdAt: now,
        expiresAt: now,
        comparedAt: now,
        result: 'POSITIVE',
      })),
    ),
  );
  return emails;
}
