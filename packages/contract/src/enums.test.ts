import { describe, expect, it } from 'vitest';
import {
  ConfigDocumentType,
  configToSessionDocumentType,
  documentKindOfConfigCode,
  documentKindOfSessionCode,
  SessionDocumentType,
  sessionToConfigDocumentType,
  UserStatus,
} from './enums';
import { CheckState, incomeBandOf, INCOME_BANDS } from './kyc-enums';

describe('document types', () => {
  it('maps the configuration set to the session set', () => {
    expect(configToSessionDocumentType(ConfigDocumentType.DNI)).toBe(
      SessionDocumentType.NATIONAL_ID,
    );
    expect(configToSessionDocumentType(ConfigDocumentType.RUC)).toBe(SessionDocumentType.TAX_ID);
    expect(configToSessionDocumentType(ConfigDocumentType.PASSPORT)).toBe(
      SessionDocumentType.PASSPORT,
    );
    expect(configToSessionDocumentType(ConfigDocumentType.CE)).toBe(
      SessionDocumentType.FOREIGN_CARD,
    );
    expect(configToSessionDocumentType(ConfigDocumentType.OTHER)).toBe(SessionDocumentType.OTHER);
  });

  it('maps the session set to the configuration set', () => {
    expect(sessionToConfigDocumentType('01')).toBe('01');
    expect(sessionToConfigDocumentType('05')).toBe('04');
    expect(sessionToConfigDocumentType('07')).toBe('05');
    expect(sessionToConfigDocumentType('04')).toBe('03');
    expect(sessionToConfigDocumentType('00')).toBe('00');
    expect(sessionToConfigDocumentType('02')).toBeNull();
    expect(sessionToConfigDocumentType('30')).toBeNull();
  });

  it('round-trips every configuration code', () => {
    for (const code of Object.values(ConfigDocumentType)) {
      expect(sessionToConfigDocumentType(configToSessionDocumentType(code))).toBe(code);
      expect(documentKindOfSessionCode(configToSessionDocumentType(code))).toBe(
        documentKindOfConfigCode(code),
      );
    }
  });
});

describe('other enumerations', () => {
  it('keeps the spec codes', () => {
    expect(UserStatus).toEqual({ ACTIVATED: 1, DISABLED: 0, DELETED: -1, SUSPENDED: -3 });
    expect(CheckState.SUCCESS).toBe(2);
    expect(CheckState.LIMIT_EXCEEDED).toBe(2);
  });

  it('has six income bands at 10k, 15k, 20k, 25k and 30k', () => {
    expect(INCOME_BANDS).toHaveLength(6);
    expect(incomeBandOf(9_999)).toBe('UNDER_10K');
    expect(incomeBandOf(10_000)).toBe('FROM_10K_TO_15K');
    expect(incomeBandOf(29_999)).toBe('FROM_25K_TO_30K');
    expect(incomeBandOf(30_000)).toBe('OVER_30K');
  });
});
