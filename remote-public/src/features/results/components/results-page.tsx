import { hasErrorCode, useQuery } from '@usb/contracts/graphql-client';
import { Alert, Card, LoadingBlock } from '@usb/ui/core';
import { useParams } from '@usb/contracts/router';
import { GetResultByPathDocument } from '@usb/schema/graphql';
import { fill, messages } from '@usb/contracts/messages';
import { ResultTable } from '@usb/contracts/components';
import { PageSection } from '../../../components/page-section';
import { formatMediumDate, formatShortTime } from '../../../lib/dates';

const text = messages.resultsPage;

/**
 * 'resultater/{path}': the battle's name and one table per category (docs/results.md); while the
 * battle is frozen, the standings of the freeze under the note 'Stillingen er frosset'.
 */
export function ResultsPage() {
  const { path = '' } = useParams();
  const { data, loading, error } = useQuery(GetResultByPathDocument, { variables: { path } });
  const result = data?.results.getByPath;

  if (loading) return <LoadingBlock />;
  if (!result) {
    return (
      <PageSection title={text.title}>
        <Alert type="error" showIcon role="alert" title={hasErrorCode(error, 'NOT_FOUND') ? text.notFound : text.loadError} />
      </PageSection>
    );
  }

  return (
    <PageSection title={result.battleName} width="full">
      {result.frozenAt && (
        <Alert
          type="info"
          showIcon
          title={text.frozenTitle}
          description={fill(text.frozenNote, {
            time: `${formatMediumDate(result.frozenAt)} ${messages.events.timeSeparator} ${formatShortTime(result.frozenAt)}`,
          })}
        />
      )}
      {result.categories.map((category) => (
        <Card key={category.category} title={category.name} styles={{ body: { padding: 0 } }}>
          <ResultTable category={category} />
        </Card>
      ))}
    </PageSection>
  );
}
