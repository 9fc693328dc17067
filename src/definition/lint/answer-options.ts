import type { JsonObject } from '../json-object.ts';
import type { Report } from './types.ts';
import { words } from '../words.ts';
import { pointerJoin } from '../json-pointer.ts';
import { walkSchema } from '../schema/walk-schema.ts';

const OPTION_ONLY = ['points', 'freeText'];

/**
 * `points` and `freeText` describe an answer option, an item of `oneOf` (or `anyOf`): anywhere else the scoring
 * and the renderer would never see them. Their values are the meta-schema's to check (points -10..12).
 */
export function checkAnswerOptions(definition: JsonObject, report: Report): void {
  walkSchema(definition.schema, '/schema', (node, pointer, via) => {
    if (via === 'oneOf' || via === 'anyOf') return;
    for (const keyword of OPTION_ONLY) {
      if (keyword in node)
        report(
          pointerJoin(pointer, keyword),
          `"${keyword}" belongs on an answer option (an item of oneOf)`,
          words('lint.answerOptionKeyword', { keyword }),
        );
    }
  });
}
