import { useQuery } from '@usb/contracts/graphql-client';
import { Link } from '@usb/contracts/router';
import { GetPatrolDocument } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import type { SessionUser } from '@usb/contracts/session';
import { formatNodes } from '../../../lib/format-nodes';
import { paths } from '../../../lib/paths';

/**
 * The text of one registration on the profile: the session knows only the patrol and battle
 * ids, so the names come from the patrol. Until they arrive (or if the patrol cannot be read)
 * it is a plain link to the event.
 */
export function RegistrationTitle({ registration }: { registration: SessionUser['patrols'][number] }) {
  const { data } = useQuery(GetPatrolDocument, { variables: { id: registration.id } });
  const patrol = data?.patrols.getPatrol;
  const href = paths.battle(registration.battleID);
  if (!patrol) return <Link to={href}>{messages.profile.registration}</Link>;
  return (
    <span>
      {formatNodes(messages.profileRegistrations.patrolIn, {
        patrol: patrol.name,
        battle: <Link to={href}>{patrol.battle.name}</Link>,
      })}
    </span>
  );
}
