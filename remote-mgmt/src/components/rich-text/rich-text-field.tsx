import { lazy, Suspense } from 'react';
import { Input } from '@usb/ui/inputs';
import { mgmtMessages } from '../../texts';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap and ProseMirror load with the first form that holds rich text, not with the lists.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** A form field of HTML text; while the editor loads, a disabled box holds its place. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Input.TextArea disabled rows={5} placeholder={mgmtMessages.editor.loading} aria-label={props['aria-label']} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
