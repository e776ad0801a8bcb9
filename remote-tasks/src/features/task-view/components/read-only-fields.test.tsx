import { render, screen } from '@testing-library/react';
import { ReadOnlyChoices, ReadOnlyText } from './read-only-fields';

describe('read-only answers', () => {
  it('shows a text answer in a disabled field', () => {
    render(<ReadOnlyText id="q1" label="Navn" value="Eg" textArea={false} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Navn' });
    expect(field.value).toBe('Eg');
    expect(field.disabled).toBe(true);
  });

  it('shows the chosen options checked and every option disabled', () => {
    render(<ReadOnlyChoices label="Knob" options={['Råbåndsknob', 'Flagstik']} chosen={[1]} multiple />);
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(screen.getByRole('checkbox', { name: 'Flagstik' })).toBeTruthy();
  });
});
