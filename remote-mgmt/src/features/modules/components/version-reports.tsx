import { Flex, Typography } from '@usb/ui/core';
import type { RemoteVersionReportsFieldsFragment } from '@usb/schema/graphql';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { reportSummary } from '../lib/report-summary';

const text = mgmtMessages.modules;

/** What pages reported of a version: loads and failed loads, and its most frequent error messages under them. */
export function VersionReports({ reports }: { reports: RemoteVersionReportsFieldsFragment }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type={reports.failedLoads > 0 ? 'danger' : undefined}>{reportSummary(reports)}</Typography.Text>
      {reports.messages.map((entry) => (
        <Typography.Text key={entry.message} type="secondary" style={{ fontSize: 12, wordBreak: 'break-word' }}>
          {fill(text.errorMessage, { count: entry.count, message: entry.message })}
        </Typography.Text>
      ))}
    </Flex>
  );
}
