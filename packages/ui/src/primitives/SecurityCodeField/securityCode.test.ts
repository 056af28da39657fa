import { describe, expect, it } from 'vitest';
import { enterDigits, eraseDigit } from './securityCode';

describe('enterDigits', () => {
  it('puts a typed digit in the box and moves to the next one', () => {
    expect(enterDigits('12', 2, '3', 6)).toEqual({ code: '123', focus: 3 });
  });

  it('replaces the digit of a filled box', () => {
    expect(enterDigits('123', 1, '9', 6)).toEqual({ code: '193', focus: 2 });
  });

  it('stays on the last box when it is filled', () => {
    expect(enterDigits('12345', 5, '6', 6)).toEqual({ code: '123456', focus: 5 });
  });

  it('fills every box from the first when a whole code is pasted anywhere', () => {
    expect(enterDigits('', 3, '482913', 6)).toEqual({ code: '482913', focus: 5 });
    expect(enterDigits('11', 1, 'Tu código es 482-913.', 6)).toEqual({
      code: '482913',
      focus: 5,
    });
    expect(enterDigits('', 0, '4829135', 6)).toEqual({ code: '482913', focus: 5 });
  });

  it('fills from the box (or the first empty one) when part of a code is pasted', () => {
    expect(enterDigits('12', 2, '34', 6)).toEqual({ code: '1234', focus: 4 });
    expect(enterDigits('12', 5, '34', 6)).toEqual({ code: '1234', focus: 4 });
  });

  it('ignores letters and symbols', () => {
    expect(enterDigits('12', 2, 'a', 6)).toEqual({ code: '12', focus: 2 });
    expect(enterDigits('12', 2, ' ', 6)).toEqual({ code: '12', focus: 2 });
  });

  it('honours another length', () => {
    expect(enterDigits('', 0, '1234', 4)).toEqual({ code: '1234', focus: 3 });
  });
});

describe('eraseDigit', () => {
  it('on an empty box, clears the previous box and moves there', () => {
    expect(eraseDigit('123', 3)).toEqual({ code: '12', focus: 2 });
  });

  it('on a filled box, clears it and stays', () => {
    expect(eraseDigit('123456', 5)).toEqual({ code: '12345', focus: 5 });
    expect(eraseDigit('123', 1)).toEqual({ code: '13', focus: 1 });
  });

  it('does nothing on the first, empty box', () => {
    expect(eraseDigit('', 0)).toEqual({ code: '', focus: 0 });
  });
});
