import { useQuery } from '@usb/contracts/graphql-client';
import { Button, Card, LoadingBlock } from '@usb/ui/core';
import { useNavigate } from '@usb/contracts/router';
import { GetBattlesOpenForRegistrationDocument } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { ItemList } from '../../../components/item-list';
import { formatDateRange } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { RegisteredButton } from './registered-button';

/**
 * 'Åbne events': the battles open for registration, each with 'Tilmeld' or 'Tilmeldt', asked
 * again on every visit (the user's patrols change on other pages).
 */
export function OpenEventsList() {
  const navigate = useNavigate();
  const { data, loading } = useQuery(GetBattlesOpenForRegistrationDocument, { fetchPolicy: 'cache-and-network' });
  const battles = data?.battles.getBattlesOpenForRegistration ?? [];

  return (
    <Card title={messages.home.openEventsTitle}>
      {loading ? (
        <LoadingBlock />
      ) : (
        <ItemList
          emptyText={messages.home.noOpenEvents}
          rows={battles.map((battle) => ({
            key: battle.id,
            title: battle.name,
            description: formatDateRange(battle.start, battle.end),
            action: battle.patrolCurrentUser ? (
              <RegisteredButton battleID={battle.id} />
            ) : (
              <Button type="primary" onClick={() => navigate(paths.battle(battle.id))}>
                {messages.home.register}
              </Button>
            ),
          }))}
        />
      )}
    </Card>
  );
}
