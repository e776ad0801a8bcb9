import { useEffect } from 'react';
import { useQuery } from '@usb/contracts/graphql-client';
import { BuildStaffResultDocument, type ResultFieldsFragment } from '@usb/schema/graphql';
import { skipWhileHidden, STAFF_REFRESH_MS } from '../../../lib/refresh';

export type ResultPreview = ResultFieldsFragment;

/**
 * results.buildByBattleID: the battle's result built from the current points. Built again every
 * 15 s and whenever the page regains focus (the corrector back from another tab), so the preview
 * follows the corrections as they are saved. Nothing is built while `skip` holds (after a delete,
 * or the result would come straight back).
 */
export function useResultPreview(battleID: string, skip: boolean) {
  const { data, loading, error, refetch } = useQuery(BuildStaffResultDocument, {
    variables: { battleID },
    skip,
    fetchPolicy: 'network-only',
    pollInterval: STAFF_REFRESH_MS,
    skipPollAttempt: skipWhileHidden,
  });
  useEffect(() => {
    if (skip) return undefined;
    // The window's focus event also fires when the corrector switches back to this browser tab.
    const onFocus = (): void => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [skip, refetch]);
  return {
    result: skip ? null : (data?.results.buildByBattleID ?? null),
    loading: loading && !data,
    failed: Boolean(error) && !data,
    rebuild: () => void refetch().catch(() => undefined),
  };
}
