import { Typography } from '@usb/ui/core';
import { staffMessages } from '../../../texts';
import { BattlePickerCard } from '../../../components/battle-picker';
import { StaffPage } from '../../../components/staff-page';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { BattleGallery } from './battle-gallery';

const text = staffMessages.gallery;

/**
 * /staff/gallery: the gallery of the selected battle (one the caller staffs; every battle for
 * admins): the items with 'Fjern', and the patrols' takedown requests (docs/gallery.md).
 */
export default function StaffGalleryPage() {
  const [selection] = useStaffSelection();
  return (
    <StaffPage title={text.title}>
      <BattlePickerCard />
      {selection.battleID ? (
        <BattleGallery key={selection.battleID} battleID={selection.battleID} />
      ) : (
        <Typography.Paragraph type="secondary">{text.chooseBattle}</Typography.Paragraph>
      )}
    </StaffPage>
  );
}
