import { useEffect, useState } from 'react';
import { useQuery } from '@usb/contracts/graphql-client';
import { GetStaffAnswerPageDocument, type StaffAnswerSummaryFragment } from '@usb/schema/graphql';
import type { StaffSelection } from '../../../lib/staff-selection';
import { skipWhileHidden, STAFF_REFRESH_MS } from '../../../lib/refresh';

export type QueueAnswer = StaffAnswerSummaryFragment;

/** Task answers on one page of the queue. */
export const QUEUE_PAGE_SIZE = 50;

/**
 * battleTaskAnswers.getPageByBattleID with the selection's filters: one page of the correction
 * queue, oldest last save first, with how many answers match in all; asked again every 15 s and
 * each time the list is shown (after a correction). Other filters start again at page 1.
 */
export function useStaffAnswers(selection: StaffSelection) {
  const filters = {
    battleID: selection.battleID ?? '',
    battleTaskID: selection.battleTaskID,
    patrolID: selection.patrolID,
    corrected: selection.corrected,
    notLocked: selection.unlocked,
  };
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  // Another filter starts again at page 1, also when it is one shown before (state adjusted while rendering).
  if (paging.filtersKey !== filtersKey) setPaging({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const { data, previousData, loading, error, refetch } = useQuery(GetStaffAnswerPageDocument, {
    variables: { ...filters, offset: (page - 1) * QUEUE_PAGE_SIZE, limit: QUEUE_PAGE_SIZE },
    skip: !selection.battleID,
    fetchPolicy: 'cache-and-network',
    pollInterval: STAFF_REFRESH_MS,
    skipPollAttempt: skipWhileHidden,
  });
  // While another page loads, the one shown stays with its total, so the pager does not jump.
  const found = (data ?? previousData)?.battleTaskAnswers.getPageByBattleID;
  const lastPage = Math.max(1, Math.ceil((data?.battleTaskAnswers.getPageByBattleID.total ?? 0) / QUEUE_PAGE_SIZE));
  useEffect(() => {
    // Corrections can shrink a filtered queue below the page shown: show its last page instead.
    if (data && page > lastPage) setPaging({ filtersKey, page: lastPage });
  }, [data, page, lastPage, filtersKey]);
  return {
    answers: found?.answers ?? [],
    total: found?.total ?? 0,
    page,
    showPage: (next: number) => setPaging({ filtersKey, page: next }),
    loading: loading && !data,
    failed: Boolean(error) && !found,
    retry: () => void refetch().catch(() => undefined),
  };
}
