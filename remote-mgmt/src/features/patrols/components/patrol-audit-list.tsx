import { Flex, Typography } from '@usb/ui/core';
import { List } from '@usb/ui/data';
import { categoryName, corpsName } from '@usb/schema/domain';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { formatDateTime } from '../../../lib/copenhagen-time';
import { usePatrolAudit, type PatrolAuditEntry } from '../api/use-patrol-audit';

const text = mgmtMessages.patrols;
type AuditChange = PatrolAuditEntry['changes'][number];

/** A field's value as the screens name it: corps and category by name, an empty text as '(tom)'. */
function shown(field: string, value: string | null): string {
  if (field === 'category') return value === null ? text.noCategory : categoryName(Number(value));
  if (field === 'corps' && value !== null) return corpsName(Number(value));
  return value === null || value === '' ? text.auditEmptyValue : value;
}

function describeChange({ field, before, after }: AuditChange): string {
  const label = (text.auditFields as Record<string, string>)[field] ?? field;
  return fill(text.auditChange, { field: label, before: shown(field, before), after: shown(field, after) });
}

/** The patrol's audit trail: who changed what when, with the values before and after, newest first. */
export function PatrolAuditList({ patrolID }: { patrolID: string }) {
  const { entries, loading, failed, retry } = usePatrolAudit(patrolID);
  const unknown = text.auditUnknownUser;
  return (
    <Flex vertical gap="small">
      {failed && <LoadError onRetry={retry} />}
      <List<PatrolAuditEntry>
        size="small"
        loading={loading}
        dataSource={entries}
        locale={{ emptyText: text.auditEmpty }}
        renderItem={(entry) => (
          <List.Item>
            <List.Item.Meta
              title={fill(text.auditActions[entry.action], { member: entry.member?.contactInfo.fullName ?? unknown })}
              description={
                <Flex vertical>
                  <Typography.Text type="secondary">
                    {fill(text.auditBy, { at: formatDateTime(entry.at), user: entry.changedBy?.contactInfo.fullName ?? unknown })}
                  </Typography.Text>
                  {entry.changes.map((change) => (
                    <Typography.Text key={change.field}>{describeChange(change)}</Typography.Text>
                  ))}
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    </Flex>
  );
}
