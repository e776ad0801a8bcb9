import { emit } from '@usb/contracts/events';
import { Alert, Flex } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDateTime } from '../../../lib/copenhagen-time';
import type { RemoteModule } from '../api/use-remote-modules';
import { useCanary } from '../api/use-canary';
import { nextCanaryStep } from '../lib/canary-steps';
import { formatRate } from '../lib/report-summary';
import { canaryFailure } from '../lib/switch-failure';
import { VersionReports } from './version-reports';

const text = mgmtMessages.modules.canary;

type Canary = NonNullable<RemoteModule['canary']>;

const announce = (type: 'success' | 'error', message: string): void =>
  emit('alert', { type, message, dismissible: true, timeout: type === 'success' ? 3000 : undefined });

/**
 * A remote's canary: which version goes to which share of the browsers, what pages reported of it
 * since it started and the error rate that rolls it back by itself; 'Hæv til …' raises it one
 * step (the last step makes it the active version for everyone) and 'Stop' ends it.
 */
export function CanaryPanel({ name, canary, activeVersion }: { name: string; canary: Canary; activeVersion: string | null }) {
  const { setCanary, stopCanary, changing } = useCanary();
  const next = nextCanaryStep(canary.percent);
  const { version } = canary;

  const raise = async () => {
    try {
      await setCanary(name, version, next);
      announce('success', next === 100 ? fill(text.promoted, { name, version }) : fill(text.changed, { name, version, percent: next }));
    } catch (error) {
      announce('error', canaryFailure(error));
    }
  };
  const stop = async () => {
    try {
      await stopCanary(name);
      announce('success', fill(text.stopped, { name }));
    } catch (error) {
      announce('error', canaryFailure(error));
    }
  };

  return (
    <Alert
      type={canary.reports.failedLoads > 0 ? 'warning' : 'info'}
      showIcon
      role="region"
      aria-label={`${text.title}: ${name}`}
      title={`${text.title}: ${fill(text.status, { version, percent: canary.percent, startedAt: formatDateTime(canary.startedAt), startedBy: canary.startedBy })}`}
      description={
        <Flex vertical gap="small">
          <VersionReports reports={canary.reports} />
          <span>{fill(text.limit, { limit: formatRate(canary.errorLimit), minLoads: canary.minLoads })}</span>
          <Flex gap="small" wrap>
            <ConfirmButton
              type="primary"
              size="small"
              question={next === 100 ? fill(text.promoteConfirm, { name, version }) : fill(text.startConfirm, { name, version, percent: next })}
              aria-label={next === 100 ? fill(text.promoteLabel, { name, version }) : fill(text.raiseLabel, { name, percent: next })}
              disabled={changing}
              onConfirm={raise}
            >
              {next === 100 ? text.promote : fill(text.raise, { percent: next })}
            </ConfirmButton>
            <ConfirmButton
              size="small"
              danger
              question={fill(text.stopConfirm, { name, version: activeVersion ?? '' })}
              aria-label={fill(text.stopLabel, { name })}
              disabled={changing}
              onConfirm={stop}
            >
              {text.stop}
            </ConfirmButton>
          </Flex>
        </Flex>
      }
    />
  );
}
