import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewNotice } from './preview-banner';
import type { PreviewState } from './preview-link';
import { formatPreviewExpiry } from './preview-texts';

const pinned: PreviewState = { kind: 'pinned', versions: [{ name: 'remote-staff', version: '1.4.0-3f2a9c0d1e', expiresAt: '2026-11-28T13:00:00.000Z' }] };

describe('formatPreviewExpiry', () => {
  it('writes the expiry in Danish, on Danish time whatever the browser is set to', () => {
    expect(formatPreviewExpiry('2026-11-28T13:00:00.000Z')).toBe('28.11. kl. 14.00');
    // Summer time, and a minute past midnight.
    expect(formatPreviewExpiry('2026-07-03T22:01:00.000Z')).toBe('4.7. kl. 00.01');
  });
});

describe('PreviewNotice', () => {
  it('shows the pinned version and its expiry over the page, with a button that ends the preview', async () => {
    const end = jest.fn();
    render(<PreviewNotice preview={pinned} onEnd={end} />);
    const banner = screen.getByRole('region', { name: 'Forhåndsvisning' });
    expect(banner.textContent).toContain('Forhåndsvisning: remote-staff version 1.4.0-3f2a9c0d1e, til 28.11. kl. 14.00');
    await userEvent.click(screen.getByRole('button', { name: 'Afslut forhåndsvisning' }));
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('tells once that a link opened in this page has expired, in a notice that can be closed', async () => {
    render(<PreviewNotice preview={{ kind: 'ended', fromUrl: true }} onEnd={jest.fn()} />);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Linket til forhåndsvisningen er udløbet eller ugyldigt. Du ser sitet som alle andre.');
    await userEvent.click(screen.getByRole('button', { name: 'Luk beskeden' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows nothing without a preview, or when a token from an earlier page ended', () => {
    const { container } = render(<PreviewNotice preview={{ kind: 'none' }} onEnd={jest.fn()} />);
    expect(container.textContent).toBe('');
    const ended = render(<PreviewNotice preview={{ kind: 'ended', fromUrl: false }} onEnd={jest.fn()} />);
    expect(ended.container.textContent).toBe('');
  });
});
