import { useEffect, useRef } from 'react';
import { Button, Typography } from '@usb/ui/core';
import { CloseOutlined } from '@usb/ui/icons';
import { messages } from '@usb/contracts/messages';
import type { GalleryItem } from '../api/use-gallery';
import { GalleryMedia } from './gallery-media';

const text = messages.gallery;

/** The larger view of one item over the page: Escape or the close button closes it. */
export function GalleryViewer({ item, onClose }: { item: GalleryItem; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={item.caption || item.patrolName}
      style={{ position: 'fixed', inset: 0, zIndex: 2000, background: 'rgba(0, 0, 0, 0.96)', display: 'flex', flexDirection: 'column', padding: 16 }}
    >
      <Button
        ref={closeButton}
        shape="circle"
        size="large"
        icon={<CloseOutlined />}
        aria-label={text.close}
        onClick={onClose}
        style={{ alignSelf: 'flex-end', flex: 'none' }}
      />
      <div style={{ flex: 1, minHeight: 0, padding: '12px 0' }}>
        <GalleryMedia item={item} fit="contain" playing />
      </div>
      <Typography.Paragraph style={{ color: '#fff', textAlign: 'center', fontSize: 18, margin: 0, flex: 'none' }}>
        {item.caption && <strong>{item.caption} · </strong>}
        {item.patrolName}
      </Typography.Paragraph>
    </div>
  );
}
