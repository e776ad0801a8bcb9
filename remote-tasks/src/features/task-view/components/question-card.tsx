import type { ReactNode } from 'react';
import { Card, Flex, HtmlContent } from '@usb/ui/core';

/** The frame of every question widget: its name as title and its HTML text above the answer. */
export function QuestionCard({ name, text, children }: { name: string; text: string; children: ReactNode }) {
  return (
    // A long name wraps instead of being cut off on a phone.
    <Card title={<span style={{ whiteSpace: 'normal' }}>{name}</span>} size="small" styles={{ body: { padding: 12 } }}>
      <Flex vertical gap={12}>
        <HtmlContent html={text} />
        {children}
      </Flex>
    </Card>
  );
}
