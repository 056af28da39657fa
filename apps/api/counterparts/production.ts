import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startCaptchaCounterpart, type CaptchaCounterpart } from './captcha';
import { startMercadoPago, type MercadoPagoCounterpart } from './mercadopago';
import {
  startParticipantRegister,
  type ParticipantRegisterCounterpart,
} from './participant-register';
import { startRekognitionCounterpart, type RekognitionCounterpart } from './rekognition';
import { startSmsSink, type SmsSink } from './sms';
import { startSmtpSink, type SmtpSink } from './smtp';
import { SAMPLE_PAYOUT_SETTINGS } from '../src/testing/bank-files';

// Everything production needs outside the API, on loopback: the API runs with NODE_ENV=production
// and its real adapters (SMTP, the SMS gateway's HTTP API, Turnstile, Mercado Pago, the
// participant register over HTTP, the bank's files, Amazon Rekognition for the facial check),
// each pointed at its local counterpart; the AML screening reads the official lists' sample
// extracts (the test fixtures) as files. No sandbox runs. The load and durability scripts
// run the API this way; the database (DATABASE_URL, PostgreSQL) is theirs to give.

export interface ProductionCounterparts {
  /** The settings to add to the API's environment (all but DATABASE_URL). */
  env: Record<string, string>;
  mail: SmtpSink;
  sms: SmsSink;
  captcha: CaptchaCounterpart;
  mercadoPago: MercadoPagoCounterpart;
  register: ParticipantRegisterCounterpart;
  rekognition: RekognitionCounterpart;
  close(): Promise<void>;
}

/** The sample extracts of the AML lists, in their official formats. */
const listFixture = (name: string) =>
  fileURLToPath(new URL(`../test/fixtures/screening/${name}`, import.meta.url));

/** A fresh secret for this run: the API refuses its development defaults in production. */
const secret = (bytes = 32) => randomBytes(bytes).toString('hex');

export async function startProductionCounterparts(): Promise<ProductionCounterparts> {
  const smsToken = secret(16);
  const captchaSecret = secret(16);
  const registerToken = secret(16);
  const mercadoPagoToken = `APP_USR-${secret(8)}-${secret(4)}`;
  const webhookSecret = secret();
  const started: { close(): Promise<void> }[] = [];
  const start = async <T extends { close(): Promise<void> }>(counterpart: Promise<T>) => {
    const c = await counterpart;
    started.push(c);
    return c;
  };
  const close = async () => {
    await Promise.all(started.map((c) => c.close()));
  };
  try {
    const mail = await start(startSmtpSink());
    const sms = await start(startSmsSink({ token: smsToken }));
    const captcha = await start(startCaptchaCounterpart({ secret: captchaSecret }));
    const mercadoPago = await start(
      startMercadoPago({ accessToken: mercadoPagoToken, webhookSecret }),
    );
    const register = await start(startParticipantRegister({ token: registerToken }));
    const rekognition = await start(
      startRekognitionCounterpart({
        credentials: { accessKeyId: `AKID${secret(8).toUpperCase()}`, secretAccessKey: secret() },
      }),
    );
    const env = {
      JWT_SECRET: secret(),
      CODE_SECRET: secret(),
      PUBLIC_USER_PASSWORD: secret(12),
      SMTP_URL: mail.url,
      SMS_URL: sms.url,
      SMS_TOKEN: smsToken,
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SECRET: captchaSecret,
      CAPTCHA_VERIFY_URL: captcha.url,
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: mercadoPagoToken,
      MERCADOPAGO_WEBHOOK_SECRET: webhookSecret,
      MERCADOPAGO_BASE_URL: mercadoPago.url,
      TREASURY: 'camt',
      ...SAMPLE_PAYOUT_SETTINGS,
      NAV_SOURCE: 'core-file',
      PARTICIPANT_REGISTER: 'http',
      PARTICIPANT_REGISTER_URL: register.url,
      PARTICIPANT_REGISTER_TOKEN: registerToken,
      // The SDK's standard credential chain reads the two AWS_ variables.
      BIOMETRICS: 'rekognition',
      REKOGNITION_REGION: rekognition.region,
      REKOGNITION_ENDPOINT: rekognition.url,
      AWS_ACCESS_KEY_ID: rekognition.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: rekognition.credentials.secretAccessKey,
      SCREENING: 'lists',
      SCREENING_UN_URL: listFixture('un-consolidated.xml'),
      SCREENING_OFAC_URL: listFixture('sdn.xml'),
      SCREENING_OWN_LIST_URL: listFixture('own-list.csv'),
      METRICS_TOKEN: secret(16),
    };
    return { env, mail, sms, captcha, mercadoPago, register, rekognition, close };
  } catch (err) {
    await close();
    throw err;
  }
}
