// The texts gate's plural and placeholder problems (issue 23) carry a code beside their English: in English it
// reads exactly as that English (logs, the evidence page); in Slovak and Bulgarian the studio says it with no key
// and no English left, the languages named in the reader's language.
import { describe, expect, it } from 'vitest';
import { placeholderProblems, textShapeProblems } from '../texts-placeholders.ts';
import { wordsText } from '../../../../src/studio/diff/words-text.ts';
import { createStudioI18n } from '../../../../src/studio/studio-i18n.ts';

const texts = {
  sk: { a: 'Krok {{n}}', b_one: 'jeden', b_other: 'veľa', c: 'x' },
  en: { a: 'Step {{n}} of {{total}}', b_one: 'one', b_other: 'many', c_one: 'one', c_other: 'many' },
  bg: { a: 'Стъпка', b_one: 'един', b_other: 'много', c_one: 'един', c_other: 'много' },
};

describe('the texts gate says its problems as codes', () => {
  const problems = placeholderProblems(['a', 'b', 'c'], texts);

  it('one code per kind of problem, reading in English exactly as the English', () => {
    expect(problems.map((p) => p.words.code)).toEqual([
      'texts.placeholdersDiffer',
      'texts.pluralFormsLacking',
      'texts.pluralOnlyIn',
    ]);
    const en = createStudioI18n('en').t;
    for (const { message, words } of problems) expect(wordsText(en, words)).toBe(message);
  });

  it('in Slovak and Bulgarian, with the languages named in that language', () => {
    const [placeholders, lacking, only] = problems.map((p) => p.words);
    const sk = createStudioI18n('sk').t;
    const bg = createStudioI18n('bg').t;
    expect(wordsText(sk, lacking!)).toBe('textu „b“ chýbajú tvary množného čísla few v jazyku: slovenčina');
    expect(wordsText(bg, only!)).toBe(
      'текстът „c“ има форми за множествено число на: английски, български, но не и на: словашки',
    );
    expect(wordsText(bg, placeholders!)).toBe(
      'текстът „a“ има различни заместители на словашки, английски и български ' +
        '(словашки: {{n}}; английски: {{n}} {{total}}; български: няма)',
    );
  });

  it('the gate keeps the code with the problem (stored in the report)', () => {
    const gate = textShapeProblems({ id: 'texts-x', path: 'texts/x', content: { definition: {}, texts } });
    expect(gate.every((p) => p.words.code.startsWith('texts.'))).toBe(true);
  });
});
