import type { StatementSettings } from '../../api';

/**
 * The statement settings' form fields sent beside `strategies` (src/sandbox/README.md save-strategies), from the
 * definition's valid `statements` (answers to questions no longer asked are already left out): "do not send" is
 * sent as the delivery too.
 */
export function statementFields(statements: unknown): StatementSettings {
  const value = (statements ?? {}) as Partial<StatementSettings>;
  if (value.statement_send_type === 'regular' || value.statement_send_type === 'one_time') {
    return {
      statement_send_type: value.statement_send_type,
      statement_delivery_type: value.statement_delivery_type ?? 'do_not_send',
      ...(value.statement_send_type === 'regular' && { statement_frequency: value.statement_frequency }),
    };
  }
  return { statement_send_type: 'do_not_send', statement_delivery_type: 'do_not_send' };
}
