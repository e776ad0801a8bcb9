import { categoryName, corpsName } from '@usb/schema/domain';
import { staffMessages } from '../../../texts';
import { toCsv } from '@usb/schema/csv';
import type { StaffPatrol } from '../api/use-staff-patrols';

const text = staffMessages.patrols;

const header = [
  text.name,
  text.category,
  text.corps,
  text.city,
  text.group,
  text.size,
  text.answeredTasks,
  text.correctedTasks,
  text.memberName,
  text.email,
  text.mobile,
];

/**
 * The patrols overview as a spreadsheet: one line per member with the patrol's columns repeated,
 * so it sorts and filters like a contact list; a patrol without members still gets one line.
 */
export function patrolsCsv(patrols: StaffPatrol[]): string {
  const lines = patrols.flatMap((patrol) => {
    const patrolColumns = [
      patrol.name,
      categoryName(patrol.category),
      corpsName(patrol.corps),
      patrol.city,
      patrol.groupName,
      patrol.patrolSize,
      patrol.answeredTasks,
      patrol.correctedTasks,
    ];
    if (patrol.members.length === 0) return [[...patrolColumns, '', '', '']];
    return patrol.members.map(({ contactInfo }) => [...patrolColumns, contactInfo.fullName, contactInfo.email, contactInfo.mobile]);
  });
  return toCsv([header, ...lines]);
}
