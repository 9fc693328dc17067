import { YesNoWidget } from '../widgets/yes-no-widget';
import { createEngineTheme } from './create-engine-theme';

/**
 * The theme of questionnaire sections. Questions are answered by choosing or in a short text, so of the engine's
 * widgets only the yes/no question fits, beside RJSF's own (radio, checkboxes, select, text, textarea). Not the
 * whole set: the address, phone, IBAN, date and file widgets would put the questionnaire over its size budget
 * (tests/definitions/questionnaire-definitions.test.ts checks the names its sections use).
 */
export const questionnaireTheme = createEngineTheme({ yesNo: YesNoWidget });
