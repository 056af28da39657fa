import { eq } from 'drizzle-orm';
import { ClientDataStatus, PERU, type ProfileAddress, type ResidenceStep } from '@saf/contract';
import type { Db } from '../../db/client';
import { addressChanges, clientData, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { limaDate } from '../../lib/lima';
import { ubigeoIndex } from '../ubigeo/routes';
import type { Ctx } from '../shared/context';
import { noticeMail } from '../../adapters/mail/templates';
import { recordSecurityEvent } from '../shared/security-log';
import {
  checkStep,
  findRow,
  ownDocumentOf,
  stepsOf,
  storedForm,
  type ClientDataRow,
} from './client-steps';

/** "Av. Larco 345, Miraflores, Lima, Lima", or with the city and country abroad. */
export function addressText(address: ResidenceStep): string {
  if (address.country === PERU && address.district) {
    const ubigeo = ubigeoIndex();
    const code = address.district;
    const name = (list: { code: string; name: string }[] | undefined, c: string) =>
      list?.find((item) => item.code === c)?.name;
    const district = name(ubigeo.districts.get(code.slice(0, 4)), code);
    const province = name(ubigeo.provinces.get(code.slice(0, 2)), code.slice(0, 4));
    const department = name(ubigeo.departments, code.slice(0, 2));
    return [address.address, district, province, department].filter(Boolean).join(', ');
  }
  let country: string = address.country;
  try {
    country = new Intl.DisplayNames(['es-PE', 'es'], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unknown region code: the code itself.
  }
  return [address.address, address.city, country].filter(Boolean).join(', ');
}

function addressView(row: ClientDataRow | undefined): ProfileAddress {
  const address = stepsOf(row).RESIDENCE ?? null;
  return {
    address,
    text: address ? addressText(address) : null,
    editable: row?.status === ClientDataStatus.COMPLETED && Boolean(address),
  };
}

/** GET: the participant's home address, as the client data holds it. */
export async function getProfileAddress(ctx: Ctx, user: User): Promise<ProfileAddress> {
  return addressView(await findRow(ctx.db, user.id));
}

/**
 * PUT: a new home address from the profile, with Residencia's own rules, into the completed
 * client data (under the row's lock); the replaced one stays in `address_changes`. Before the
 * client data is completed, or while its yearly review is open (the wizard asks it there), the
 * answer is ADDRESS_NOT_EDITABLE. The change enters the security log and the customer is told.
 */
export async function changeProfileAddress(
  ctx: Ctx,
  user: User,
  data: ResidenceStep,
  ip: string,
): Promise<ProfileAddress> {
  const now = ctx.clock.now();
  // Only completed client data has an address to change, and it needs a validated identity: a
  // customer without one gets this route's refusal, not the wizard's IDENTITY_NOT_VALIDATED.
  if (!user.identityValidatedAt) throw new AppError('ADDRESS_NOT_EDITABLE');
  checkStep('RESIDENCE', data, limaDate(now), ownDocumentOf(user));
  const stored = storedForm('RESIDENCE', data);
  const row = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await findRow(tx, user.id, true);
    if (current?.status !== ClientDataStatus.COMPLETED) throw new AppError('ADDRESS_NOT_EDITABLE');
    const steps = stepsOf(current);
    const [updated] = await tx
      .update(clientData)
      .set({ steps: { ...steps, RESIDENCE: stored }, updatedAt: now })
      .where(eq(clientData.userId, user.id))
      .returning();
    await tx.insert(addressChanges).values({
      userId: user.id,
      previous: (steps.RESIDENCE as Record<string, unknown> | undefined) ?? null,
      address: stored as Record<string, unknown>,
      ip,
      createdAt: now,
    });
    return updated;
  });
  const view = addressView(row);
  await recordSecurityEvent(ctx, user.id, 'ADDRESS_CHANGED', { ip });
  try {
    await ctx.mailer.send(
      noticeMail(
        'address-changed',
        user.email,
        'Actualizaste tu dirección',
        'Tu dirección cambió',
        [
          'Hola:',
          `Tu dirección registrada ahora es: ${view.text ?? ''}.`,
          'Si no fuiste tú, escríbenos de inmediato por el chat de ayuda o llámanos.',
        ],
      ),
    );
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'address-changed notice not sent');
  }
  return view;
}
