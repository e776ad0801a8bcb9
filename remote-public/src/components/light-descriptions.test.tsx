import { render, screen } from '@testing-library/react';
import { LightDescriptions } from './light-descriptions';

describe('LightDescriptions', () => {
  it('draws one row per item: the label, a colon and the value, in order', () => {
    const { container } = render(
      <LightDescriptions
        items={[
          { key: 'event', label: 'Event', children: 'USB Demo' },
          { key: 'patrol', label: 'Patrulje', children: 'Ulvene' },
        ]}
      />,
    );
    const rows = container.querySelectorAll('tr');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toBe('Event:USB Demo');
    expect(rows[1]?.textContent).toBe('Patrulje:Ulvene');
    expect(screen.getByText('Ulvene')).toBeTruthy();
  });

  it('leaves no space under the last row, as antd does', () => {
    const { container } = render(
      <LightDescriptions
        items={[
          { key: 'a', label: 'A', children: '1' },
          { key: 'b', label: 'B', children: '2' },
        ]}
      />,
    );
    const cells = container.querySelectorAll('td');
    expect(cells[0]?.style.paddingBottom).toBe('var(--ant-padding-xs, 8px)');
    expect(cells[1]?.style.paddingBottom).toBe('0px');
  });
});
