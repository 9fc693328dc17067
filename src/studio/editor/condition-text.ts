import type { TFunction } from 'i18next';
import { fieldTestsOf } from '../../definition/questions/field-tests';
import { type Question } from '../../definition/questions/section-questions';

/** A condition in words (the studio's language): `e1 = yes`, `d2 is one of 2000_5000, over_5000`, `e2 contains
 * taxonomy`. */
export function conditionText(question: Question, t: TFunction): string {
  const and = ` ${t('and')} `;
  return question.guards
    .map((guard) => {
      const tests = fieldTestsOf(guard.schema, guard.pointer);
      const words = tests
        ? tests
            .map((test) =>
              t(test.contains ? 'testContains' : test.values.length > 1 ? 'testIsOneOf' : 'testEquals', {
                field: test.field,
                values: test.values.map(String).join(', '),
              }),
            )
            .join(and)
        : JSON.stringify(guard.schema);
      return guard.holds ? words : t('testNot', { condition: words });
    })
    .join(and);
}
