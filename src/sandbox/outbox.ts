import type { OutboxMessage } from './store.ts';
import type { Services } from './services.ts';

/** "Sends" an e-mail or SMS: appends it to the outbox and prints it in the terminal. */
export function sendMessage(services: Services, message: Omit<OutboxMessage, 'id' | 'at'>): OutboxMessage {
  const { store } = services;
  const sent: OutboxMessage = { id: store.nextOutboxId++, at: new Date(services.now()).toISOString(), ...message };
  store.outbox.push(sent);
  const extra = [sent.code ? `code ${sent.code}` : '', sent.link ?? ''].filter(Boolean).join('  ');
  services.log(`  ✉  ${sent.channel} to ${sent.to}: ${sent.subject}${extra ? `  →  ${extra}` : ''}`);
  return sent;
}
