import { render, screen } from '@testing-library/react';
import { setViewportWidth } from '@usb/contracts/testing';
import { useWideScreen } from './use-wide-screen';

function Probe() {
  return <p>{useWideScreen() ? 'wide' : 'folded'}</p>;
}

describe('useWideScreen', () => {
  it('answers from the first render: folded below 1200 px, wide from 1200 px', () => {
    setViewportWidth(1199);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('folded')).toBeTruthy();
    unmount();

    setViewportWidth(1200);
    render(<Probe />);
    expect(screen.getByText('wide')).toBeTruthy();
  });
});
