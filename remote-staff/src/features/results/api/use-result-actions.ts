import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { DeleteResultDocument, GetResultOverviewDocument, PublishResultDocument, UnpublishResultDocument } from '@usb/schema/graphql';

/**
 * Publish, hide and delete a battle's result. Each asks the api for the published results again
 * (the query behind the shell's RESULTATER menu, in the page's one Apollo cache), so the menu
 * follows at once. Publish and hide answer the result, which updates the cached preview.
 */
export function useResultActions(battleID: string) {
  const options = { refetchQueries: [{ query: GetResultOverviewDocument }], awaitRefetchQueries: true };
  const [publishResult, published] = useMutation(PublishResultDocument, options);
  const [unpublishResult, unpublished] = useMutation(UnpublishResultDocument, options);
  const [deleteResult, deleted] = useMutation(DeleteResultDocument, options);
  return {
    publish: useCallback((path: string) => publishResult({ variables: { battleID, path } }), [battleID, publishResult]),
    unpublish: useCallback(() => unpublishResult({ variables: { battleID } }), [battleID, unpublishResult]),
    remove: useCallback(() => deleteResult({ variables: { battleID } }), [battleID, deleteResult]),
    busy: published.loading || unpublished.loading || deleted.loading,
  };
}
