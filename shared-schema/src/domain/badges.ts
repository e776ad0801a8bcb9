/** Badge products and shipping, prices in kr. (docs/shop.md). */
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

export function badgeProduct(id: string): BadgeProduct | undefined {
  return badgeProducts.find((product) => product.id === id);
}

/** What an order costs in kr: each line's quantity at its product's price, plus shipping once. */
export function badgeOrderTotal(lines: readonly { id: string; quantity: number }[]): { products: number; shipping: number; total: number } {
  const products = lines.reduce((sum, line) => sum + line.quantity * (badgeProduct(line.id)?.price ?? 0), 0);
  return { products, shipping: SHIPPING_PRICE, total: products + SHIPPING_PRICE };
}
