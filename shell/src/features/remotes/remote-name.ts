import { remoteModules, remoteNames } from '@usb/schema/domain';

/**
 * The folder name of a remote (remote-staff) from the container name /remotes.json lists it
 * under (remote_staff): the api names each container after its folder, and any other remote's
 * container is its folder name with '_' for '-'.
 */
export function remoteNameOf(container: string): string {
  return remoteNames.find((name) => remoteModules[name].container === container) ?? container.replace(/_/g, '-');
}
