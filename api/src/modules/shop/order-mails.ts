/** The Danish badge order mails (docs/shop.md): the buyer's confirmation and the organisers' copy. */
import type { OutgoingMail } from '../../plugins/mailer';
import type { CheckedOrder } from './order-input';

const kr = (amount: number): string => `${amount} kr.`;

function orderLines(order: CheckedOrder): string[] {
  return [
    ...order.lines.map((line) => `${line.quantity} x ${line.name} à ${kr(line.price)} = ${kr(line.quantity * line.price)}`),
    `Forsendelse: ${kr(order.shipping)}`,
    `I alt: ${kr(order.total)}`,
  ];
}

function deliveryAddress(order: CheckedOrder): string[] {
  const { contactInfo: who, address } = order;
  return [`${who.firstName} ${who.lastName}`, `${address.streetName} ${address.streetNumber}`, `${address.postalCode} ${address.postalCity}`];
}

/** To the buyer: what was ordered, the total with shipping, and how to pay by bank transfer (the settings' bank details; empty: none). */
export function orderConfirmationMail(orderId: number, order: CheckedOrder, paymentDetails: string): OutgoingMail {
  const payment = paymentDetails
    ? ['Betal venligst med bankoverførsel:', paymentDetails, `Skriv ordrenummer ${orderId} i beskeden til modtageren.`]
    : ['Vi kontakter jer med oplysninger om betaling med bankoverførsel.'];
  return {
    to: order.contactInfo.email,
    subject: `Din mærkebestilling hos USB (ordre ${orderId})`,
    text: [
      `Hej ${order.contactInfo.firstName}`,
      '',
      'Tak for jeres bestilling af USB-mærker. I har bestilt:',
      '',
      ...orderLines(order),
      '',
      ...payment,
      '',
      'Mærkerne bliver sendt til:',
      ...deliveryAddress(order),
      '',
      'Venlig hilsen',
      'USB',
    ].join('\n'),
  };
}

/** To the organisers (ORDER_MAIL_TO): the whole order with the buyer's contact details and note. */
export function orderCopyMail(orderId: number, order: CheckedOrder, to: string): OutgoingMail {
  const who = order.contactInfo;
  return {
    to,
    subject: `Ny mærkebestilling ${orderId}: ${who.firstName} ${who.lastName}, ${order.total} kr.`,
    text: [
      `Ordre ${orderId}`,
      '',
      ...orderLines(order),
      '',
      'Leveres til:',
      ...deliveryAddress(order),
      '',
      `E-mail: ${who.email}`,
      `Mobil: ${who.mobile}`,
      ...(order.message ? ['', 'Besked:', order.message] : []),
    ].join('\n'),
  };
}
