import type { MgmtOrder } from '../api/use-orders';
import { ordersCsv } from './orders-csv';

const order: MgmtOrder = {
  id: '12',
  created: '2026-11-02T09:05:00.000Z',
  status: 'PAID',
  contactInfo: { firstName: 'Søren', lastName: 'Ærø', email: 'soren@example.dk', mobile: '12345678' },
  address: { streetName: 'Åvej', streetNumber: '3, 2. th', postalCode: '5000', postalCity: 'Odense C' },
  orderLines: [
    { id: 'maerke1', name: 'Mærke 1', quantity: 2, price: 20 },
    { id: 'maerke_corona', name: 'Coronamærke', quantity: 1, price: 5 },
  ],
  message: 'Send til "Bjørnene";\ntak',
  shipping: 30,
  total: 75,
};

describe('the badge orders as CSV for a Danish spreadsheet', () => {
  it('writes one line per order under a Danish header, with its lines, status and total', () => {
    const lines = ordersCsv([order]).slice(1).split('\r\n');
    expect(lines[0]).toBe('Nr.;Bestilt;Status;Fornavn;Efternavn;E-mail;Mobil;Adresse;Postnr.;By;Mærker;I alt (kr.);Besked');
    expect(lines[1]).toBe(
      '12;2. nov. 2026 10:05;Betalt;Søren;Ærø;soren@example.dk;12345678;Åvej 3, 2. th;5000;Odense C;2 × Mærke 1, 1 × Coronamærke;75;"Send til ""Bjørnene"";\ntak"',
    );
    expect(lines[2]).toBe('');
  });
});
