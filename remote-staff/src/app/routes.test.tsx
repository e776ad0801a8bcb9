import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from '@usb/contracts/router';
import { sessionStore } from '@usb/contracts/session';
import { messages } from '@usb/contracts/messages';
import StaffRoutes from './routes';

const staffUser = (roleIds: number[]) => ({
  id: '5',
  activated: true,
  roles: roleIds.map((id) => ({ id })),
  contactInfo: { firstName: 'S', lastName: 'Stab', fullName: 'S Stab', email: 's@example.dk', mobile: '12345678' },
  loginInfo: { userName: 'stab1' },
  patrols: [],
});

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/staff/*" element={<StaffRoutes />} />
        <Route path="*" element={<p>forside</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('staff routes', () => {
  it('show the tasks page with the stored selection to staff', () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: '4' }));
    sessionStore.getState().login('tok', staffUser([2]));
    renderAt('/staff/tasks');
    expect(screen.getByRole('heading', { name: messages.staffArea.tasksTitle })).toBeTruthy();
    expect(screen.getByText(messages.staffArea.comingSoon)).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
  });

  it('send a logged-in user without staff or admin role home', () => {
    sessionStore.getState().login('tok', staffUser([]));
    renderAt('/staff/patrols');
    expect(screen.getByText('forside')).toBeTruthy();
  });
});
