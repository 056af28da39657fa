import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { EMAIL_MASK, maskEmailParts } from './maskEmail';

export interface MaskedEmailProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The full email address; only its masked form reaches the page. */
  email: string;
  /** Words a screen reader says in place of the asterisks. @default 'oculto' */
  hiddenLabel?: string;
  /**
   * How a long address breaks: at any character (`all`, for narrow cells), or only where a
   * line would otherwise overflow (`anywhere`, for a sentence). @default 'all'
   */
  wrap?: 'all' | 'anywhere';
}

/**
 * An email shown masked, as in "we sent a code to j****ez@mail.com". Screen readers hear
 * the hidden part as a word instead of four "asterisk"s. The full address never reaches the DOM.
 */
export function MaskedEmail({
  email,
  hiddenLabel = 'oculto',
  wrap = 'all',
  className,
  ...props
}: MaskedEmailProps) {
  const { head, tail, domain } = maskEmailParts(email);
  return (
    <span
      data-slot="masked-email"
      data-invalid={domain ? undefined : true}
      translate="no"
      className={cn(
        'font-medium',
        wrap === 'all' ? 'break-all' : 'break-normal wrap-anywhere',
        className,
      )}
      {...props}
    >
      {head}
      <span aria-hidden="true">{EMAIL_MASK}</span>
      <span className="sr-only"> ({hiddenLabel}) </span>
      {domain ? `${tail}@${domain}` : null}
    </span>
  );
}
