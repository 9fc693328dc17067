import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { words } from '../../../definition/words';
import { createStudioI18n } from '../../studio-i18n';
import { GateReport } from '../../workflow/gate-report';
import { ProblemAlerts } from '../../workspace/problem-alerts';

// A message with a code is said in the studio's language; one without (a gate report stored before the codes) keeps
// the server's English, marked lang="en" so a screen reader reads it as English.
const inBulgarian = (children: ReactNode) =>
  render(<I18nextProvider i18n={createStudioI18n('bg')}>{children}</I18nextProvider>);

describe('messages in the studio language', () => {
  it('a stored gate report: coded problems in Bulgarian, an older plain English one kept and marked English', () => {
    inBulgarian(
      <GateReport
        report={{
          passed: false,
          impact: [],
          gates: [
            {
              name: 'golden-sets',
              passed: false,
              problems: [
                {
                  file: 'schemas/golden/sets/a.json',
                  pointer: '',
                  message: 'A: "zz" is not a question of any section',
                  words: words('golden.ofSet', { name: 'A', problem: words('golden.notAQuestion', { slug: 'zz' }) }),
                },
                { file: 'schemas/golden/sets/b.json', pointer: '', message: 'B: cannot be scored: no scoring table' },
              ],
            },
          ],
        }}
      />,
    );
    const gate = screen.getByTestId('gate-golden-sets');
    expect(gate).toHaveTextContent('A: „zz“ не е въпрос от нито един раздел');
    expect(gate).not.toHaveTextContent('is not a question');
    const old = within(gate).getByText('B: cannot be scored: no scoring table');
    expect(old).toHaveAttribute('lang', 'en');
  });

  it("the editor's alerts: another file's problem and a refused save in Bulgarian", () => {
    const problem = {
      file: 'schemas/questionnaire/consistency.json',
      pointer: '/rules/0/when',
      message: 'the rule fires for every answer set the questionnaire allows',
      words: words('consistency.alwaysFires'),
    };
    inBulgarian(<ProblemAlerts saveProblems={[problem]} otherFileProblems={[problem]} onOpen={() => undefined} />);
    const said = 'правилото се задейства за всеки набор от отговори, който въпросникът допуска';
    expect(screen.getAllByText(said, { exact: false })).toHaveLength(2);
    expect(screen.queryByText(/fires for every/)).toBeNull();
  });
});
