import { MaskedEmail } from '../../primitives/MaskedEmail';

/**
 * "Enviamos un código de 6 dígitos a <the address, masked>." and what to do with it: the
 * description of the screens that ask for a code sent by e-mail.
 */
export function CodeSentTo({ email, then }: { email: string; then: string }) {
  return (
    <p>
      Enviamos un código de 6 dígitos a{' '}
      <MaskedEmail email={email} wrap="anywhere" className="inline-block max-w-full text-text" />
      {`. ${then}`}
    </p>
  );
}
