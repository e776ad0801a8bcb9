import { Typography } from '@usb/ui/core';
import { staffMessages } from '../../../texts';
import { StaffPage } from '../../../components/staff-page';
import { BattlePickerCard } from '../../../components/battle-picker';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { BattleResults } from './battle-results';
import { FreezeCard } from './freeze-card';

const text = staffMessages;

/**
 * /staff/results: the results of the selected battle (one the caller staffs; every battle for
 * admins), built from the current points, to check, publish, hide or delete, and the
 * battle's freeze for the prize ceremony.
 */
export default function StaffResultsPage() {
  const [selection] = useStaffSelection();
  return (
    <StaffPage title={text.resultsTitle}>
      <BattlePickerCard />
      {selection.battleID ? (
        <>
          <FreezeCard key={`freeze-${selection.battleID}`} battleID={selection.battleID} />
          <BattleResults key={selection.battleID} battleID={selection.battleID} />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{text.results.chooseBattle}</Typography.Paragraph>
      )}
    </StaffPage>
  );
}
