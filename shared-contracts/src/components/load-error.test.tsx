import { fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '@usb/contracts/messages/staff';
import { LoadError } from './index';

describe('LoadError', () => {
  it('shows the general text unless the screen gives its own, and retries on Prøv igen', () => {
    const onRetry = jest.fn();
    const { rerender } = render(<LoadError onRetry={onRetry} />);
    expect(screen.getByText(messages.loadFailed.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.loadFailed.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadError message={staffMessages.battlesLoadError} onRetry={onRetry} />);
    expect(screen.getByText(staffMessages.battlesLoadError)).toBeTruthy();
  });
});
