// The messages of a chat as bubbles (the user's on the right), with the day shown where it changes; the
// newest message stays in view. A log (new messages are announced) that joins the tab order while it scrolls,
// so that the keyboard can scroll back through a long conversation (WCAG 2.1.1).
import type { ChatMessage } from '@api/model';
import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl/formatters';
import { useScrollTabStop } from '../../lib/use-scroll-tab-stop';
import classes from './chat.module.css';

interface ChatMessagesProps {
  messages: readonly ChatMessage[];
  label: string;
}

export function ChatMessages({ messages, label }: ChatMessagesProps) {
  const { i18n } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tabIndex = useScrollTabStop(scrollerRef);
  const day = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const time = dateTimeFormat(i18n.language, { timeStyle: 'short' });
  const lastId = messages.at(-1)?.id;

  // A new message (sent or received) scrolls the conversation to its end.
  useEffect(() => {
    if (lastId) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  return (
    <Box ref={scrollerRef} className={classes.messages} role="log" aria-label={label} tabIndex={tabIndex}>
      <ol aria-label={label} className={classes.messageList}>
        {messages.map((message, index) => {
          const date = new Date(message.createdAt);
          const previous = messages[index - 1];
          const isNewDay = !previous || new Date(previous.createdAt).toDateString() !== date.toDateString();
          return (
            <li key={message.id} className={classes.messageItem} data-mine={message.isMine || undefined}>
              {isNewDay && (
                <Text size="xs" c="dimmed" className={classes.day}>
                  {day.format(date)}
                </Text>
              )}
              <Box className={classes.bubble}>
                <Text size="sm" className={classes.bubbleText}>
                  {message.value}
                </Text>
                <Text size="xs" className={classes.time}>
                  {time.format(date)}
                </Text>
              </Box>
            </li>
          );
        })}
      </ol>
      <div ref={endRef} />
    </Box>
  );
}
