import { useCallback } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { GetPublicSettingsDocument, GetSettingsDocument, SaveSettingsDocument, type SettingsInput } from '@usb/schema/graphql';

/**
 * Settings.save, answering the settings as saved (the video as its player URL). The public
 * settings are read again too, so this tab's footer and pages show the new e-mail at once (other
 * visitors read them at their next page load).
 */
export function useSaveSettings() {
  const [save] = useMutation(SaveSettingsDocument, { refetchQueries: [GetSettingsDocument, GetPublicSettingsDocument], awaitRefetchQueries: true });
  return useCallback(
    async (values: SettingsInput): Promise<SettingsInput> => {
      const { data } = await save({ variables: { settings: values } });
      return data?.settings.save ?? values;
    },
    [save],
  );
}
