import { render, screen } from '@testing-library/react';
import { badgeProduct, type BadgeProduct } from '@usb/schema/domain';
import { BadgeImage, badgeMark } from './badge-image';

function product(id: string): BadgeProduct {
  const found = badgeProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

describe('BadgeImage', () => {
  it.each([
    ['maerke1', '1'],
    ['maerke10', '10'],
    ['maerke_infinity', '∞'],
    ['maerke_corona', null],
  ])('marks %s with %s', (id, mark) => {
    expect(badgeMark(id)).toBe(mark);
  });

  it('is an image named by the product, with its mark', () => {
    render(<BadgeImage product={product('maerke10')} index={9} />);
    expect(screen.getByRole('img', { name: 'Mærke 10' }).textContent).toBe('10');
  });

  it('draws the corona motif instead of a mark', () => {
    render(<BadgeImage product={product('maerke_corona')} index={11} />);
    const image = screen.getByRole('img', { name: 'Coronamærke' });
    expect(image.textContent).toBe('');
    expect(image.querySelectorAll('line')).toHaveLength(8);
  });
});
