import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useEffect, useState } from 'react';
import { withText } from '../../state/locale-texts';
import { ConsistencyForm } from '../consistency-form';
import { goldenRuleResults } from '../golden-rule-results';

// The rules form on the real rules file, sections and texts; its edits applied as the studio's state applies them.
const root = join(__dirname, '../../../..');
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const RULES = 'schemas/questionnaire/consistency.json';
const sections = readdirSync(join(root, 'schemas/questionnaire'))
  .filter((name) => name.endsWith('.json') && name !== 'consistency.json')
  .sort()
  .map((name) => ({
    file: `schemas/questionnaire/${name}`,
    definition: JSON.parse(text(`schemas/questionnaire/${name}`)) as unknown,
  }));
const localeFiles = () =>
  Object.fromEntries(
    ['sk', 'en', 'bg'].flatMap((lang) =>
      ['questionnaire', 'consistency'].map((name) => [
        `locales/${lang}/${name}.json`,
        JSON.parse(text(`locales/${lang}/${name}.json`)) as unknown,
      ]),
    ),
  );

/** The rules file as the harness last rendered it. */
const shown: { definition: Record<string, unknown> } = { definition: {} };
const textEdits: { language: string; key: string; value: string }[] = [];

function Harness() {
  const [definition, setDefinition] = useState(() => JSON.parse(text(RULES)) as Record<string, unknown>);
  const [locales, setLocales] = useState(localeFiles);
  useEffect(() => {
    shown.definition = definition;
  });
  return (
    <ConsistencyForm
      definition={definition}
      locales={locales}
      sections={sections}
      problems={[]}
      onShow={() => undefined}
      editObject={(_origin, change) =>
        setDefinition((before) => {
          const next = structuredClone(before);
          change(next);
          return next;
        })
      }
      editText={(_origin, language, key, value) => {
        textEdits.push({ language, key, value });
        setLocales((before) => withText(before, language, key, value) as typeof before);
      }}
    />
  );
}

const ruleCard = (id: string) => screen.getByRole('region', { name: `Rule ${id}` });

describe('the consistency rules in the studio, as forms', () => {
  it('shows every rule with its id, severity, texts, questions and reference, and edits them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const card = ruleCard('no-experience-high-risk');
    expect(within(card).getByRole('textbox', { name: /Rule id/ })).toHaveValue('no-experience-high-risk');
    expect(within(card).getByRole('radio', { name: /changes an answer or confirms/ })).toBeChecked();
    const ticked = within(card)
      .getAllByRole('checkbox', { checked: true })
      .map((box) => box.closest('label')?.textContent?.split(' · ')[0]);
    expect(ticked).toEqual(['a9', 'a12', 'c2', 'c4']);
    expect(within(card).getByText(/"a9":\{"const":"never"\}/)).toBeInTheDocument();

    // review: the confirming tick's texts go with its key.
    expect(within(card).getAllByRole('textbox', { name: 'English text' })).toHaveLength(3);
    await user.click(within(card).getByRole('radio', { name: /An adviser reviews/ }));
    const rule = () => (shown.definition.rules as Record<string, unknown>[])[0] ?? {};
    await waitFor(() => expect(rule().severity).toBe('review'));
    expect(rule().confirm).toBeUndefined();
    expect(within(ruleCard('no-experience-high-risk')).getAllByRole('textbox', { name: 'English text' })).toHaveLength(
      2,
    );

    await user.click(within(ruleCard('no-experience-high-risk')).getByRole('checkbox', { name: /^c4 · / }));
    await waitFor(() => expect(rule().questions).toEqual(['a9', 'a12', 'c2']));
    const reference = within(ruleCard('no-experience-high-risk')).getByRole('textbox', { name: /Reference/ });
    await user.clear(reference);
    await user.type(reference, 'MiFID II art. 25(2)');
    await waitFor(() => expect(rule().reference).toBe('MiFID II art. 25(2)'));
    const title = within(ruleCard('no-experience-high-risk')).getAllByRole('textbox', { name: 'English text' })[0]!;
    await user.type(title, '!');
    await waitFor(() =>
      expect(textEdits.at(-1)).toMatchObject({
        language: 'en',
        key: 'consistency.rules.no-experience-high-risk.title',
      }),
    );
  }, 60_000);

  it('adds a rule with its text keys, says what it lacks, and removes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const count = (shown.definition.rules as unknown[]).length;
    await user.click(screen.getByRole('button', { name: 'Add a rule' }));
    expect((shown.definition.rules as unknown[]).length).toBe(count + 1);
    const card = ruleCard('rule-1');
    expect(within(card).getByRole('textbox', { name: /Rule id/ })).toHaveFocus();
    expect(within(card).getByText('Tick at least one question the rule concerns.')).toBeInTheDocument();
    expect((shown.definition.rules as Record<string, unknown>[]).at(-1)).toMatchObject({
      id: 'rule-1',
      severity: 'confirm',
      title: 'consistency.rules.rule-1.title',
      confirm: 'consistency.rules.rule-1.confirm',
    });
    await act(() => user.click(within(card).getByRole('button', { name: 'Remove rule rule-1' })));
    expect((shown.definition.rules as unknown[]).length).toBe(count);
    expect(screen.queryByRole('region', { name: 'Rule rule-1' })).toBeNull();
  }, 60_000);
});

describe('which rules fire per golden set', () => {
  const golden = readdirSync(join(root, 'schemas/golden/sets'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ path: `schemas/golden/sets/${name}`, text: text(`schemas/golden/sets/${name}`) }));

  it('every golden set fires the rules it names, and an edited condition shows where it no longer does', () => {
    const results = goldenRuleResults({ [RULES]: text(RULES) }, golden);
    expect(results).toHaveLength(golden.length);
    expect(results.filter((r) => r.problems.length > 0)).toEqual([]);
    const firing = results.find((r) => r.fired.includes('no-experience-high-risk'));
    expect(firing).toBeDefined();

    const edited = JSON.parse(text(RULES)) as { rules: { id: string; when: unknown }[] };
    const rule = edited.rules.find((r) => r.id === 'no-experience-high-risk');
    if (rule) rule.when = { required: ['a9'], properties: { a9: { const: 'over_5' } } };
    const after = goldenRuleResults({ [RULES]: JSON.stringify(edited) }, golden);
    expect(after.find((r) => r.file === firing?.file)?.problems.map((p) => p.message)).toContain(
      'expects consistency rule "no-experience-high-risk", which does not fire',
    );
  });
});
