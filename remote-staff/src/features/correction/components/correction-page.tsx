import { Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { Link, useParams } from '@usb/contracts/router';
import { staffMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { StaffNav } from '../../../components/staff-nav';
import { useStaffAnswer } from '../api/use-staff-answer';
import { CorrectionView } from './correction-view';

const text = staffMessages;

/** One task answer, loaded with its lock; a fresh view (and drafts) for every answer. */
function CorrectionLoader({ id }: { id: string }) {
  const { detail, loading, failed, reload } = useStaffAnswer(id);
  if (failed) return <LoadError message={text.answersLoadError} onRetry={() => void reload(true)} />;
  if (loading || !detail) return <LoadingBlock />;
  return <CorrectionView detail={detail} reload={reload} />;
}

/** /staff/tasks/answers/:id: the correction view of one patrol's delivery of one task. */
export default function CorrectionPage() {
  const { id = '' } = useParams();
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <StaffNav />
      <Typography.Text>
        <Link to="/staff/tasks">{text.answer.back}</Link>
      </Typography.Text>
      <CorrectionLoader key={id} id={id} />
    </Flex>
  );
}
