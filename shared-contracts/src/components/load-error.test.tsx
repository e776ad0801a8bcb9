import { fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@usb/contracts/messages';
import { LoadError } from './index';

describe('LoadError', () => {
  it('shows the general text unless the screen gives its own, and retries on Prøv igen', () => {
    const onRetry = jest.fn();
    const { rerender } = render(<LoadError onRetry={onRetry} />);
    expect(screen.getByText(messages.loadFailed.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.loadFailed.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const ownText = 'Der skete en fejl ved henting events.';
    rerender(<LoadError message={ownText} onRetry={onRetry} />);
    expect(screen.getByText(ownText)).toBeTruthy();
  });
});
