/**
 * The remotes the shell mounts (route prefix and exposed module) are a contract with the api,
 * which serves each page's first view from the remote mounted at its path: they live in
 * @usb/schema/domain. Adding a remote: ARCHITECTURE.md.
 */
export { remoteMounts } from '@usb/schema/domain';

export const OPEN_TASK_STRIP_MODULE = 'remote_tasks/OpenTaskStrip';

/**
 * The inbox of announcements in the header (docs/live.md). Not one of the exposes the registry
 * requires of remote-tasks, so a version from before it can still be activated: the header then
 * shows no bell.
 */
export const INBOX_MODULE = 'remote_tasks/Inbox';
