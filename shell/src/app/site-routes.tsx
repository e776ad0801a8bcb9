import { Route, Routes } from '@usb/contracts/router';
import { remoteMounts } from '../config/remotes';
import { RemoteComponent } from '../features/remotes/remote-component';

/**
 * Mounts each remote under its prefix; each remote's Routes are relative to it. remote_public
 * takes the rest, including the redirect of unknown URLs to '/'.
 */
export function SiteRoutes() {
  return (
    <Routes>
      {remoteMounts.map((mount) => (
        <Route key={mount.path} path={mount.path} element={<RemoteComponent key={mount.module} id={mount.module} />} />
      ))}
    </Routes>
  );
}
