import { Typography } from '@usb/ui/core';
import { Drawer } from '@usb/ui/nav';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import type { MgmtPatrol } from '../api/use-battle-patrols';
import type { PatrolChanges } from '../api/use-change-patrols';
import { PatrolAuditList } from './patrol-audit-list';
import { PatrolDetailsForm } from './patrol-details-form';
import { PatrolMembersEditor } from './patrol-members-editor';

const text = mgmtMessages.patrols;

/** An admin edits one patrol at any time: its details, its members, and what admins changed before (the audit trail). */
export function PatrolDrawer({
  patrol,
  patrols,
  changes,
  onClose,
}: {
  patrol: MgmtPatrol | undefined;
  patrols: MgmtPatrol[];
  changes: PatrolChanges;
  onClose: () => void;
}) {
  return (
    <Drawer open={patrol !== undefined} onClose={onClose} title={patrol && fill(text.editTitle, { name: patrol.name })} size="large" destroyOnHidden>
      {patrol && (
        <>
          <Typography.Paragraph type="secondary">{text.editIntro}</Typography.Paragraph>
          <Typography.Title level={4}>{text.detailsTitle}</Typography.Title>
          <PatrolDetailsForm key={patrol.id} patrol={patrol} savePatrol={changes.savePatrol} />
          <Typography.Title level={4}>{text.members}</Typography.Title>
          <PatrolMembersEditor patrol={patrol} patrols={patrols} changes={changes} />
          <Typography.Title level={4}>{text.auditTitle}</Typography.Title>
          <PatrolAuditList patrolID={patrol.id} />
        </>
      )}
    </Drawer>
  );
}
