import { lazy, Suspense } from 'react';
import { Card, Typography, LoadingBlock } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import type { GetBattleQuery } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { useSession } from '@usb/contracts/session';
import { paths, withReturn } from '../../../lib/paths';

/**
 * A logged-in user's part is a chunk of its own: the patrol's form and members bring the form,
 * inputs, pickers and controls kits, which a visitor (a login prompt) never needs, and those
 * were most of the event page's loads.
 */
const MyPatrolSection = lazy(() => import('./my-patrol-section').then((module) => ({ default: module.MyPatrolSection })));

type Battle = GetBattleQuery['battles']['getBattle'];
const text = messages.battlePage;

/** The patrol part of an event page: a login prompt for visitors, else the user's (MyPatrolSection). */
export function PatrolSection({ battle, onParticipated }: { battle: Battle; onParticipated: () => void }) {
  const token = useSession((state) => state.token);

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
  return (
    <Suspense fallback={<LoadingBlock />}>
      <MyPatrolSection battle={battle} onParticipated={onParticipated} />
    </Suspense>
  );
}
