import { checkField, checkPasswordRepeat, contactInfoRules, invalidSignupFields, loginInfoRules, passwordRule } from './index';

describe('field rules (SPEC.md section 5)', () => {
  it('password: required, at least 6 characters', () => {
    expect(checkField('', passwordRule)).toBe('required');
    expect(checkField('12345', passwordRule)).toBe('minLength');
    expect(checkField('123456', passwordRule)).toBeNull();
    // Stored as typed, so every character counts, spaces too.
    expect(checkField(' abcd ', passwordRule)).toBeNull();
    expect(checkField('      ', passwordRule)).toBeNull();
  });

  it('mobile: exactly 8 digits', () => {
    expect(checkField('1234567', contactInfoRules.mobile)).toBe('digits');
    expect(checkField('1234567a', contactInfoRules.mobile)).toBe('digits');
    expect(checkField('12345678', contactInfoRules.mobile)).toBeNull();
  });

  it('user name: at least 5 characters, only lowercase letters and digits', () => {
    expect(checkField('abcd', loginInfoRules.userName)).toBe('minLength');
    expect(checkField('Abcde', loginInfoRules.userName)).toBe('lowercaseAlnum');
    expect(checkField('abc12', loginInfoRules.userName)).toBeNull();
  });

  it('e-mail must look like one', () => {
    expect(checkField('anna@', contactInfoRules.email)).toBe('email');
    expect(checkField('anna@example.dk', contactInfoRules.email)).toBeNull();
  });

  it('repeat password must match', () => {
    expect(checkPasswordRepeat('secret1', '')).toBe('required');
    expect(checkPasswordRepeat('secret1', 'secret2')).toBe('matchPassword');
    expect(checkPasswordRepeat('secret1', 'secret1')).toBeNull();
  });

  it('lists the invalid sign-up fields by card', () => {
    expect(
      invalidSignupFields({
        contactInfo: { firstName: 'A', lastName: 'Hansen', email: 'anna@example.dk', mobile: '12345678' },
        loginInfo: { userName: 'anna1', password: '123' },
      }),
    ).toEqual(['contactInfo.firstName', 'loginInfo.password']);
  });
});
