import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type Lang, callApi } from '../../api';
import type { DefinitionData as DefinitionData } from '../../engine';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { pathTo } from '../shared/routes/routes';
import type { ConsistencyOutcome } from '../../definition/consistency/types';
import { answerList } from '../questionnaire/answer-list';
import { adviserReviewStore } from '../questionnaire/consistency/adviser-review-store';
import { ConsistencyCheck } from '../questionnaire/consistency/consistency-check';
import { QuestionnaireSections } from '../questionnaire/questionnaire-sections';
import { sections } from '../questionnaire/sections';
import { clientSession } from './client-session';

/**
 * The sections of the update, filled with the last questionnaire's answers, and the check of the answers as a whole
 * (contradictions confirmed or marked for an adviser); the list then goes to the client zone, which answers the
 * signature token and the evaluated risk profile for the evaluation page.
 */
export default function UpdateSections() {
  const { i18n } = useTranslation();
  const { lang = 'sk' } = useParams<{ lang: string }>();
  const session = clientSession.get();

  const submit = useScreenSubmit({
    send: ({ all, consistency }: { all: Record<string, DefinitionData>; consistency: ConsistencyOutcome }) =>
      callApi('newQuestionnaire', {
        token: clientSession.get().token,
        body: {
          odpovede: JSON.stringify(answerList(sections, all)),
          lang: (i18n.resolvedLanguage ?? 'sk') as Lang,
          consistency: JSON.stringify(consistency),
        },
      }),
    onAccepted: (answer) => {
      adviserReviewStore.set(answer.adviser_review === true);
      clientSession.update({ result: { signature_token: answer.signature_token, risk_profile: answer.risk_profile } });
    },
    successToast: 'toasts.questionnaireSaved',
    next: `${pathTo('update-evaluation', { lang })}/`,
  });

  const rememberIndex = useCallback((index: number) => clientSession.update({ index }), []);
  const rememberSection = useCallback((id: string, data: DefinitionData) => {
    clientSession.update({ answers: { ...clientSession.get().answers, [id]: data } });
  }, []);

  return (
    <ConsistencyCheck
      initialIndex={session.index}
      initialAnswers={session.answers ?? {}}
      onIndexChange={rememberIndex}
      onSectionChange={rememberSection}
      onSend={(all, consistency) => void submit.submit({ all, consistency })}
      busy={submit.busy}
    >
      {(checked) => <QuestionnaireSections {...checked} />}
    </ConsistencyCheck>
  );
}
