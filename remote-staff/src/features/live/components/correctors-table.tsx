import { Table, type ColumnsType } from '@usb/ui/table';
import { siteTime } from '@usb/contracts/dates';
import { Link } from '@usb/contracts/router';
import { staffMessages } from '../../../texts';
import { patrolLabel } from '../../../lib/blind-code';
import type { NightLock } from '../api/use-staff-night';

const text = staffMessages.live;

function columnsFor(blind: boolean): ColumnsType<NightLock> {
  return [
    { key: 'corrector', title: text.corrector, render: (_, lock) => lock.corrector.contactInfo.fullName },
    { key: 'task', title: text.task, dataIndex: 'taskName' },
    {
      key: 'patrol',
      title: text.patrol,
      render: (_, lock) => <Link to={`/staff/tasks/answers/${lock.battleTaskAnswerID}`}>{patrolLabel(lock.patrol, blind)}</Link>,
    },
    { key: 'since', title: text.since, render: (_, lock) => siteTime(lock.lockedSince).format('HH:mm:ss') },
  ];
}

/** Who corrects what right now: one row per live lock, by corrector; patrols as blind correction shows them. */
export function CorrectorsTable({ locks, blind }: { locks: NightLock[]; blind: boolean }) {
  const byCorrector = [...locks].sort((a, b) => a.corrector.contactInfo.fullName.localeCompare(b.corrector.contactInfo.fullName, 'da'));
  return (
    <Table
      size="small"
      rowKey="battleTaskAnswerID"
      columns={columnsFor(blind)}
      dataSource={byCorrector}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: text.noCorrectors }}
    />
  );
}
