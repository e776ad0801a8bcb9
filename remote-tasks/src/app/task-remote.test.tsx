import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import OpenTaskStrip from './open-task-strip';
import TaskRoutes from './routes';

describe('remote_tasks', () => {
  it('the open-task strip renders nothing while there are no open tasks', () => {
    const { container } = render(<OpenTaskStrip />);
    expect(container.innerHTML).toBe('');
  });

  it('the task view reports that the task could not be loaded', () => {
    window.history.pushState({}, '', '/battles/tasks/17');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/battles/tasks/*" element={<TaskRoutes />} />
        </Routes>
      </BrowserRouter>,
    );
    expect(screen.getByText(messages.task.loadError)).toBeTruthy();
  });
});
