import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@usb/contracts/graphql-client';
import { Alert, Card, Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import { GetPatrolDocument, type GetBattleQuery, type PatrolFieldsFragment } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { useSession } from '@usb/contracts/session';
import { paths, withReturn } from '../../../lib/paths';
import { hasStarted, isRegistrationOpen } from '../../../lib/registration';

/**
 * The patrol's form and its members are chunks of their own: they bring the form, inputs,
 * pickers and controls kits, which a visitor (a login prompt) and a closed registration (a
 * notice) never need, and those are most of the event page's loads.
 */
const PatrolForm = lazy(() => import('./patrol-form').then((module) => ({ default: module.PatrolForm })));
const MembersCard = lazy(() => import('./members-card').then((module) => ({ default: module.MembersCard })));

type Battle = GetBattleQuery['battles']['getBattle'];
const text = messages.battlePage;

/**
 * The patrol part of an event page: a login prompt for visitors; the user's patrol (form and
 * members) when they have one; else the sign-up form while registration is open and the account
 * is activated (the api refuses otherwise, docs/authorization.md).
 */
export function PatrolSection({ battle, onParticipated }: { battle: Battle; onParticipated: () => void }) {
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  // The patrol participateBattle returned, shown at once while the page catches up.
  const [created, setCreated] = useState<PatrolFieldsFragment | null>(null);
  const patrolID = battle.patrolCurrentUser?.id ?? created?.id;
  const { data, loading } = useQuery(GetPatrolDocument, { variables: { id: patrolID ?? '' }, skip: !patrolID || !token });

  if (!token) {
    const here = paths.battle(battle.id);
    return (
      <Card>
        <Typography.Text>
          {text.loginPrompt} <Link to={withReturn(paths.login, here)}>{text.loginLink}</Link> ·{' '}
          <Link to={withReturn(paths.signup, here)}>{text.signupLink}</Link>
        </Typography.Text>
      </Card>
    );
  }
  if (!user) return <LoadingBlock />;

  const patrol = data?.patrols.getPatrol ?? created;
  if (patrolID && !patrol) return loading ? <LoadingBlock /> : null;
  if (!patrol) {
    if (!isRegistrationOpen(battle, Date.now())) return <Alert type="info" showIcon title={text.registrationClosed} />;
    if (!user.activated) return <Alert type="warning" showIcon title={text.notActivated} />;
  }

  return (
    <Suspense fallback={<LoadingBlock />}>
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
    </Suspense>
  );
}
