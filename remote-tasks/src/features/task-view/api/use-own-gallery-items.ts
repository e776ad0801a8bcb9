import { useMutation, useQuery } from '@usb/contracts/graphql-client';
import { GetOwnGalleryItemsDocument, RequestGalleryTakedownDocument, type GetOwnGalleryItemsQuery } from '@usb/schema/graphql';

export type OwnGalleryItem = GetOwnGalleryItemsQuery['gallery']['getOwnByTaskID'][number];

/**
 * Which of the patrol's answers to the task the staff put in the evening's gallery
 * (docs/gallery.md), and gallery.requestTakedown for one of them, which asks again afterwards.
 * Asked only while the patrol has a media answer to the task (`needed`).
 */
export function useOwnGalleryItems(battleTaskID: string, needed: boolean) {
  const variables = { battleTaskID };
  const { data } = useQuery(GetOwnGalleryItemsDocument, { variables, skip: !needed, errorPolicy: 'all' });
  const [mutate, { loading }] = useMutation(RequestGalleryTakedownDocument, {
    refetchQueries: [{ query: GetOwnGalleryItemsDocument, variables }],
    awaitRefetchQueries: true,
  });
  const items = data?.gallery.getOwnByTaskID ?? [];
  return {
    itemFor: (answerID: string): OwnGalleryItem | null => items.find((item) => item.answerID === answerID) ?? null,
    takeDown: async (itemID: string): Promise<void> => {
      await mutate({ variables: { itemID } });
    },
    requesting: loading,
  };
}
