import { Card, Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { usePublicSettings } from '../../../api/use-public-settings';
import { PageSection } from '../../../components/page-section';
import { formatNodes } from '../../../lib/format-nodes';
import { MailLink } from './mail-link';

const text = messages.about;
/** The sections are h3 under the page's h2 (no level skipped), at the size of an h4. */
const subheadingStyle = { fontSize: 20 };

/** 'Om USB': the event, how tasks arrive, who organises it, that it is free, the intro video (the settings' e-mail and video). */
export function AboutPage() {
  const { settings } = usePublicSettings();
  return (
    <PageSection title={text.title} width="wide">
      <Card>
        <Typography.Title level={3} style={subheadingStyle}>
          {text.eventTitle}
        </Typography.Title>
        <Typography.Paragraph>{text.event}</Typography.Paragraph>
        <Typography.Title level={3} style={subheadingStyle}>
          {text.deliveryTitle}
        </Typography.Title>
        <Typography.Paragraph>{text.delivery}</Typography.Paragraph>
        <Typography.Title level={3} style={subheadingStyle}>
          {text.organisersTitle}
        </Typography.Title>
        <Typography.Paragraph>{formatNodes(text.organisers, { email: <MailLink email={settings?.contactEmail ?? null} /> })}</Typography.Paragraph>
        <Typography.Title level={3} style={subheadingStyle}>
          {text.freeTitle}
        </Typography.Title>
        <Typography.Paragraph>{text.free}</Typography.Paragraph>
      </Card>
      {settings?.introVideoUrl && (
        <Card title={text.videoTitle}>
          <div style={{ position: 'relative', paddingTop: '56.25%' }}>
            <iframe
              src={settings.introVideoUrl}
              title={text.videoTitle}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </div>
        </Card>
      )}
    </PageSection>
  );
}
