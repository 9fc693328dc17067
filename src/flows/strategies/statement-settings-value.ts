import type { Frequency, StatementSettings } from '../../api';

export type SendType = StatementSettings['statement_send_type'];
/** The ways of delivery a person chooses from once statements are sent ("do not send" is the send type's). */
export type DeliveryType = 'email' | 'client_zone';

/** The statement settings as answered so far (SPEC §3): nothing is preselected. */
export interface StatementSettingsValue {
  sendType?: SendType;
  deliveryType?: DeliveryType;
  frequency?: Frequency;
}

/** What is unanswered (i18n keys per question); only questions that are asked can be unanswered. */
export interface StatementProblems {
  sendType?: string;
  deliveryType?: string;
  frequency?: string;
  count: number;
}

/** The delivery is asked only when statements are sent, the frequency only for regular ones. */
export function statementProblems(value: StatementSettingsValue): StatementProblems {
  const problems: StatementProblems = { count: 0 };
  if (!value.sendType) problems.sendType = 'strategies.statements.errors.sendType';
  if (value.sendType && value.sendType !== 'do_not_send' && !value.deliveryType)
    problems.deliveryType = 'strategies.statements.errors.deliveryType';
  if (value.sendType === 'regular' && !value.frequency) problems.frequency = 'strategies.statements.errors.frequency';
  problems.count = [problems.sendType, problems.deliveryType, problems.frequency].filter(Boolean).length;
  return problems;
}

/**
 * The form fields sent beside `strategies` (src/sandbox/README.md save-strategies). Answers to questions no
 * longer asked (a delivery after choosing "do not send") are left out. Call with a value without problems.
 */
export function statementFields(value: StatementSettingsValue): StatementSettings {
  if (value.sendType === 'do_not_send' || !value.sendType || !value.deliveryType) {
    return { statement_send_type: 'do_not_send', statement_delivery_type: 'do_not_send' };
  }
  if (value.sendType === 'one_time')
    return { statement_send_type: 'one_time', statement_delivery_type: value.deliveryType };
  return {
    statement_send_type: 'regular',
    statement_delivery_type: value.deliveryType,
    statement_frequency: value.frequency,
  };
}
