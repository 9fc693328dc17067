import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type Lang, callApi } from '../../api';
import type { DefinitionData as DefinitionData } from '../../engine';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { pathTo } from '../shared/routes/routes';
import { answerList } from '../questionnaire/answer-list';
import { QuestionnaireSections } from '../questionnaire/questionnaire-sections';
import { sections } from '../questionnaire/sections';
import { clientSession } from './client-session';

/**
 * The sections of the update, filled with the last questionnaire's answers; the last section sends the list to
 * the client zone, which answers the signature token and the evaluated risk profile for the evaluation page.
 */
export default function UpdateSections() {
  const { i18n } = useTranslation();
  const { lang = 'sk' } = useParams<{ lang: string }>();
  const session = clientSession.get();

  const submit = useScreenSubmit({
    send: (all: Record<string, DefinitionData>) =>
      callApi('newQuestionnaire', {
        token: clientSession.get().token,
        body: { odpovede: JSON.stringify(answerList(sections, all)), lang: (i18n.resolvedLanguage ?? 'sk') as Lang },
      }),
    onAccepted: (answer) => {
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
    <QuestionnaireSections
      initialIndex={session.index}
      initialAnswers={session.answers ?? {}}
      onIndexChange={rememberIndex}
      onSectionChange={rememberSection}
      onFinish={(all) => void submit.submit(all)}
      busy={submit.busy}
    />
  );
}
