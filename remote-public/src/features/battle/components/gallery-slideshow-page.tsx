import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@usb/contracts/graphql-client';
import { Typography } from '@usb/ui/core';
import { useParams } from '@usb/contracts/router';
import { GetBattleDocument } from '@usb/schema/graphql';
import { fill, messages } from '@usb/contracts/messages';
import { useGallery } from '../api/use-gallery';
import { GalleryMedia, isVideo } from './gallery-media';

const text = messages.gallery;
/** A photo stays this long; a video plays to its end. */
export const SLIDE_MS = 8000;
/** The gallery is asked again on this beat: newly picked items join, removed ones leave. */
export const REFRESH_MS = 30_000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * 'battles/{id}/galleri': the battle's gallery as a projector slideshow, without login
 * (docs/gallery.md). One item at a time, big, on a dark background over the whole window, with
 * its caption and patrol. It moves on by itself (photos after SLIDE_MS, videos when they end)
 * and with the arrow keys; under prefers-reduced-motion it neither fades nor moves on by itself.
 */
export function GallerySlideshowPage() {
  const { id = '' } = useParams();
  const { data } = useQuery(GetBattleDocument, { variables: { id }, errorPolicy: 'all' });
  const { items, loaded, failed } = useGallery(id, REFRESH_MS);
  const [currentID, setCurrentID] = useState<string | null>(null);
  const [reducedMotion] = useState(prefersReducedMotion);

  // The shown item stays shown across refreshes; when it was removed, the next in line takes over.
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === currentID),
  );
  const current = items[index];
  const step = useCallback(
    (by: number) => {
      if (items.length === 0) return;
      const next = items[(index + by + items.length) % items.length];
      setCurrentID(next ? next.id : null);
    },
    [items, index],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  useEffect(() => {
    if (reducedMotion || !current || isVideo(current) || items.length < 2) return undefined;
    const timer = window.setTimeout(() => step(1), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [reducedMotion, current, items.length, step]);

  const battleName = data?.battles.getBattle?.name ?? '';
  return (
    <section
      aria-label={fill(text.slideshowTitle, { battle: battleName })}
      style={{ position: 'fixed', inset: 0, zIndex: 2000, background: '#000', color: '#fff', display: 'flex', flexDirection: 'column' }}
    >
      {current ? (
        <>
          <div key={current.id} className={reducedMotion ? undefined : 'usb-gallery-slide'} style={{ flex: 1, minHeight: 0 }}>
            {isVideo(current) ? (
              <video
                src={current.fileUrl}
                autoPlay
                muted
                playsInline
                onEnded={() => (items.length > 1 && !reducedMotion ? step(1) : undefined)}
                loop={items.length < 2 || reducedMotion}
                style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
                aria-label={fill(text.videoLabel, { patrol: current.patrolName })}
              />
            ) : (
              <GalleryMedia item={current} fit="contain" />
            )}
          </div>
          <div style={{ flex: 'none', display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 24, padding: '16px 32px 24px' }}>
            <p style={{ margin: 0, fontSize: 'clamp(20px, 3vw, 40px)', lineHeight: 1.25 }}>
              {current.caption && <strong>{current.caption} · </strong>}
              {current.patrolName}
            </p>
            <p style={{ margin: 0, fontSize: 'clamp(14px, 1.6vw, 22px)', opacity: 0.7, whiteSpace: 'nowrap' }}>
              {fill(text.position, { n: index + 1, total: items.length })}
            </p>
          </div>
        </>
      ) : (
        <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 32, textAlign: 'center' }}>
          <Typography.Title level={2} style={{ color: '#fff', fontSize: 'clamp(24px, 4vw, 48px)' }}>
            {failed ? text.slideshowLoadError : loaded ? text.slideshowEmpty : battleName}
          </Typography.Title>
        </div>
      )}
      <style>{'@keyframes usb-gallery-fade { from { opacity: 0 } to { opacity: 1 } } .usb-gallery-slide { animation: usb-gallery-fade 0.8s ease-out }'}</style>
    </section>
  );
}
