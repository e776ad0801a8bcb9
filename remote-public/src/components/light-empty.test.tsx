import { render, screen } from '@testing-library/react';
import { LightEmpty } from './light-empty';

describe('LightEmpty', () => {
  it('shows the image, the description and the action under it', () => {
    render(
      <LightEmpty description="Ingen tilmeldinger">
        <button type="button">Se events</button>
      </LightEmpty>,
    );
    expect(screen.getByText('Ingen tilmeldinger')).toBeTruthy();
    expect(screen.getByTitle('Ingen data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se events' }).parentElement?.style.marginTop).toBe('16px');
  });

  it('draws no footer without an action', () => {
    const { container } = render(<LightEmpty description="Tomt" />);
    expect(container.firstElementChild?.children).toHaveLength(2);
  });
});
