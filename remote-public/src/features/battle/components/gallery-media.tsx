import type { CSSProperties } from 'react';
import { fill, messages } from '@usb/contracts/messages';
import type { GalleryItem } from '../api/use-gallery';

const text = messages.gallery;

export const isVideo = (item: Pick<GalleryItem, 'mimeType'>) => item.mimeType.startsWith('video/');

/**
 * One item's picture or video, filling its box without cropping (`fit` 'cover' crops, for the
 * thumbnails). A thumbnail's video shows its first frame; a large one plays with controls.
 */
export function GalleryMedia({ item, fit, playing = false, style }: { item: GalleryItem; fit: 'cover' | 'contain'; playing?: boolean; style?: CSSProperties }) {
  const box: CSSProperties = { width: '100%', height: '100%', objectFit: fit, display: 'block', ...style };
  if (isVideo(item)) {
    return playing ? (
      <video src={item.fileUrl} style={box} controls autoPlay muted playsInline aria-label={fill(text.videoLabel, { patrol: item.patrolName })} />
    ) : (
      <video src={`${item.fileUrl}#t=0.1`} style={box} muted playsInline preload="metadata" aria-label={fill(text.videoLabel, { patrol: item.patrolName })} />
    );
  }
  return <img src={item.fileUrl} alt={item.caption || fill(text.imageLabel, { patrol: item.patrolName })} style={box} loading="lazy" />;
}
