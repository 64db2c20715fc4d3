import type { MessageEntry } from '@karigar/domain/message-list';
import { MessageCard } from './message-card';

/** Messages, one card each, newest first. */
export function MessageList({ messages, showOrder = true }: { messages: MessageEntry[]; showOrder?: boolean }) {
  return (
    <ul className="space-y-3">
      {messages.map((message) => (
        <li key={`${message.channel}-${message.id}`}>
          <MessageCard message={message} showOrder={showOrder} />
        </li>
      ))}
    </ul>
  );
}
