/**
 * What this remote is to the site: container remote_tasks, mounted by the shell at
 * /battles/tasks/*, plus the open-task strip the shell shows under the header and the inbox of
 * announcements it shows in the header.
 */
export const federation = {
  name: 'remote_tasks',
  exposes: { './Routes': './src/app/routes.tsx', './OpenTaskStrip': './src/app/open-task-strip.tsx', './Inbox': './src/app/inbox.tsx' },
  devPort: 3002,
  devTitle: 'USB opgaver (remote-tasks)',
};
