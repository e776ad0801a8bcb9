import { lazy, Suspense, useState } from 'react';
import { Flex, Typography } from '@usb/ui/core';
import { Link } from '@usb/contracts/router';
import { fill, messages } from '@usb/contracts/messages';
import type { GalleryItem } from '../api/use-gallery';
import { GalleryMedia } from './gallery-media';

const text = messages.gallery;

/** A chunk of its own: its confirmation brings the controls kit, which only a patrol's own items need. */
const TakedownButton = lazy(() => import('./takedown-button').then((module) => ({ default: module.TakedownButton })));
/** A chunk of its own, loaded when an item is opened. */
const GalleryViewer = lazy(() => import('./gallery-viewer').then((module) => ({ default: module.GalleryViewer })));

/**
 * The battle's gallery on its page (docs/gallery.md): a grid of thumbnails that opens a larger
 * view, and the way to the slideshow. Items of the caller's own patrol offer 'Bed om at få det
 * fjernet'. Nothing at all while the gallery is empty. The page loads the items (useGallery).
 */
export function GallerySection({ battleID, items }: { battleID: string; items: readonly GalleryItem[] }) {
  const [opened, setOpened] = useState<GalleryItem | null>(null);
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="gallery-title">
      <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} id="gallery-title" style={{ margin: 0 }}>
          {text.title}
        </Typography.Title>
        <Link to={`/battles/${battleID}/galleri`} style={{ fontSize: 16 }}>
          {text.slideshowLink}
        </Link>
      </Flex>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {items.map((item) => (
          <li key={item.id} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            <button
              type="button"
              onClick={() => setOpened(item)}
              aria-label={fill(text.open, { patrol: item.caption ? `${item.caption}, ${item.patrolName}` : item.patrolName })}
              style={{ padding: 0, border: 0, borderRadius: 8, overflow: 'hidden', cursor: 'pointer', aspectRatio: '1 / 1', background: '#f0f0f0' }}
            >
              <GalleryMedia item={item} fit="cover" />
            </button>
            <Typography.Text style={{ fontSize: 14, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {item.caption || item.patrolName}
            </Typography.Text>
            {item.caption && (
              <Typography.Text type="secondary" style={{ fontSize: 13, marginTop: -6, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {item.patrolName}
              </Typography.Text>
            )}
            {item.ownPatrol && (
              <Suspense fallback={null}>
                <TakedownButton battleID={battleID} itemID={item.id} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <GalleryViewer item={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </section>
  );
}
