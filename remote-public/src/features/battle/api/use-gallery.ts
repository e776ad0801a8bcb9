import { useMutation, useQuery } from '@usb/contracts/graphql-client';
import { GetGalleryByBattleIdDocument, RequestGalleryTakedownDocument, type GetGalleryByBattleIdQuery } from '@usb/schema/graphql';

export type GalleryItem = GetGalleryByBattleIdQuery['gallery']['getByBattleID'][number];

/** gallery.getByBattleID: the battle's public items, the latest picked first; `pollMs` asks again on that beat. */
export function useGallery(battleID: string, pollMs?: number) {
  const { data, error, loading } = useQuery(GetGalleryByBattleIdDocument, {
    variables: { battleID },
    fetchPolicy: 'cache-and-network',
    pollInterval: pollMs,
  });
  return { items: data?.gallery.getByBattleID ?? [], loaded: Boolean(data), failed: Boolean(error) && !loading };
}

/** gallery.requestTakedown: the item leaves the gallery at once; the list is asked again. */
export function useRequestTakedown(battleID: string) {
  const [mutate, { loading }] = useMutation(RequestGalleryTakedownDocument, {
    refetchQueries: [{ query: GetGalleryByBattleIdDocument, variables: { battleID } }],
    awaitRefetchQueries: true,
  });
  return { requestTakedown: (itemID: string) => mutate({ variables: { itemID } }), requesting: loading };
}
