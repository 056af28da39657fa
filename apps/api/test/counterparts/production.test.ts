import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { smtpMailer } from '../../src/adapters/mail/index';
import { httpSms } from '../../src/adapters/sms/index';
import { httpParticipantRegister } from '../../src/adapters/core-system/participant-register-http';
import { rekognitionBiometrics } from '../../src/adapters/biometrics/rekognition';
import {
  startProductionCounterparts,
  type ProductionCounterparts,
} from '../../counterparts/production';

// The local counterparts the production-mode runs (durability, load:cluster) start: production's
// configuration accepts their settings, and the real adapters reach them.

describe('the production counterparts', () => {
  let c: ProductionCounterparts;
  beforeAll(async () => {
    c = await startProductionCounterparts();
  });
  afterAll(() => c.close());

  it('make a configuration production accepts, with no sandbox', () => {
    const config = loadConfig({
      ...c.env,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
    });
    expect(config.sandboxes).toEqual([]);
    expect(config.adapters).toMatchObject({
      biometrics: 'rekognition',
      mail: 'smtp',
      sms: 'http',
      captcha: 'turnstile',
      payments: 'mercadopago',
      participantRegister: 'http',
    });
  });

  it('receive mail over SMTP, as nodemailer sends it', async () => {
    const mailer = smtpMailer(c.env['SMTP_URL']!, 'Fondos Mutuos <no-responder@saf.local>');
    const text = 'Tu código es 123456.\n.Una línea que empieza con punto.\nAdiós.';
    await mailer.send({
      to: 'ana@demo.pe',
      subject: 'Código de verificación',
      text,
      html: `<p>${text}</p>`,
      template: 'code',
    });
    expect(c.mail.messages).toHaveLength(1);
    const [message] = c.mail.messages;
    expect(message).toMatchObject({ from: 'no-responder@saf.local', to: ['ana@demo.pe'] });
    expect(message!.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(message!.data).toContain('\r\n.Una l');
  });

  it('receive text messages with the bearer token, and refuse them without', async () => {
    await httpSms(c.env['SMS_URL']!, c.env['SMS_TOKEN']).send({
      to: '+51987654321',
      text: 'Tu código es 654321.',
      template: 'phone-code',
    });
    expect(c.sms.messages).toEqual([{ to: '+51987654321', text: 'Tu código es 654321.' }]);
    await expect(
      httpSms(c.env['SMS_URL']!, undefined).send({ to: '+51987654321', text: 'x', template: 't' }),
    ).rejects.toThrow(/401/);
  });

  it('answer the participant register over HTTP', async () => {
    c.register.participants.push({
      documentType: '01',
      numberDocument: '10117410',
      since: '2023-06-15',
      email: 'ana@demo.pe',
    });
    const register = httpParticipantRegister({
      url: c.env['PARTICIPANT_REGISTER_URL']!,
      token: c.env['PARTICIPANT_REGISTER_TOKEN'],
      timeoutMs: 2000,
    });
    expect(await register.find('01', '10117410')).toMatchObject({ since: '2023-06-15' });
  });

  it('answer Amazon Rekognition with the credentials they hand the API', async () => {
    const config = loadConfig({
      ...c.env,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
    });
    const provider = rekognitionBiometrics({
      region: config.REKOGNITION_REGION!,
      endpoint: config.REKOGNITION_ENDPOINT,
      credentials: {
        accessKeyId: c.env['AWS_ACCESS_KEY_ID']!,
        secretAccessKey: c.env['AWS_SECRET_ACCESS_KEY']!,
      },
      similarityThreshold: config.REKOGNITION_SIMILARITY_THRESHOLD,
      livenessThreshold: config.REKOGNITION_LIVENESS_THRESHOLD,
      timeoutMs: 2000,
      maxAttempts: 1,
    });
    const id = await provider.openSession!();
    expect(c.rekognition.calls).toMatchObject({ CreateFaceLivenessSession: 1, refused: 0 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
