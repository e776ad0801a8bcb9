import { createRoot } from 'react-dom/client';
import TaskRoutes from './app/routes';
import { DevHost } from '@usb/contracts/dev-host';

// Only the remote's own dev page runs this; under the shell only ./Routes is loaded.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <DevHost mountPath="/battles/tasks/*">
      <TaskRoutes />
    </DevHost>,
  );
}
