import { Card, Flex, Typography } from '@usb/contracts/ui/core';
import { Link } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { CONTACT_EMAIL, SOCIAL_PAGE_URL } from '@usb/contracts/domain';
import { PageSection } from '../../../components/page-section';
import { paths } from '../../../lib/paths';
import { MailLink } from './mail-link';

const text = messages.contact;

/** 'Kontakt': the mail link, the social page link and the way to the practical page. */
export function ContactPage() {
  return (
    <PageSection title={text.title}>
      <Card>
        <Flex vertical gap={12}>
          <Typography.Text>{text.intro}</Typography.Text>
          <Typography.Text>
            {text.mailLabel} <MailLink email={CONTACT_EMAIL} />
          </Typography.Text>
          {SOCIAL_PAGE_URL && (
            <Typography.Text>
              {text.socialLabel}{' '}
              <a href={SOCIAL_PAGE_URL} target="_blank" rel="noopener noreferrer">
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
