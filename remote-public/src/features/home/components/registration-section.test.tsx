import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@usb/contracts/messages';
import { renderRoute } from '@usb/contracts/testing';
import type { NextEvent } from '../api/use-next-event';
import { RegistrationSection } from './registration-section';

const START = '2026-11-12T17:30:00.000Z';
const OPENS = '2026-09-01T10:00:00.000Z';

function renderCard(event: NextEvent | null) {
  renderRoute('/', '/', <RegistrationSection event={event} />);
}

describe('RegistrationSection', () => {
  it('says when registration opens before the window', () => {
    renderCard({ start: START, registration: { state: 'UPCOMING', opens: OPENS } });
    expect(screen.getByText('Tilmelding åbner d. 1. sept. 2026')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links to the open events inside the window', async () => {
    renderCard({ start: START, registration: { state: 'OPEN', opens: OPENS } });
    await userEvent.click(screen.getByRole('link', { name: messages.home.registrationOpen }));
    expect(screen.getByTestId('location').textContent).toBe('/events');
  });

  it('says registration is closed after the window, though the event has not started', () => {
    renderCard({ start: START, registration: { state: 'CLOSED', opens: OPENS } });
    expect(screen.getByText(messages.home.registrationClosed)).toBeTruthy();
    expect(screen.queryByText(messages.home.registrationOpen)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('holds its place with hidden text while the event loads', () => {
    renderCard(null);
    expect(screen.queryByText(messages.home.registrationOpen)).toBeNull();
    expect(screen.queryByText(messages.home.registrationClosed)).toBeNull();
    expect(screen.getByText(/Tilmelding åbner/).getAttribute('aria-hidden')).toBe('true');
  });
});
