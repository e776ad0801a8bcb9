import { mgmtMessages } from '../../../texts';
import type { RemoteVersionReportsFieldsFragment } from '@usb/schema/graphql';
import { fill } from '@usb/contracts/messages';

const text = mgmtMessages.modules;

const percent = new Intl.NumberFormat('da-DK', { style: 'percent', maximumFractionDigits: 1 });

/** A share as Danes write it: '4,5 %'. */
export function formatRate(rate: number): string {
  return percent.format(rate);
}

/** What pages reported of a version, in a line: '40 indlæsninger, 2 fejlede (5 %)', '1 indlæsning, ingen fejl' or 'Ingen indlæsninger'. */
export function reportSummary(reports: RemoteVersionReportsFieldsFragment): string {
  if (reports.loads === 0) return text.reportsNone;
  const loads = reports.loads === 1 ? text.reportsOneLoad : fill(text.reportsLoads, { loads: reports.loads });
  const failed =
    reports.failedLoads === 0 ? text.reportsNoErrors : fill(text.reportsFailed, { failed: reports.failedLoads, rate: formatRate(reports.errorRate ?? 0) });
  return `${loads}, ${failed}`;
}
