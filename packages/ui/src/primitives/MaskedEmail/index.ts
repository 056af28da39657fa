export { MaskedEmail, type MaskedEmailProps } from './MaskedEmail';
export { EMAIL_MASK, maskEmail, maskEmailParts, type MaskedEmailParts } from './maskEmail';
