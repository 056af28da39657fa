import type { ReactNode } from 'react';
import { MailCheck } from '../../../icons';
import { AuthLayout, AuthSubmit, type AuthFrameProps } from '../AuthLayout';
import { CodeSentTo } from '../CodeSentTo';
import {
  ResendControl,
  ScreenForm,
  summaryErrors,
  VerificationCodeField,
  type FormScreenState,
  type ResendState,
} from '../../shared';

/** The page's title and heading. */
export const EMAIL_VERIFICATION_TITLE = 'Verifica tu correo';

export type EmailVerificationValues = { code: string };

/** Ids of the verification form, for the error summary's links and tests. */
export const emailVerificationFieldIds = {
  form: 'email-verification-form',
  code: 'email-verification-code',
} as const;

export interface EmailVerificationScreenProps
  extends FormScreenState<EmailVerificationValues>, AuthFrameProps {
  /** The address the code went to; the page shows it masked (j****ez@mail.com). */
  email: string;
  /** The resend control: countdown, resend action and sending limit. */
  resend: ResendState;
  /** Content under the card, e.g. a link to register with another email. */
  after?: ReactNode;
}

/**
 * Email verification after registration: the 6-digit code we emailed, with a resend control
 * that waits for its countdown and respects the sending limit.
 */
export function EmailVerificationScreen({
  email,
  resend,
  after,
  logo,
  aside,
  support,
  ...state
}: EmailVerificationScreenProps) {
  const ids = emailVerificationFieldIds;
  const errors = summaryErrors(state, { code: ids.code }, ids.form);

  return (
    <AuthLayout
      title={EMAIL_VERIFICATION_TITLE}
      description={<CodeSentTo email={email} then="Ingrésalo para continuar." />}
      before={<CardIcon />}
      after={after}
      logo={logo}
      aside={aside}
      support={support}
    >
      <ScreenForm id={ids.form} errors={errors} form={state}>
        <VerificationCodeField form={state} id={ids.code} spamNote />
        <AuthSubmit submitting={state.submitting} busyLabel="Verificando">
          Verificar correo
        </AuthSubmit>
      </ScreenForm>
      <ResendControl {...resend} className="mt-6 border-t border-border pt-5" />
    </AuthLayout>
  );
}

function CardIcon() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
    >
      <MailCheck className="size-6" />
    </span>
  );
}
