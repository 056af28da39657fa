import type { MailMessage } from './types';

/** Spanish (Peru) email templates, each in HTML and plain text. */

const BRAND = 'Fondos Mutuos';

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function layout(title: string, paragraphs: string[], code?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(code)}</p>`
    : '';
  return `<!doctype html>
<html lang="es-PE"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px">${escapeHtml(title)}</h1>
${body}${codeBlock}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">Si no solicitaste este mensaje, puedes ignorarlo. Nunca te pediremos este código por teléfono ni por chat.</p>
<p style="margin:8px 0 0;font-size:13px;color:#6b7280">${BRAND}</p>
</div></body></html>`;
}

function text(title: string, paragraphs: string[], code?: string): string {
  return [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(code ? [`Código: ${code}`, ''] : []),
    'Si no solicitaste este mensaje, puedes ignorarlo. Nunca te pediremos este código por teléfono ni por chat.',
    BRAND,
  ].join('\n');
}

function codeMail(
  template: string,
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
  code: string,
): MailMessage {
  return {
    to,
    subject,
    template,
    text: text(title, paragraphs, code),
    html: layout(title, paragraphs, code),
  };
}

export function verificationCodeMail(to: string, code: string): MailMessage {
  return codeMail(
    'email-verification',
    to,
    `Tu código de verificación: ${code}`,
    'Verifica tu correo electrónico',
    [
      'Hola:',
      'Usa este código para verificar tu correo electrónico y continuar con tu registro. Vence en 10 minutos.',
    ],
    code,
  );
}

export function passwordCreationCodeMail(to: string, code: string): MailMessage {
  return codeMail(
    'password-creation',
    to,
    `Crea tu contraseña: ${code}`,
    'Crea tu contraseña',
    ['Hola:', 'Usa este código para crear la contraseña de tu cuenta. Vence en 10 minutos.'],
    code,
  );
}

export function recoveryCodeMail(to: string, code: string): MailMessage {
  return codeMail(
    'password-recovery',
    to,
    `Recupera tu contraseña: ${code}`,
    'Recupera tu contraseña',
    [
      'Hola:',
      'Recibimos una solicitud para restablecer tu contraseña. Usa este código para continuar. Vence en 10 minutos.',
    ],
    code,
  );
}

export function securityCodeMail(to: string, code: string): MailMessage {
  return codeMail(
    'security-code',
    to,
    `Tu código de seguridad: ${code}`,
    'Código de seguridad',
    ['Hola:', 'Usa este código de seguridad para confirmar la operación. Vence en 10 minutos.'],
    code,
  );
}

/** The code that confirms a change of the profile (the risk profile, the final beneficiary). */
export function profileChangeCodeMail(
  to: string,
  code: string,
  change: 'risk-profile' | 'final-beneficiary',
): MailMessage {
  const what = change === 'risk-profile' ? 'tu perfil de riesgo' : 'tu beneficiario final';
  return codeMail(
    `${change}-change-code`,
    to,
    `Confirma el cambio de ${what}: ${code}`,
    `Confirma el cambio de ${what}`,
    [
      'Hola:',
      `Usa este código para confirmar el cambio de ${what} en el portal. Vence en 10 minutos.`,
      'Si no estás haciendo este cambio, no compartas el código y escríbenos por el chat de ayuda.',
    ],
    code,
  );
}

export function passwordChangedMail(to: string, when: Date): MailMessage {
  const at = new Intl.DateTimeFormat('es-PE', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Lima',
  }).format(when);
  const paragraphs = [
    'Hola:',
    `La contraseña de tu cuenta se cambió el ${at} (hora de Lima). Por seguridad, cerramos las sesiones abiertas en otros dispositivos.`,
    'Si no fuiste tú, comunícate con nosotros de inmediato.',
  ];
  return {
    to,
    subject: 'Tu contraseña fue actualizada',
    template: 'password-changed',
    text: text('Tu contraseña fue actualizada', paragraphs),
    html: layout('Tu contraseña fue actualizada', paragraphs),
  };
}

/** A notice without a code (orders, statuses): the same layout, another footer. */
export function noticeMail(
  template: string,
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
): MailMessage {
  const footer = 'Este es un mensaje automático: no respondas a este correo.';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html>
<html lang="es-PE"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${footer}</p>
<p style="margin:8px 0 0;font-size:13px;color:#6b7280">${BRAND}</p>
</div></body></html>`;
  const plain = [title, '', ...paragraphs.flatMap((p) => [p, '']), footer, BRAND].join('\n');
  return { to, subject, template, text: plain, html };
}
