import type { ReactNode } from 'react';
import { MaskedEmail } from '../../../primitives/MaskedEmail';

export interface CodeSentNoteProps {
  /** Where the code went; shown masked. */
  email: string;
  /** What to do with the code, e.g. "Ingrésalo para continuar.". */
  children: ReactNode;
}

/** Under a code screen's title: the code went to this (masked) address, and what to do with it. */
export function CodeSentNote({ email, children }: CodeSentNoteProps) {
  return (
    <p>
      Enviamos un código de 6 dígitos a{' '}
      <MaskedEmail email={email} wrap="anywhere" className="inline-block max-w-full text-text" />.{' '}
      {children}
    </p>
  );
}
