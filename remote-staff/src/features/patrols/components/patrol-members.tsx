import { Typography } from '@usb/ui/core';
import type { StaffPatrol } from '../api/use-staff-patrols';

/** The members with the ways to reach them on the event night: e-mail (mailto) and mobile (tel). */
export function PatrolMembers({ members }: { members: StaffPatrol['members'] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {members.map(({ id, contactInfo }) => (
        <li key={id} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text strong>{contactInfo.fullName}</Typography.Text>
          {' · '}
          <Typography.Link href={`mailto:${contactInfo.email}`}>{contactInfo.email}</Typography.Link>
          {contactInfo.mobile && (
            <>
              {' · '}
              <Typography.Link href={`tel:${contactInfo.mobile.replace(/\s/g, '')}`}>{contactInfo.mobile}</Typography.Link>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
