import { AppError } from '../../lib/errors';
import type { Ctx } from './context';

/** The ways a code travels: a mail or a text message. */
export type SendChannel = 'email' | 'sms';

/** Which cap refused a send: the caller's address, the destination, or every instance's total. */
export type SendLimit = 'ip' | 'destination' | 'global';

export const SEND_WINDOW_MS = 60 * 60_000;

/** The key of a channel's global count, shared by every instance when the store is Redis. */
export const globalSendKey = (channel: SendChannel) => `send:global:${channel}`;

function refuse(ctx: Ctx, channel: SendChannel, limit: SendLimit): never {
  ctx.sends?.record(channel, limit);
  ctx.log.warn({ event: 'code-send-refused', channel, limit }, 'code send refused by a cap');
  if (limit === 'global')
    throw new AppError('CODE_SEND_PAUSED', {}, { 'Retry-After': String(15 * 60) });
  throw new AppError('CODE_SEND_LIMITED', {}, { 'Retry-After': String(SEND_WINDOW_MS / 1000) });
}

/**
 * The caps of a sender of codes besides the account's own (5 an hour a purpose): requests per
 * IP and per destination (an email address or a mobile number) in a sliding hour, counted in
 * the rate-limit store (Redis when REDIS_URL, so across instances; memory otherwise). Called
 * before the account is looked up, so the answers that tell accounts apart (already
 * registered, not found…) are throttled by the same counts. Every request counts, refused or
 * not: a caller who keeps asking stays refused.
 */
export async function throttleSend(
  ctx: Ctx,
  input: { channel: SendChannel; ip: string; destination: string },
): Promise<void> {
  const now = ctx.clock.now().getTime();
  const byIp = await ctx.rateLimit.hit(`send:ip:${input.ip}`, now, SEND_WINDOW_MS);
  if (byIp > ctx.config.SEND_IP_LIMIT) refuse(ctx, input.channel, 'ip');
  const to = input.destination.trim().toLowerCase();
  const byDestination = await ctx.rateLimit.hit(
    `send:to:${input.channel}:${to}`,
    now,
    SEND_WINDOW_MS,
  );
  if (byDestination > ctx.config.SEND_DESTINATION_LIMIT) refuse(ctx, input.channel, 'destination');
}

/**
 * The global cap of a channel (SMS pumping, a mail flood): called just before a code leaves;
 * only codes that leave are counted, so a flood of refused requests cannot close it.
 */
export async function reserveSend(ctx: Ctx, channel: SendChannel): Promise<void> {
  const now = ctx.clock.now().getTime();
  const key = globalSendKey(channel);
  const cap =
    channel === 'sms' ? ctx.config.SEND_GLOBAL_SMS_LIMIT : ctx.config.SEND_GLOBAL_EMAIL_LIMIT;
  if ((await ctx.rateLimit.count(key, now, SEND_WINDOW_MS)) >= cap) refuse(ctx, channel, 'global');
  await ctx.rateLimit.hit(key, now, SEND_WINDOW_MS);
  ctx.sends?.record(channel, 'sent');
}
