import { useEffect, useState } from 'react';
import { messages } from '@usb/contracts/messages';
import { Alert, Button, Flex } from '@usb/ui/core';
import { forgetPreviewToken, type PreviewState } from './preview-link';
import { formatPreviewExpiry, previewTexts } from './preview-texts';
import { pagePreview } from './remote-registry';

/** Ends the preview for this browser: the reload reads the registry as everyone else does. */
const endPreview = (): void => {
  forgetPreviewToken();
  window.location.reload();
};

/**
 * What a page shows of its preview: while a link pins versions, a bar over the page naming
 * each with the link's expiry and a button that ends the preview; when the link it was opened
 * with pins nothing, a notice the person can close. Nothing otherwise.
 */
export function PreviewNotice({ preview, onEnd }: { preview: PreviewState; onEnd: () => void }) {
  if (preview.kind === 'ended' && preview.fromUrl) {
    return (
      <div style={{ padding: '12px 16px 0' }}>
        <Alert type="info" showIcon title={previewTexts.ended} closable={{ 'aria-label': messages.remote.dismissUpdate }} role="alert" />
      </div>
    );
  }
  if (preview.kind !== 'pinned') return null;
  return (
    <Flex
      role="region"
      aria-label={previewTexts.region}
      wrap
      align="center"
      justify="center"
      gap="small"
      style={{ padding: '8px 16px', background: '#fffbe6', borderBottom: '1px solid #ffe58f', textAlign: 'center' }}
    >
      <Flex vertical>
        {preview.versions.map(({ name, version, expiresAt }) => (
          <strong key={name} style={{ overflowWrap: 'anywhere' }}>
            {previewTexts.pinned(name, version, formatPreviewExpiry(expiresAt))}
          </strong>
        ))}
      </Flex>
      <Button size="small" onClick={onEnd}>
        {previewTexts.end}
      </Button>
    </Flex>
  );
}

/** The page's preview, once the registry has been read at start. */
export function PreviewBanner() {
  const [preview, setPreview] = useState<PreviewState>({ kind: 'none' });
  useEffect(() => {
    let mounted = true;
    void pagePreview().then((state) => mounted && setPreview(state));
    return () => {
      mounted = false;
    };
  }, []);
  return <PreviewNotice preview={preview} onEnd={endPreview} />;
}
