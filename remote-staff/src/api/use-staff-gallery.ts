import { CombinedGraphQLErrors, hasErrorCode, useMutation, useQuery } from '@usb/contracts/graphql-client';
import { GetStaffGalleryDocument, PickGalleryAnswerDocument, RemoveGalleryItemDocument, type GetStaffGalleryQuery } from '@usb/schema/graphql';
import { staffMessages } from '../texts';

export type GalleryEntry = GetStaffGalleryQuery['gallery']['getStaffGallery'][number];

const text = staffMessages.gallery;

/** gallery.getStaffGallery: every item of the battle with its takedown request, the latest picked first. */
export function useStaffGallery(battleID: string) {
  const { data, loading, error, refetch } = useQuery(GetStaffGalleryDocument, { variables: { battleID }, fetchPolicy: 'cache-and-network' });
  return {
    entries: data?.gallery.getStaffGallery ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}

/** The Danish message of a refused pick: the patrol's takedown, a full gallery, a long caption, or anything else. */
export function pickErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'BAD_USER_INPUT')) return text.captionTooLong;
  if (hasErrorCode(error, 'CONFLICT')) {
    const full =
      CombinedGraphQLErrors.is(error) && error.errors.some((item) => Array.isArray(item.extensions?.fields) && item.extensions.fields.includes('battleID'));
    return full ? text.full : text.takenDown;
  }
  return text.saveFailed;
}

/** pickAnswer and removeItem; both ask for the battle's gallery again. */
export function useGalleryChanges(battleID: string) {
  const refetchQueries = [{ query: GetStaffGalleryDocument, variables: { battleID } }];
  const [pick, picking] = useMutation(PickGalleryAnswerDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(RemoveGalleryItemDocument, { refetchQueries, awaitRefetchQueries: true });
  return {
    pick: (answerID: string, caption: string) => pick({ variables: { answerID, caption } }),
    remove: (itemID: string) => remove({ variables: { itemID } }),
    busy: picking.loading || removing.loading,
  };
}
