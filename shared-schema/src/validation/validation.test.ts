import { badgeOrderTotal } from '@usb/schema/domain';
import { checkField, checkPasswordRepeat, contactInfoRules, invalidBadgeOrderFields, invalidSignupFields, loginInfoRules, passwordRule } from './index';

describe('field rules', () => {
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

describe('badge orders', () => {
  const valid = {
    contactInfo: { firstName: 'Mette', lastName: 'Hansen', email: 'mette@example.dk', mobile: '12345678' },
    address: { streetName: 'Skovvej', streetNumber: '1', postalCode: '0800', postalCity: 'Høje-Taastrup' },
    orderLines: [{ id: 'maerke_infinity', quantity: 2 }],
  };

  it('accepts a complete order with at least one known badge', () => {
    expect(invalidBadgeOrderFields(valid)).toEqual([]);
  });

  it('names every field that breaks a rule', () => {
    expect(
      invalidBadgeOrderFields({
        contactInfo: { firstName: 'M', lastName: 'Ha', email: 'a@b', mobile: '1234567' },
        address: { streetName: 'S', streetNumber: '', postalCode: '12345', postalCity: 'O' },
        orderLines: [],
        message: 'x'.repeat(2001),
      }),
    ).toEqual([
      'contactInfo.firstName',
      'contactInfo.lastName',
      'contactInfo.email',
      'contactInfo.mobile',
      'address.streetName',
      'address.streetNumber',
      'address.postalCode',
      'address.postalCity',
      'orderLines',
      'message',
    ]);
    expect(invalidBadgeOrderFields({ ...valid, orderLines: [{ id: 'maerke1', quantity: 1.5 }] })).toEqual(['orderLines']);
  });

  it('prices an order at 20 kr a badge, 5 for the corona badge, plus 30 kr shipping once', () => {
    expect(
      badgeOrderTotal([
        { id: 'maerke1', quantity: 3 },
        { id: 'maerke_corona', quantity: 2 },
      ]),
    ).toEqual({ products: 70, shipping: 30, total: 100 });
  });
});
