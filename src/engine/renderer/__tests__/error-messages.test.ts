// @vitest-environment node
import type { RJSFValidationError } from '@rjsf/utils';
import { translateErrors } from '../error-messages';

const required = (property: string, schemaPath: string): RJSFValidationError => ({
  name: 'required',
  property,
  message: "must have required property 'amount'",
  params: { missingProperty: 'amount' },
  stack: '',
  schemaPath,
});

describe('translateErrors', () => {
  const uiSchema = {
    list: {
      items: {
        amount: { 'ui:errorMessages': { required: 'x.oneTime', 'then.required': 'x.regular' } },
      },
    },
  };
  const t = (key: string) => key;

  it('takes the text of a keyword raised by a conditional branch (`then.required`) before the keyword’s own', () => {
    const [regular, oneTime, plain] = translateErrors(
      [
        required('.list.0.amount', '#/properties/list/items/then/required'),
        required('.list.1.amount', '#/properties/list/items/else/then/required'),
        required('.list.2.amount', '#/properties/list/items/required'),
      ],
      uiSchema,
      t,
    );
    expect(regular?.message).toBe('x.regular');
    // A `then` within an `else` is `else.then.required`: without its own text, the keyword's.
    expect(oneTime?.message).toBe('x.oneTime');
    expect(plain?.message).toBe('x.oneTime');
  });
});
