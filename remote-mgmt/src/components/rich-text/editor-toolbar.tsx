import type { ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Flex } from '@usb/ui/core';
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@usb/ui/admin-icons';
import { mgmtMessages } from '../../texts';
import { LinkButton } from './link-button';

const text = mgmtMessages.editor;

function ToolButton({
  label,
  active = false,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="small" type={active ? 'primary' : 'text'} aria-label={label} aria-pressed={active} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The editor's buttons, each named for screen readers and showing whether its format is on. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Flex role="toolbar" aria-label={text.toolbar} gap={2} wrap style={{ borderBottom: '1px solid #f0f0f0', padding: 4 }}>
      <ToolButton label={text.bold} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <BoldOutlined />
      </ToolButton>
      <ToolButton label={text.italic} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <ItalicOutlined />
      </ToolButton>
      <ToolButton label={text.heading2} active={state.heading2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label={text.heading3} active={state.heading3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label={text.bulletList} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <UnorderedListOutlined />
      </ToolButton>
      <ToolButton label={text.orderedList} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <OrderedListOutlined />
      </ToolButton>
      <LinkButton editor={editor} />
      <ToolButton label={text.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoOutlined />
      </ToolButton>
      <ToolButton label={text.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoOutlined />
      </ToolButton>
    </Flex>
  );
}
