import { useQuery } from '@usb/contracts/graphql-client';
import { Alert, Button, Card, Typography, LoadingBlock } from '@usb/ui/core';
import { Link, useNavigate } from '@usb/contracts/router';
import { GetBattlesOpenForRegistrationDocument } from '@usb/schema/graphql';
import { fill, messages } from '@usb/contracts/messages';
import { ItemList } from '../../../components/item-list';
import { PageSection } from '../../../components/page-section';
import { formatDateRange } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

/**
 * 'events': the battles open for registration (docs/patrols.md) with their dates, each with
 * 'Tilmeld' or 'Tilmeldt som {patrol name} - Vis', or the text for none.
 */
export function EventsPage() {
  const navigate = useNavigate();
  const { data, loading } = useQuery(GetBattlesOpenForRegistrationDocument, { fetchPolicy: 'cache-and-network' });
  const battles = data?.battles.getBattlesOpenForRegistration ?? [];

  let content;
  if (loading && !data) content = <LoadingBlock />;
  else if (battles.length === 0) content = <Alert type="info" showIcon title={messages.battle.noOpenEvents} />;
  else {
    content = (
      <Card>
        <ItemList
          rows={battles.map((battle) => ({
            key: battle.id,
            title: <Link to={paths.battle(battle.id)}>{battle.name}</Link>,
            description: formatDateRange(battle.start, battle.end),
            action: battle.patrolCurrentUser ? (
              <Link to={paths.battle(battle.id)}>{fill(messages.events.registeredAs, { name: battle.patrolCurrentUser.name })}</Link>
            ) : (
              <Button type="primary" onClick={() => navigate(paths.battle(battle.id))}>
                {messages.events.register}
              </Button>
            ),
          }))}
        />
      </Card>
    );
  }

  return (
    <PageSection title={messages.events.title} width="wide">
      <Typography.Paragraph style={{ textAlign: 'center', margin: 0 }}>{messages.events.intro}</Typography.Paragraph>
      {content}
    </PageSection>
  );
}
