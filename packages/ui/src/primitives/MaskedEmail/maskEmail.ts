/** What a masked email shows, split so a component can mark the hidden part. */
export interface MaskedEmailParts {
  /** Characters shown from the start of the local part (the first letter, or empty). */
  head: string;
  /** Characters shown from the end of the local part (up to two). */
  tail: string;
  /** The domain, shown whole, without the `@`; empty for an invalid address. */
  domain: string;
}

/** Always four, whatever the length of the local part, so the mask never tells its length. */
export const EMAIL_MASK = '****';

/**
 * Splits an email into the parts its masked form shows. The spec's rule: first letter of the
 * local part, four asterisks, the last two characters of the local part, then the domain.
 *
 * Short local parts (the spec is silent; decided here): the tail shows at most `length - 2`
 * characters, so at least one character is always hidden from two characters up.
 * - 1 character: `a@x.pe` -> `a****@x.pe` (the first letter is all there is; the fixed four
 *   asterisks keep anyone from telling that nothing else is hidden)
 * - 2 characters: `ab@x.pe` -> `a****@x.pe`
 * - 3 characters: `abc@x.pe` -> `a****c@x.pe`
 * - 4 or more: `abcd@x.pe` -> `a****cd@x.pe`
 *
 * Invalid input (no `@`, nothing before or after it) reveals nothing: every part is empty, so
 * the masked form is just the four asterisks. Never echo a string we could not parse: it may be
 * an email typed without its `@`. The split is at the last `@` (a quoted local part may hold one).
 */
export function maskEmailParts(email: string): MaskedEmailParts {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  const local = at > 0 ? value.slice(0, at) : '';
  const domain = at > 0 ? value.slice(at + 1) : '';
  if (!local || !domain) return { head: '', tail: '', domain: '' };
  // Array.from counts code points, so an accented or emoji character is never cut in half.
  const chars = Array.from(local);
  const tailLength = Math.min(2, Math.max(0, chars.length - 2));
  return {
    head: chars[0] ?? '',
    tail: tailLength ? chars.slice(-tailLength).join('') : '',
    domain,
  };
}

/**
 * Masks an email for display: `juan.perez@mail.com` -> `j****ez@mail.com`.
 * See {@link maskEmailParts} for short local parts and invalid input (`'****'`).
 */
export function maskEmail(email: string): string {
  const { head, tail, domain } = maskEmailParts(email);
  return domain ? `${head}${EMAIL_MASK}${tail}@${domain}` : EMAIL_MASK;
}
