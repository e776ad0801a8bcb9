/** Badge products (SPEC.md section 3) and shipping (section 9), prices in kr. */
export interface BadgeProduct {
  id: string;
  name: string;
  price: number;
}

export const badgeProducts: readonly BadgeProduct[] = [
  ...Array.from({ length: 10 }, (_, index) => ({ id: `maerke${index + 1}`, name: `Mærke ${index + 1}`, price: 20 })),
  { id: 'maerke_infinity', name: 'Mærke Infinity', price: 20 },
  { id: 'maerke_corona', name: 'Coronamærke', price: 5 },
];

export const SHIPPING_PRICE = 30;
