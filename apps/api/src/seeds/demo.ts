import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Db } from '../db/client';
import {
  amlWatchlist,
  consents,
  coreParticipants,
  riskAnswers,
  users,
  type NewUser,
} from '../db/schema';

/** The demo password of every seeded customer that has one. */
export const DEMO_PASSWORD = 'Fondos-Demo-2025';

export interface DemoCustomer {
  email: string;
  password: string | null;
  state: string;
  /** What logging in gives. */
  login: string;
}

const base = (now: Date) => ({
  createdAt: now,
  updatedAt: now,
  tokensValidAfter: new Date(0),
});

/** Demo customers in each interesting state. Idempotent: existing emails are left alone. */
export async function seed(db: Db, now = new Date()): Promise<DemoCustomer[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const complete = {
    emailVerifiedAt: now,
    identityValidatedAt: now,
    passwordHash: hash,
    passwordChangedAt: now,
    documentType: '01',
    birthDate: '1988-04-12',
  };
  const rows: (NewUser & { email: string; state: string; login: string })[] = [
    {
      ...base(now),
      ...complete,
      email: 'cliente@demo.pe',
      username: 'cliente@demo.pe',
      name: 'María Fernanda',
      lastname: 'Quispe Rojas',
      numberDocument: '10117410',
      phoneNumber: '+51987654321',
      riskProfileId: 2,
      riskQuestionnaireAt: now,
      state: 'verified, password, identity validated, risk profile done',
      login: 'session',
    },
    {
      ...base(now),
      ...complete,
      email: 'nuevo@demo.pe',
      username: 'nuevo@demo.pe',
      name: 'José Luis',
      lastname: 'Huamán Torres',
      numberDocument: '45871236',
      state: 'verified with password, onboarding steps pending',
      login: 'session',
    },
    {
      ...base(now),
      email: 'sinverificar@demo.pe',
      username: 'sinverificar@demo.pe',
      passwordHash: hash,
      passwordChangedAt: now,
      state: 'email not verified',
      login: '100005',
    },
    {
      ...base(now),
      email: 'prospecto@demo.pe',
      username: 'prospecto@demo.pe',
      emailVerifiedAt: now,
      state: 'prospect without password',
      login: '100004',
    },
    {
      ...base(now),
      ...complete,
      email: 'bloqueado@demo.pe',
      username: 'bloqueado@demo.pe',
      name: 'Rosa',
      lastname: 'Mamani Flores',
      numberDocument: '70412589',
      status: -3,
      state: 'blocked (suspended, status -3)',
      login: '100002',
    },
    {
      ...base(now),
      ...complete,
      email: 'deshabilitado@demo.pe',
      username: 'deshabilitado@demo.pe',
      name: 'Carlos',
      lastname: 'Vargas León',
      numberDocument: '41236987',
      status: 0,
      state: 'disabled (status 0)',
      login: '100006',
    },
    {
      ...base(now),
      ...complete,
      email: 'sinrol@demo.pe',
      username: 'sinrol@demo.pe',
      numberDocument: '08123456',
      roles: [],
      state: 'no customer role',
      login: '100001',
    },
  ];
  const out: DemoCustomer[] = [];
  for (const { state, login, ...row } of rows) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, row.email));
    if (!existing) {
      const [created] = await db.insert(users).values(row).returning({ id: users.id });
      if (created && row.riskQuestionnaireAt) {
        // The questionnaire behind the seeded profile: option c everywhere scores 16, moderado.
        await db.insert(riskAnswers).values({
          userId: created.id,
          version: 1,
          answers: Object.fromEntries(
            [
              'age',
              'experience',
              'knowledge',
              'horizon',
              'objective',
              'reaction',
              'share',
              'income',
            ].map((q) => [q, 'c']),
          ),
          score: 16,
          profile: 'moderado',
          createdAt: now,
        });
      }
      if (created) {
        await db.insert(consents).values(
          (['TERMS_CONDITIONS', 'PRIVACY_POLICY'] as const).map((purpose) => ({
            userId: created.id,
            purpose,
            version: '2025-01',
            accepted: true,
            createdAt: now,
          })),
        );
      }
    }
    out.push({ email: row.email, password: row.passwordHash ? DEMO_PASSWORD : null, state, login });
  }
  return out;
}

/**
 * The sandbox screening provider's watch list: fictional people, each on the list a real
 * provider would match (sanctions, a PEP list). A customer or spouse registered with one of
 * these documents or names is blocked, so the "failed AML" path can be tried by hand.
 */
export const DEMO_WATCHLIST = [
  {
    list: 'OFAC SDN',
    documentType: '01',
    numberDocument: '09999901',
    fullName: 'JUAN CARLOS PRUEBA SANCIONADO',
    reason: 'Sanciones (lista de prueba)',
  },
  {
    list: 'ONU 1267',
    documentType: null,
    numberDocument: null,
    fullName: 'MARIA ELENA LISTA RESTRINGIDA',
    reason: 'Sanciones (lista de prueba)',
  },
  {
    list: 'PEP con alerta',
    documentType: '01',
    numberDocument: '09999902',
    fullName: 'ROSA ALERTA DEMO',
    reason: 'Alerta de cumplimiento (lista de prueba)',
  },
] as const;

/** Seeds DEMO_WATCHLIST once (an edited list is left alone). */
export async function seedWatchlist(db: Db, now = new Date()): Promise<void> {
  const [any] = await db.select({ id: amlWatchlist.id }).from(amlWatchlist).limit(1);
  if (any) return;
  await db.insert(amlWatchlist).values(DEMO_WATCHLIST.map((e) => ({ ...e, addedAt: now })));
}

/** The back office's participants in the sandbox: the demo customer with holdings is one. */
export async function seedCoreParticipants(db: Db): Promise<void> {
  await db
    .insert(coreParticipants)
    .values([
      {
        documentType: '01',
        numberDocument: '10117410',
        since: '2023-06-15',
        email: 'cliente@demo.pe',
      },
    ])
    .onConflictDoNothing();
}
