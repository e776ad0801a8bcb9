import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { CreateRemotePreviewLinkDocument, type CreateRemotePreviewLinkMutation } from '@usb/schema/graphql';

export type PreviewLink = CreateRemotePreviewLinkMutation['remotes']['createPreviewLink'];

/** Remotes.createPreviewLink: a signed link (path and query on the site) that pins one stored version for the browser opening it. */
export function usePreviewLink() {
  const [mutate, { loading }] = useMutation(CreateRemotePreviewLinkDocument);
  const create = useCallback(
    async (name: string, version: string): Promise<PreviewLink> => {
      const { data } = await mutate({ variables: { name, version } });
      if (!data) throw new Error('createPreviewLink answered no data');
      return data.remotes.createPreviewLink;
    },
    [mutate],
  );
  return { create, creating: loading };
}
