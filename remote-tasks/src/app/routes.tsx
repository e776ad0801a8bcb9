import { Navigate, Route, Routes } from '@usb/contracts/router';
import { TaskViewPage } from '../features/task-view/components/task-view-page';

/**
 * The task view, mounted by the shell at /battles/tasks/*. Open to all, logged in or not
 * (docs/answers-and-windows.md).
 */
export default function TaskRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<TaskViewPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
