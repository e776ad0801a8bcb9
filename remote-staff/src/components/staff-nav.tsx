import { Menu } from '@usb/ui/nav';
import { Link, useLocation } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { staffMessages } from '../texts';

const text = staffMessages;

const sections = [
  { path: '/staff/tasks', label: text.tasksTitle },
  { path: '/staff/questions', label: messages.nav.staffQuestions },
  { path: '/staff/patrols', label: text.patrolsTitle },
  { path: '/staff/announcements', label: text.announcements.title },
  { path: '/staff/results', label: text.resultsTitle },
  { path: '/staff/gallery', label: text.gallery.title },
  { path: '/staff/live', label: text.liveTitle },
];

/** The staff area's own tabs, the same screens as the shell's 'Stab' menu lists (but the blog). */
export function StaffNav() {
  const { pathname } = useLocation();
  const current = sections.find((section) => pathname.startsWith(section.path))?.path ?? '/staff/tasks';
  return (
    <nav aria-label={messages.nav.staff}>
      <Menu
        mode="horizontal"
        selectedKeys={[current]}
        items={sections.map((section) => ({ key: section.path, label: <Link to={section.path}>{section.label}</Link> }))}
        style={{ borderBottom: 'none' }}
      />
    </nav>
  );
}
