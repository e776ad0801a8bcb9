import { Button } from '@usb/ui/core';
import { staffMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { downloadFile } from '@usb/schema/csv';
import { StaffPage } from '../../../components/staff-page';
import { BattlePickerCard } from '../../../components/battle-picker';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { useStaffBattles } from '../../../api/use-staff-battles';
import { useStaffPatrols } from '../api/use-staff-patrols';
import { patrolsCsv } from '../lib/patrols-csv';
import { PatrolsTable } from './patrols-table';

const text = staffMessages;

/** 'USB 2026 – efterår' -> 'usb-2026-efterår': safe in a file name on every system. */
const fileNamePart = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9æøå]+/g, '-')
    .replace(/^-|-$/g, '');

/** /staff/patrols: the selected battle's patrols, their members' contact details and a CSV export. */
export default function StaffPatrolsPage() {
  const [selection] = useStaffSelection();
  const { patrols, loading, failed, retry } = useStaffPatrols(selection.battleID);
  const { battles } = useStaffBattles();
  const exportCsv = (): void => {
    const battleName = battles.find((battle) => battle.id === selection.battleID)?.name ?? selection.battleID ?? '';
    const fileName = fill(text.patrols.csvFileName, { battle: fileNamePart(battleName) });
    downloadFile(fileName, patrolsCsv(patrols), 'text/csv;charset=utf-8');
  };
  return (
    <StaffPage
      title={text.patrolsTitle}
      extra={
        <Button disabled={patrols.length === 0} onClick={exportCsv}>
          {text.patrols.exportCsv}
        </Button>
      }
    >
      <BattlePickerCard />
      {selection.battleID && (failed ? <LoadError onRetry={retry} /> : <PatrolsTable patrols={patrols} loading={loading} />)}
    </StaffPage>
  );
}
