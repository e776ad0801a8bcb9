import { newStaffMember, newUser } from '../../support/accounts';
import { codeOf } from '../../support/api-client';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

const ORDER = 'mutation ($order: BadgeOrderInput!) { shop { order(order: $order) } }';
const ORDER_FIELDS = `id created status message shipping total
  contactInfo { firstName lastName email mobile } address { streetName streetNumber postalCode postalCity } orderLines { id name quantity price }`;
const LIST = `query ($s: BadgeOrderStatus, $l: Int) { shop { getOrders(status: $s, limit: $l) { ${ORDER_FIELDS} } } }`;
const SET_STATUS = `mutation ($id: ID!, $s: BadgeOrderStatus!) { shop { setOrderStatus(id: $id, status: $s) { id status } } }`;

interface ListedOrder {
  id: string;
  created: string;
  status: string;
  contactInfo: { email: string };
  total: number;
}

function order(email: string, quantity: number) {
  return {
    contactInfo: { firstName: 'Mette', lastName: 'Hansen', email, mobile: '12345678' },
    address: { streetName: 'Skovvej', streetNumber: '12B', postalCode: '5000', postalCity: 'Odense C' },
    orderLines: [{ id: 'maerke1', name: 'Mærke 1', quantity }],
    message: 'Til hytten',
  };
}

describe.each(engines)("the organisers' badge orders (%s)", (engine) => {
  const site = useSite(engine, { battle: 'USB Butik' });
  const list = (variables: { s?: string; l?: number }, token: string | null = site.adminToken) =>
    site.client.graphql<{ shop: { getOrders: ListedOrder[] } }>(LIST, variables, token);

  beforeAll(async () => {
    for (const [index, email] of ['forste@example.dk', 'anden@example.dk', 'tredje@example.dk'].entries()) {
      expect((await site.client.graphql(ORDER, { order: order(email, index + 1) })).errors).toBeUndefined();
      site.clock.advance(60 * 1000);
    }
  });

  it('lists every order to admins, newest first, with lines, shipping, total, contact, address and message, NEW to begin with', async () => {
    const answer = await list({});
    expect(answer.errors).toBeUndefined();
    const orders = answer.data?.shop.getOrders ?? [];
    expect(orders.map((listed) => listed.contactInfo.email)).toEqual(['tredje@example.dk', 'anden@example.dk', 'forste@example.dk']);
    expect(orders[0]).toEqual({
      id: expect.any(String) as unknown,
      created: expect.any(String) as unknown,
      status: 'NEW',
      message: 'Til hytten',
      shipping: 30,
      total: 90,
      contactInfo: { firstName: 'Mette', lastName: 'Hansen', email: 'tredje@example.dk', mobile: '12345678' },
      address: { streetName: 'Skovvej', streetNumber: '12B', postalCode: '5000', postalCity: 'Odense C' },
      orderLines: [{ id: 'maerke1', name: 'Mærke 1', quantity: 3, price: 20 }],
    });
    expect((await list({ l: 2 })).data?.shop.getOrders).toHaveLength(2);
  });

  it('sets an order paid and then sent, and filters the list by status', async () => {
    const [newest, middle] = (await list({})).data?.shop.getOrders ?? [];
    const paid = await site.client.graphql<{ shop: { setOrderStatus: { id: string; status: string } } }>(
      SET_STATUS,
      { id: middle?.id, s: 'PAID' },
      site.adminToken,
    );
    expect(paid.data?.shop.setOrderStatus).toEqual({ id: middle?.id, status: 'PAID' });
    await site.client.graphql(SET_STATUS, { id: newest?.id, s: 'SENT' }, site.adminToken);
    const statuses = async (status: string) => (await list({ s: status })).data?.shop.getOrders.map((listed) => listed.contactInfo.email);
    expect(await statuses('PAID')).toEqual(['anden@example.dk']);
    expect(await statuses('SENT')).toEqual(['tredje@example.dk']);
    expect(await statuses('NEW')).toEqual(['forste@example.dk']);
    expect(codeOf(await site.client.graphql(SET_STATUS, { id: '999999', s: 'PAID' }, site.adminToken))).toBe('NOT_FOUND');
    // Only the three statuses exist: anything else fails the request's validation.
    const unknown = await site.client.graphql(SET_STATUS, { id: newest?.id, s: 'BETALT' }, site.adminToken);
    expect(unknown.errors?.[0]?.message).toMatch(/BadgeOrderStatus/);
    expect(await statuses('SENT')).toEqual(['tredje@example.dk']);
  });

  it('refuses a limit outside 1-1000 naming it, and everyone but admins', async () => {
    for (const limit of [0, 1001]) {
      const answer = await list({ l: limit });
      expect([codeOf(answer), answer.errors?.[0]?.extensions?.fields]).toEqual(['BAD_USER_INPUT', ['limit']]);
    }
    const [plain, staff] = [await newUser(site), await newStaffMember(site, site.battleID)];
    const anyID = (await list({})).data?.shop.getOrders[0]?.id;
    for (const token of [plain.token, staff.token]) {
      expect(codeOf(await list({}, token))).toBe('FORBIDDEN');
      expect(codeOf(await site.client.graphql(SET_STATUS, { id: anyID, s: 'SENT' }, token))).toBe('FORBIDDEN');
    }
    expect(codeOf(await list({}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await site.client.graphql(SET_STATUS, { id: anyID, s: 'SENT' }))).toBe('UNAUTHENTICATED');
  });
});
