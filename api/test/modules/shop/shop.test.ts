import { count } from 'drizzle-orm';
import { badgeOrders } from '../../../src/db/schema';
import { codeOf } from '../../support/api-client';
import { startSite, useSite } from '../../support/site';
import { engines } from '../../support/storage';

const ORDER = 'mutation ($order: BadgeOrderInput!) { shop { order(order: $order) } }';
const ORGANISERS = 'mærker@usb.test';

function order(overrides: { email?: string; lines?: { id: string; name?: string; quantity: number }[]; postalCode?: string; message?: string } = {}) {
  return {
    contactInfo: { firstName: 'Mette', lastName: 'Hansen', email: overrides.email ?? 'mette@example.dk', mobile: '12345678' },
    address: { streetName: 'Skovvej', streetNumber: '12B', postalCode: overrides.postalCode ?? '5000', postalCity: 'Odense C' },
    orderLines: overrides.lines ?? [
      { id: 'maerke1', name: 'Mærke 1', quantity: 3 },
      { id: 'maerke_corona', name: 'Coronamærke', quantity: 2 },
    ],
    message: overrides.message ?? 'Send gerne til spejderhytten.',
  };
}

describe.each(engines)('badge orders (%s)', (engine) => {
  const site = useSite(engine, { mail: true, config: { orderMailTo: ORGANISERS, orderPaymentDetails: 'Reg.nr. 1234 Kontonr. 12345678' } });
  const stored = async () => (await site.app.db.select({ value: count() }).from(badgeOrders))[0]?.value ?? 0;

  it('takes an order from anyone, priced by the server, and mails the buyer and the organisers', async () => {
    // A price sent by a client is no part of the input at all.
    const answer = await site.client.graphql<{ shop: { order: boolean } }>(ORDER, { order: order() });
    expect(answer).toMatchObject({ data: { shop: { order: true } } });
    expect(answer.errors).toBeUndefined();

    const confirmation = await site.mail.next('mette@example.dk');
    expect(confirmation.subject).toMatch(/^Din mærkebestilling hos USB \(ordre \d+\)$/);
    expect(confirmation.text).toContain('3 x Mærke 1 à 20 kr. = 60 kr.');
    expect(confirmation.text).toContain('2 x Coronamærke à 5 kr. = 10 kr.');
    expect(confirmation.text).toContain('Forsendelse: 30 kr.');
    expect(confirmation.text).toContain('I alt: 100 kr.');
    expect(confirmation.text).toContain('Reg.nr. 1234 Kontonr. 12345678');
    expect(confirmation.text).toContain('Skovvej 12B');
    const copy = await site.mail.next(ORGANISERS);
    expect(copy.subject).toMatch(/Mette Hansen, 100 kr\.$/);
    expect(copy.text).toContain('Send gerne til spejderhytten.');
    expect(copy.text).toContain('12345678');
    expect(await stored()).toBe(1);
  });

  it('refuses an invalid order naming every failing field, and stores nothing', async () => {
    const before = await stored();
    const invalid = await site.client.graphql(ORDER, {
      order: {
        ...order({ email: 'ikke-en-mail', postalCode: '500' }),
        contactInfo: { firstName: 'M', lastName: 'Hansen', email: 'ikke-en-mail', mobile: '1234' },
      },
    });
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.extensions?.fields).toEqual(['contactInfo.firstName', 'contactInfo.email', 'contactInfo.mobile', 'address.postalCode']);
    const badLines: { id: string; quantity: number }[][] = [
      [],
      [{ id: 'maerke1', quantity: 0 }],
      [{ id: 'maerke1', quantity: 101 }],
      [{ id: 'maerke99', quantity: 1 }],
      [
        { id: 'maerke2', quantity: 1 },
        { id: 'maerke2', quantity: 1 },
      ],
    ];
    for (const lines of badLines) {
      const answer = await site.client.graphql(ORDER, { order: order({ lines }) });
      expect([codeOf(answer), answer.errors?.[0]?.extensions?.fields]).toEqual(['BAD_USER_INPUT', ['orderLines']]);
    }
    expect(codeOf(await site.client.graphql(ORDER, { order: order({ message: 'x'.repeat(2001) }) }))).toBe('BAD_USER_INPUT');
    expect(await stored()).toBe(before);
  });

  it('limits the orders from one address to five an hour', async () => {
    const before = await stored();
    // The first test's order counts too: four more are taken, the next is refused.
    for (let index = 0; index < 4; index += 1) {
      expect((await site.client.graphql(ORDER, { order: order({ email: `gruppe${index}@example.dk` }) })).errors).toBeUndefined();
    }
    expect(codeOf(await site.client.graphql(ORDER, { order: order({ email: 'gruppe9@example.dk' }) }))).toBe('RATE_LIMITED');
    expect(await stored()).toBe(before + 4);
    site.clock.advance(61 * 60 * 1000);
    expect((await site.client.graphql(ORDER, { order: order({ email: 'gruppe9@example.dk' }) })).errors).toBeUndefined();
  });
});

describe('a badge order whose confirmation cannot be sent', () => {
  it('answers MAIL_FAILED and keeps no order, so trying again makes no duplicate', async () => {
    // A port nothing listens on: the SMTP connection is refused.
    const site = await startSite('pglite', { config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const answer = await site.client.graphql(ORDER, { order: order() });
      expect(codeOf(answer)).toBe('INTERNAL');
      expect(answer.errors?.[0]?.message).toBe('The mail could not be sent');
      expect((await site.app.db.select({ value: count() }).from(badgeOrders))[0]?.value).toBe(0);
    } finally {
      await site.close();
    }
  });
});
