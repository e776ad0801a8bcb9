import { Card, Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { usePublicSettings } from '../../../api/use-public-settings';
import { PageSection } from '../../../components/page-section';
import { formatNodes } from '../../../lib/format-nodes';
import { MailLink } from './mail-link';

const text = messages.practical;

/** 'Praktisk afvikling': what to do before and on the night, and the rules (docs/answers-and-windows.md). */
export function PracticalPage() {
  const email = usePublicSettings().settings?.contactEmail ?? null;
  return (
    <PageSection title={text.title} width="wide">
      <Card title={text.beforeTitle}>
        {text.before.map((paragraph) => (
          <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
        ))}
      </Card>
      <Card title={text.duringTitle}>
        {text.during.map((paragraph) => (
          <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
        ))}
      </Card>
      <Card title={text.rulesTitle}>
        <ul style={{ paddingInlineStart: 20, margin: 0, lineHeight: 1.7 }}>
          {text.rules.map((rule) => (
            <li key={rule}>{formatNodes(rule, { email: <MailLink email={email} /> })}</li>
          ))}
        </ul>
      </Card>
    </PageSection>
  );
}
