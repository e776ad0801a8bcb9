import { Alert, Flex } from '@usb/ui/core';
import { useBusAlerts } from './use-bus-alerts';

/** The alerts area under the header, fed by bus 'alert' events. */
export function AlertArea() {
  const { alerts, dismiss } = useBusAlerts();
  if (alerts.length === 0) return null;
  return (
    <Flex vertical gap="small" style={{ padding: '12px 16px 0' }} aria-live="polite">
      {alerts.map((alert) => (
        <Alert key={alert.id} type={alert.type} title={alert.message} showIcon closable={alert.dismissible ? { onClose: () => dismiss(alert.id) } : false} />
      ))}
    </Flex>
  );
}
