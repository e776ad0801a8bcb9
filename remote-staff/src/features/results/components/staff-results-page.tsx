import { Card, Flex, Typography } from '@usb/contracts/ui/core';
import { Tag } from '@usb/contracts/ui/data';
import { staffMessages } from '@usb/contracts/messages/staff';
import { LoadError, ResultTable } from '@usb/contracts/components';
import { StaffPage } from '../../../components/staff-page';
import { BattlePicker } from '../../../components/battle-picker';
import { LoadingBlock } from '../../../components/loading-block';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { useResultPreview } from '../api/use-result-preview';

const text = staffMessages;

/** /staff/results: the selected battle's results per category as they stand, built from the current points. */
export default function StaffResultsPage() {
  const [selection] = useStaffSelection();
  const { result, loading, failed, retry } = useResultPreview(selection.battleID);
  return (
    <StaffPage
      title={text.resultsTitle}
      extra={result && <Tag color={result.published ? 'success' : 'warning'}>{result.published ? text.results.published : text.results.preview}</Tag>}
    >
      <Card size="small">
        <Flex vertical gap="small" style={{ maxWidth: 420 }}>
          <BattlePicker />
        </Flex>
      </Card>
      {failed && <LoadError onRetry={retry} />}
      {loading && <LoadingBlock />}
      {result && (
        <>
          <Typography.Text type="secondary">{text.results.followsCorrections}</Typography.Text>
          {result.categories.map((category) => (
            <Card key={category.category} size="small" title={category.name}>
              <ResultTable category={category} />
            </Card>
          ))}
        </>
      )}
    </StaffPage>
  );
}
