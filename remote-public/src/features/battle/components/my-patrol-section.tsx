import { useState } from 'react';
import { useQuery } from '@usb/contracts/graphql-client';
import { Alert, Flex, LoadingBlock } from '@usb/ui/core';
import { GetPatrolDocument, type GetBattleQuery, type PatrolFieldsFragment } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { useSession } from '@usb/contracts/session';
import { hasStarted, isRegistrationOpen } from '../../../lib/registration';
import { MembersCard } from './members-card';
import { PatrolForm } from './patrol-form';

type Battle = GetBattleQuery['battles']['getBattle'];
const text = messages.battlePage;

/**
 * The patrol part of an event page for a logged-in user: their patrol (form and members) when
 * they have one; else the sign-up form while registration is open and the account is activated
 * (the api refuses otherwise, docs/authorization.md).
 */
export function MyPatrolSection({ battle, onParticipated }: { battle: Battle; onParticipated: () => void }) {
  const user = useSession((state) => state.user);
  // The patrol participateBattle returned, shown at once while the page catches up.
  const [created, setCreated] = useState<PatrolFieldsFragment | null>(null);
  const patrolID = battle.patrolCurrentUser?.id ?? created?.id;
  const { data, loading } = useQuery(GetPatrolDocument, { variables: { id: patrolID ?? '' }, skip: !patrolID });

  if (!user) return <LoadingBlock />;

  const patrol = data?.patrols.getPatrol ?? created;
  if (patrolID && !patrol) return loading ? <LoadingBlock /> : null;
  if (!patrol) {
    if (!isRegistrationOpen(battle, Date.now())) return <Alert type="info" showIcon title={text.registrationClosed} />;
    if (!user.activated) return <Alert type="warning" showIcon title={text.notActivated} />;
  }

  return (
    <Flex vertical gap={16}>
      <PatrolForm
        battleID={battle.id}
        patrol={patrol}
        currentUserID={user.id}
        started={hasStarted(battle, Date.now())}
        onParticipated={(next) => {
          setCreated(next);
          onParticipated();
        }}
      />
      {patrol && <MembersCard patrol={patrol} isOwner={patrol.createdBy.id === user.id} />}
    </Flex>
  );
}
