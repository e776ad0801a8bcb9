import { Card, Flex, Typography } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { usePublicSettings } from '../../../api/use-public-settings';
import { PageSection } from '../../../components/page-section';
import { paths } from '../../../lib/paths';
import { MailLink } from './mail-link';

const text = messages.contact;

/** 'Kontakt': the mail link, the social page link (both from the settings) and the way to the practical page. */
export function ContactPage() {
  const { settings } = usePublicSettings();
  return (
    <PageSection title={text.title}>
      <Card>
        <Flex vertical gap={12}>
          <Typography.Text>{text.intro}</Typography.Text>
          <Typography.Text>
            {text.mailLabel} <MailLink email={settings?.contactEmail ?? null} />
          </Typography.Text>
          {settings?.socialPageUrl && (
            <Typography.Text>
              {text.socialLabel}{' '}
              <a href={settings.socialPageUrl} target="_blank" rel="noopener noreferrer">
                {text.socialLink}
              </a>
            </Typography.Text>
          )}
          <Typography.Text>
            {text.practicalLabel} <Link to={paths.practical}>{text.practicalLink}</Link>
          </Typography.Text>
        </Flex>
      </Card>
    </PageSection>
  );
}
