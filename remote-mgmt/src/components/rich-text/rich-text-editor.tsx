import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar } from './editor-toolbar';

export interface RichTextEditorProps {
  /** HTML; empty when there is no text. */
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
}

const frame = { border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' };

/**
 * The rich-text editor of task descriptions, question texts and blog posts (TipTap): paragraphs,
 * bold, italic, two heading levels, lists and links, producing HTML. The api sanitises the HTML
 * when it is saved. Loaded on first use only (see rich-text-field), as it is the area's largest part.
 */
export default function RichTextEditor({ value = '', onChange, id, 'aria-label': ariaLabel }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: id ?? '',
        'aria-label': ariaLabel ?? '',
        'aria-multiline': 'true',
        role: 'textbox',
        style: 'min-height: 120px; padding: 4px 11px; outline: none;',
      },
    },
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });

  // A value set from outside (a form reset, a post chosen for editing) replaces the text; the
  // editor's own changes come back equal and are left alone, so the cursor stays put. When React
  // re-runs the effect after a Suspense boundary showed its fallback, the editor it holds may
  // already be destroyed (useEditor makes a new one), and must not be read.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (editor.isEmpty ? value === '' : editor.getHTML() === value) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div style={frame}>
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
