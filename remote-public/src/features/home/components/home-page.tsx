import { Card, Flex, Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { usePublicSettings } from '../../../api/use-public-settings';
import { SocialPagePlugin } from '../../../components/social-page-plugin';
import { useNextEvent } from '../api/use-next-event';
import { NextEventCard } from './next-event-card';
import { OpenEventsList } from './open-events-list';
import { RegistrationSection } from './registration-section';

/**
 * The home route: the next event with its countdown, the description and
 * the social page, registration and the open events. One column on a phone, two from ~900 px.
 */
export function HomePage() {
  const { event, loading } = useNextEvent();
  const socialPageUrl = usePublicSettings().settings?.socialPageUrl ?? '';

  return (
    <Flex justify="center" style={{ padding: '24px 12px 48px' }}>
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1100 }}>
        <NextEventCard start={loading || !event ? null : event.start} socialPageUrl={socialPageUrl} />
        <Flex gap={16} wrap align="flex-start">
          <Flex vertical gap={16} style={{ flex: '1 1 420px', minWidth: 0 }}>
            <Card title={messages.home.descriptionTitle}>
              {messages.home.description.map((paragraph) => (
                <Typography.Paragraph key={paragraph} style={{ fontSize: 16 }}>
                  {paragraph}
                </Typography.Paragraph>
              ))}
            </Card>
            <RegistrationSection event={loading ? null : event} />
            <OpenEventsList />
          </Flex>
          {socialPageUrl && (
            <Card title={messages.home.socialTitle} style={{ flex: '1 1 320px', minWidth: 0 }}>
              <SocialPagePlugin pageUrl={socialPageUrl} />
            </Card>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
