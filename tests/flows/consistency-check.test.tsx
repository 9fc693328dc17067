import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { setupI18n } from '../../src/app/i18n';
import type { ConsistencyOutcome } from '../../src/definition/consistency/types';
import type { DefinitionData } from '../../src/engine';
import { renderScreen } from '../support/render-screen';
import { sections } from '../../src/flows/questionnaire/sections';
import {
  type CheckedSectionsProps,
  ConsistencyCheck,
} from '../../src/flows/questionnaire/consistency/consistency-check';

// The contradictions screen between the last section and sending (issue 22), in Slovak, with stand-in sections:
// a button that finishes with the answers given, so the screen's own behaviour is what is tested.

beforeAll(async () => {
  await setupI18n('sk');
});

const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
type Answers = Record<string, DefinitionData>;

/** Balanced answers (no rule fires) per section id, with `changes` laid over them. */
function answers(changes: Record<string, string> = {}): Answers {
  const base: Record<string, string | string[]> = {
    a3: 'falls',
    a4: 'ownership_risk',
    a5: 'no_value_fluctuates',
    a6: 'no',
    a7: 'fund',
    a8: ['funds'],
    a9: 'under_2',
    a10: '1_5',
    a11: 'up_to_5000',
    a12: 'advisor',
    b1: 'income',
    b2: '3_5',
    b3: '7',
    b4: 'part',
    c1: 'sell_part',
    c2: 'medium',
    c3: '5_15',
    c4: 'small',
    d1: 'employment',
    d2: '2000_5000',
    d2_activity: 'Učiteľka',
    d3: 'under_100000',
    d4: 'up_to_20',
    d5: 'up_to_30',
    e1: 'no',
    ...changes,
  };
  return Object.fromEntries(
    sections.map((section) => [
      section.id,
      Object.fromEntries(Object.entries(base).filter(([slug]) => slug[0] === section.id.at(-1))),
    ]),
  );
}

function renderCheck(start: Answers) {
  const sent: { answers: Answers; outcome: ConsistencyOutcome }[] = [];
  const shown: CheckedSectionsProps[] = [];
  renderScreen(
    <ConsistencyCheck
      initialIndex={4}
      initialAnswers={start}
      onIndexChange={() => undefined}
      onSectionChange={() => undefined}
      onSend={(all, outcome) => sent.push({ answers: all, outcome })}
      busy={false}
    >
      {(props) => {
        shown.push(props);
        return (
          <main>
            <p>{`section ${props.initialIndex}`}</p>
            {props.notice}
            <button type="button" onClick={() => props.onFinish({ ...props.initialAnswers })}>
              {props.finishLabel ? t(props.finishLabel) : 'finish'}
            </button>
          </main>
        );
      }}
    </ConsistencyCheck>,
  );
  return { sent, shown };
}

const rule = (id: string) => screen.getByRole('article', { name: t(`consistency.rules.${id}.title`) });

describe('the contradictions screen', () => {
  it('is not shown when the answers contradict nothing: they are sent at once, nothing confirmed', async () => {
    const user = userEvent.setup();
    const { sent } = renderCheck(answers());
    await user.click(screen.getByRole('button', { name: 'finish' }));
    // The check's code arrives first (fetched while the last section is answered in the app).
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        answers: answers(),
        outcome: { id: 'questionnaire-consistency', version: expect.any(String), confirmed: [], review: [] },
      },
    ]);
    expect(screen.queryByRole('heading', { name: t('consistency.title') })).toBeNull();
  });

  it('lists each contradiction in plain words with links to its questions; a missing tick is an error beside it', async () => {
    const user = userEvent.setup();
    const { sent } = renderCheck(
      answers({ b1: 'max_growth', b2: 'under_3', c4: 'no_loss', d2: 'up_to_2000', d4: 'over_20' }),
    );
    await user.click(screen.getByRole('button', { name: 'finish' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: t('consistency.title') })).toHaveFocus());
    const toConfirm = screen.getByRole('region', { name: t('consistency.screen.toConfirm') });
    expect(within(toConfirm).getAllByRole('article')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: t('consistency.screen.toReview') })).getByRole('article')).toBe(
      rule('low-means-large-investment'),
    );
    expect(rule('short-horizon-aggressive-goal')).toHaveTextContent(
      t('consistency.rules.short-horizon-aggressive-goal.text'),
    );
    expect(
      within(rule('short-horizon-aggressive-goal')).getByRole('link', {
        name: t('consistency.screen.goTo', { question: t('questionnaire.b.b2.title') }),
      }),
    ).toHaveAttribute('href', '#field__b2');

    await user.click(screen.getByRole('button', { name: t('consistency.screen.send') }));
    const firstTick = within(rule('short-horizon-aggressive-goal')).getByRole('checkbox');
    expect(firstTick).toHaveFocus();
    expect(firstTick).toHaveAccessibleDescription(t('consistency.screen.confirmRequired'));
    expect(within(rule('no-loss-high-risk-goal')).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.click(firstTick);
    await user.click(within(rule('no-loss-high-risk-goal')).getByRole('checkbox'));
    expect(firstTick).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: t('consistency.screen.send') }));
    expect(sent.map((s) => s.outcome)).toEqual([
      {
        id: 'questionnaire-consistency',
        version: expect.any(String),
        confirmed: ['short-horizon-aggressive-goal', 'no-loss-high-risk-goal'],
        review: ['low-means-large-investment'],
      },
    ]);
  });

  it('a link opens the question’s section with the open contradictions, which the answers re-evaluate at once', async () => {
    const user = userEvent.setup();
    const { shown, sent } = renderCheck(answers({ b1: 'max_growth', b2: 'under_3' }));
    await user.click(screen.getByRole('button', { name: 'finish' }));
    await user.click(
      within(rule('short-horizon-aggressive-goal')).getByRole('link', {
        name: t('consistency.screen.goTo', { question: t('questionnaire.b.b2.title') }),
      }),
    );
    expect(screen.getByText('section 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(t('consistency.rules.short-horizon-aggressive-goal.title'));
    const section = shown.at(-1) as CheckedSectionsProps;
    // The person changes the horizon: the notice says at once that nothing is open any more.
    section.onSectionChange('questionnaire-b', { b1: 'max_growth', b2: '5_10', b3: '7', b4: 'part' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t('consistency.screen.noneOpen')));
    // The section's submit goes back to the check, which now says there is nothing to confirm.
    await user.click(screen.getByRole('button', { name: t('consistency.screen.backToCheck') }));
    expect(screen.getByText(t('consistency.screen.resolved'))).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: t('consistency.screen.send') }));
    expect(sent[0]?.outcome).toMatchObject({ confirmed: [], review: [] });
    expect(sent[0]?.answers['questionnaire-b']).toMatchObject({ b2: '5_10' });
  });

  it('a tick does not outlive its contradiction: resolved and back, it is to be confirmed again', async () => {
    const user = userEvent.setup();
    const { shown, sent } = renderCheck(answers({ b1: 'max_growth', b2: 'under_3', c4: 'no_loss' }));
    const noLoss = () => within(rule('no-loss-high-risk-goal')).getByRole('checkbox');
    const changeC4 = async (c4: string) => {
      await user.click(within(rule('short-horizon-aggressive-goal')).getAllByRole('link')[0] as HTMLElement);
      const c = { c1: 'sell_part', c2: 'medium', c3: '5_15', c4 };
      (shown.at(-1) as CheckedSectionsProps).onSectionChange('questionnaire-c', c);
      await user.click(screen.getByRole('button', { name: t('consistency.screen.backToCheck') }));
    };
    await user.click(screen.getByRole('button', { name: 'finish' }));
    await user.click(noLoss());
    await changeC4('small');
    expect(screen.queryByRole('article', { name: t('consistency.rules.no-loss-high-risk-goal.title') })).toBeNull();
    await changeC4('no_loss');
    expect(noLoss()).not.toBeChecked();
    await user.click(within(rule('short-horizon-aggressive-goal')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: t('consistency.screen.send') }));
    expect(sent).toEqual([]);
    expect(noLoss()).toHaveFocus();
  });
});
