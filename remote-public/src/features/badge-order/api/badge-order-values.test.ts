import { badgeProducts } from '@usb/schema/domain';
import { invalidBadgeOrderFields } from '@usb/schema/validation';
import { badgeOrderInputOf, chosenLines, emptyBadgeOrder } from './badge-order-values';

describe('badge order values', () => {
  it('starts with blank texts and every quantity 0', () => {
    expect(Object.keys(emptyBadgeOrder.quantities)).toEqual(badgeProducts.map((product) => product.id));
    expect(Object.values(emptyBadgeOrder.quantities).every((quantity) => quantity === 0)).toBe(true);
    expect(Object.values(emptyBadgeOrder.contactInfo).concat(Object.values(emptyBadgeOrder.address))).toEqual(Array(8).fill(''));
  });

  it('keeps only the lines above 0, with id, name and quantity and no price', () => {
    const lines = chosenLines({ ...emptyBadgeOrder.quantities, maerke_corona: 1, maerke10: 4, maerke2: null });
    expect(lines).toEqual([
      { id: 'maerke10', name: 'Mærke 10', quantity: 4 },
      { id: 'maerke_corona', name: 'Coronamærke', quantity: 1 },
    ]);
  });

  it('trims the texts, sends no blank message, and makes an order the api accepts', () => {
    const input = badgeOrderInputOf({
      contactInfo: { firstName: ' Mette ', lastName: 'Hansen', email: 'mette@example.dk ', mobile: '12345678' },
      address: { streetName: 'Skovvej', streetNumber: '1', postalCode: '8000', postalCity: 'Aarhus' },
      quantities: { maerke1: 1 },
      message: '   ',
    });
    expect(input.contactInfo).toEqual({ firstName: 'Mette', lastName: 'Hansen', email: 'mette@example.dk', mobile: '12345678' });
    expect(input.message).toBeNull();
    expect(invalidBadgeOrderFields(input)).toEqual([]);
  });

  it('names what is missing while the form is empty', () => {
    expect(invalidBadgeOrderFields(badgeOrderInputOf(undefined))).toContain('orderLines');
    expect(invalidBadgeOrderFields(badgeOrderInputOf(emptyBadgeOrder))).toHaveLength(9);
  });
});
