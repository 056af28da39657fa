import type { RouteResponse } from '@saf/contract';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { updateUser } from '../shared/users';

/**
 * Asks the back office whether the customer's own document is already a participant's (the
 * client-data wizard then starts from what the fund manager knows) and keeps `exist_spectrum`.
 * Only the session's document is looked up: nobody can probe another person's.
 */
export async function lookUpParticipant(
  ctx: Ctx,
  user: User,
): Promise<RouteResponse<'spectrumParticipant'>> {
  if (!user.identityValidatedAt || !user.documentType || !user.numberDocument)
    throw new AppError('IDENTITY_NOT_VALIDATED');
  const found = await ctx.participants.find(user.documentType, user.numberDocument);
  const exists = found !== null;
  if (exists !== user.existSpectrum)
    await updateUser(ctx, user.id, { existSpectrum: exists, updatedAt: ctx.clock.now() });
  return { exist_spectrum: exists, participant_since: found?.since ?? null };
}
