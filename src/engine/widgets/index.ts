import type { RegistryWidgetsType } from '@rjsf/utils';
import { BirthNumberWidget } from './birth-number-widget';
import { ChoiceSelectWidget } from './choice-select-widget';
import { CodeRequestWidget } from './code-request-widget';
import { ConsentWidget } from './consent-widget';
import { CountrySelectWidget } from './country-select-widget';
import { DateWidget } from './date-widget';
import { EurAmountWidget } from './eur-amount-widget';
import { FileUploadWidget } from './file-upload-widget';
import { IbanWidget } from './iban-widget';
import { PhoneWidget } from './phone-widget';
import { YesNoWidget } from './yes-no-widget';

/** The engine's own widgets, by the name a definition gives in `ui:widget`; RJSF's MUI theme provides the rest. */
export const widgets = {
  iban: IbanWidget,
  birthNumber: BirthNumberWidget,
  phone: PhoneWidget,
  codeRequest: CodeRequestWidget,
  fileUpload: FileUploadWidget,
  yesNo: YesNoWidget,
  date: DateWidget,
  countrySelect: CountrySelectWidget,
  eurAmount: EurAmountWidget,
  choiceSelect: ChoiceSelectWidget,
  consent: ConsentWidget,
} satisfies RegistryWidgetsType;

export type WidgetName = keyof typeof widgets;

/** The widgets of RJSF's MUI theme a definition may name in `ui:widget` beside the engine's own. */
const RJSF_WIDGET_NAMES = [
  'checkbox',
  'radio',
  'checkboxes',
  'select',
  'textarea',
  'password',
  'email',
  'text',
  'hidden',
];

/**
 * Every name a definition may give in `ui:widget`: the registry's, then RJSF's. The meta-schema's `widgetName` enum
 * and schemas/meta/widget-names.json are generated from it (`npm run widget-names`; a test fails when they differ).
 */
export const widgetNames: readonly string[] = [...Object.keys(widgets), ...RJSF_WIDGET_NAMES];
