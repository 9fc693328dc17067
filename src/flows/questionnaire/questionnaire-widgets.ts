import type { RegistryWidgetsType } from '@rjsf/utils';
import { YesNoWidget } from '../../engine/widgets/yes-no-widget';

/**
 * The engine widgets a questionnaire section may name in `ui:widget`, beside RJSF's own (radio, checkboxes,
 * select, text, textarea): questions are answered by choosing or in a short text, so of the engine's widgets
 * only the yes/no question fits. Not the whole set: the address, phone, IBAN, date and file widgets would put
 * the questionnaire over its size budget (tests/definitions/questionnaire-definitions.test.ts checks the names).
 */
export const questionnaireWidgets = { yesNo: YesNoWidget } satisfies RegistryWidgetsType;
