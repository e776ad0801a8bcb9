import { createRoot } from 'react-dom/client';
import { DevHost } from '@usb/contracts/dev-host';
import PublicRoutes from './app/routes';

// Only the remote's own dev page runs this; under the shell only ./Routes is loaded.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <DevHost mountPath="/*">
      <PublicRoutes />
    </DevHost>,
  );
}
