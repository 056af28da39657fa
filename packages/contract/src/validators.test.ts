import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dniCheckCharacters,
  dniSchema,
  emailSchema,
  isValidCe,
  isValidDni,
  isValidDniCheck,
  isValidDocumentNumber,
  isValidEmail,
  isValidPassport,
  isValidRuc,
  maskEmail,
  newPasswordSchema,
  normalizePeruvianMobile,
  peruvianMobileSchema,
  rucCheckDigit,
  rucSchema,
  securityCodeSchema,
} from './validators';

describe('DNI', () => {
  it('computes the check character of the example in docs/DOMAIN.md', () => {
    expect(dniCheckCharacters('10117410')).toEqual({ digit: '2', letter: 'G' });
    expect(isValidDniCheck('10117410', '2')).toBe(true);
    expect(isValidDniCheck('10117410', 'g')).toBe(true);
    expect(isValidDniCheck('10117410', '3')).toBe(false);
    expect(isValidDniCheck('10117410', 'K')).toBe(false);
  });

  it('covers every check index', () => {
    // 00000000 -> sum 0 -> c 0 -> '6' / 'K'
    expect(dniCheckCharacters('00000000')).toEqual({ digit: '6', letter: 'K' });
    // 00000001 -> sum 2 -> c 2 -> '4' / 'I'
    expect(dniCheckCharacters('00000001')).toEqual({ digit: '4', letter: 'I' });
  });

  it.each(['10117410', '00000001', '45678912'])('accepts %s', (dni) => {
    expect(isValidDni(dni)).toBe(true);
  });

  it.each(['1011741', '101174100', '1011741A', '', ' 10117410', '1011-7410'])(
    'rejects %j',
    (dni) => {
      expect(isValidDni(dni)).toBe(false);
    },
  );

  it('keeps leading zeros and drops a correct typed check character', () => {
    expect(dniSchema.parse('01234567')).toBe('01234567');
    expect(dniSchema.parse(' 10117410-2 ')).toBe('10117410');
    expect(dniSchema.parse('10117410-G')).toBe('10117410');
    expect(dniSchema.safeParse('10117410-5').success).toBe(false);
    expect(dniSchema.safeParse('1234567').success).toBe(false);
  });

  it('rejects non-digits in the check function', () => {
    expect(dniCheckCharacters('abc')).toBeNull();
  });
});

describe('RUC', () => {
  it.each(['20131312955', '20100047218', '20268451146'])('accepts %s', (ruc) => {
    expect(isValidRuc(ruc)).toBe(true);
    expect(rucSchema.parse(ruc)).toBe(ruc);
  });

  it('accepts a natural-person RUC built from a DNI', () => {
    const first10 = '1010117410';
    const ruc = `${first10}${rucCheckDigit(first10)}`;
    expect(isValidRuc(ruc)).toBe(true);
  });

  it.each([
    ['20131312956', 'wrong check digit'],
    ['30131312955', 'unknown prefix'],
    ['2013131295', '10 digits'],
    ['201313129555', '12 digits'],
    ['2013131295A', 'a letter'],
  ])('rejects %s (%s)', (ruc) => {
    expect(isValidRuc(ruc)).toBe(false);
    expect(rucSchema.safeParse(ruc).success).toBe(false);
  });
});

describe('CE and passport', () => {
  it.each(['0012', '001234567', 'AB1234567890', 'X9Y8'])('accepts %s', (v) => {
    expect(isValidCe(v)).toBe(true);
    expect(isValidPassport(v)).toBe(true);
  });

  it.each(['123', 'AB12345678901', '12-34', '12 34', 'ÑA123'])('rejects %j', (v) => {
    expect(isValidCe(v)).toBe(false);
    expect(isValidPassport(v)).toBe(false);
  });

  it('validates by document kind', () => {
    expect(isValidDocumentNumber('DNI', '10117410')).toBe(true);
    expect(isValidDocumentNumber('DNI', '1011741')).toBe(false);
    expect(isValidDocumentNumber('RUC', '20131312955')).toBe(true);
    expect(isValidDocumentNumber('RUC', '10117410')).toBe(false);
    expect(isValidDocumentNumber('PASSPORT', 'AB1234')).toBe(true);
    expect(isValidDocumentNumber('CE', '001234567')).toBe(true);
    expect(isValidDocumentNumber('OTHER', '123')).toBe(false);
  });
});

describe('Peruvian mobile', () => {
  it.each([
    ['987654321', '+51987654321'],
    ['+51 987 654 321', '+51987654321'],
    ['+51-987-654-321', '+51987654321'],
    ['(+51) 987.654.321', '+51987654321'],
    ['51987654321', '+51987654321'],
    ['987 654 321', '+51987654321'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normalizePeruvianMobile(input)).toBe(expected);
    expect(peruvianMobileSchema.parse(input)).toBe(expected);
  });

  it.each(['887654321', '98765432', '9876543210', '+52987654321', '01 4567890', 'abc', ''])(
    'rejects %j',
    (input) => {
      expect(normalizePeruvianMobile(input)).toBeNull();
      expect(peruvianMobileSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Juan.Perez@Mail.COM ')).toBe('juan.perez@mail.com');
  });

  it.each(['juan.perez@mail.com', 'a+tag@sub.example.pe', "o'brien@x.io", 'x@y.co'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(emailSchema.safeParse(email).success).toBe(true);
    },
  );

  it.each([
    'juan',
    'juan@',
    '@mail.com',
    'juan@mail',
    'juan perez@mail.com',
    'juan..perez@mail.com',
    'juan@-mail.com',
    `${'a'.repeat(65)}@mail.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailSchema.safeParse(email).success).toBe(false);
  });

  it('masks as the spec shows', () => {
    expect(maskEmail('juan.perez@mail.com')).toBe('j****ez@mail.com');
    expect(maskEmail('abcd@x.pe')).toBe('a****cd@x.pe');
  });

  it('never shows a short local part whole', () => {
    expect(maskEmail('abc@x.pe')).toBe('a****@x.pe');
    expect(maskEmail('ab@x.pe')).toBe('a****@x.pe');
    expect(maskEmail('a@x.pe')).toBe('a****@x.pe');
  });
});

describe('passwords, codes and dates', () => {
  it('takes 8 to 128 characters of any kind', () => {
    expect(newPasswordSchema.safeParse('1234567').success).toBe(false);
    expect(newPasswordSchema.safeParse('contraseña segura').success).toBe(true);
    expect(newPasswordSchema.safeParse('        ').success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('takes exactly 6 digits as a code', () => {
    expect(securityCodeSchema.parse('012345')).toBe('012345');
    expect(securityCodeSchema.safeParse('12345').success).toBe(false);
    expect(securityCodeSchema.safeParse('1234567').success).toBe(false);
    expect(securityCodeSchema.safeParse('12345a').success).toBe(false);
  });

  it('counts age in whole years', () => {
    expect(ageOn('2008-05-17', '2026-05-16')).toBe(17);
    expect(ageOn('2008-05-17', '2026-05-17')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });
});
