import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Flex } from '@usb/ui/core';
import { Popover } from '@usb/ui/controls';
import { Input } from '@usb/ui/inputs';
import { LinkOutlined } from '@usb/ui/admin-icons';
import { mgmtMessages } from '../../texts';

const text = mgmtMessages.editor;

/** Sets or removes the link on the selected text; the address is typed in a small pop-up. */
export function LinkButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const active = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('link') });
  const show = (next: boolean) => {
    if (next) setHref((editor.getAttributes('link') as { href?: string }).href ?? '');
    setOpen(next);
  };
  const apply = () => {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    void (address ? chain.setLink({ href: address }) : chain.unsetLink()).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };
  const content = (
    <Flex vertical gap="small" style={{ width: 280 }}>
      <Input aria-label={text.linkUrl} placeholder={text.linkUrl} value={href} onChange={(event) => setHref(event.target.value)} onPressEnter={apply} />
      <Flex gap="small">
        <Button size="small" type="primary" onClick={apply}>
          {text.linkApply}
        </Button>
        {active && (
          <Button size="small" onClick={remove}>
            {text.linkRemove}
          </Button>
        )}
      </Flex>
    </Flex>
  );
  return (
    <Popover content={content} open={open} onOpenChange={show} trigger="click">
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={text.link} aria-pressed={active} title={text.link}>
        <LinkOutlined />
      </Button>
    </Popover>
  );
}
