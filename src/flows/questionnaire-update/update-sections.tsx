import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type Lang, callApi } from '../../api';
import type { DefinitionData as DefinitionData } from '../../engine';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { ScreenLayout } from '../shared/screen-layout';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { pathTo } from '../shared/routes/routes';
import type { ConsistencyOutcome } from '../../definition/consistency/types';
import { adviserReviewStore } from '../questionnaire/consistency/adviser-review-store';
import { ConsistencyCheck } from '../questionnaire/consistency/consistency-check';
import { DefinitionsPending } from '../questionnaire/definitions-pending';
import { questionnaireFields } from '../questionnaire/questionnaire-fields';
import { QuestionnaireSections } from '../questionnaire/questionnaire-sections';
import { CONSISTENCY_ID } from '../questionnaire/section-source';
import { usePinnedSections } from '../questionnaire/use-pinned-sections';
import { clientSession } from './client-session';
import { pinnedUpdate } from './pinned-update';

interface Finished {
  all: Record<string, DefinitionData>;
  chosen: Readonly<Record<string, ChosenDefinition>>;
  consistency: ConsistencyOutcome;
}

/**
 * The sections of the update, filled with the last questionnaire's answers, and the check of the answers as a whole
 * (contradictions confirmed or marked for an adviser); the list then goes to the client zone, which answers the
 * signature token and the evaluated risk profile for the evaluation page. As the prospect's questionnaire (issue 21):
 * the sections, the scoring table and the consistency rules in effect when the update opens (the publication store's
 * manifest, the bundled ones without a store), pinned until it is sent, each answer naming its section's version.
 */
export default function UpdateSections() {
  const { t, i18n } = useTranslation();
  const { lang = 'sk' } = useParams<{ lang: string }>();
  // Pinned when the update first opens, the last answers filled in with those versions; the same update (back from
  // the evaluation, say) keeps its versions and answers.
  const pinned = usePinnedSections(pinnedUpdate);

  const submit = useScreenSubmit({
    send: async ({ all, chosen, consistency }: Finished) =>
      callApi('newQuestionnaire', {
        token: clientSession.get().token,
        body: {
          ...(await questionnaireFields(chosen, all, consistency)),
          lang: (i18n.resolvedLanguage ?? 'sk') as Lang,
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

  if (pinned.status !== 'ready')
    return (
      <ScreenLayout title={t('questionnaireUpdate.title')}>
        <DefinitionsPending retry={pinned.status === 'failed' ? pinned.retry : undefined} />
      </ScreenLayout>
    );

  const session = clientSession.get();
  return (
    <ConsistencyCheck
      initialIndex={session.index}
      initialAnswers={session.answers ?? {}}
      onIndexChange={rememberIndex}
      onSectionChange={rememberSection}
      onSend={(all, consistency) => void submit.submit({ all, chosen: pinned.chosen, consistency })}
      busy={submit.busy}
      rules={pinned.chosen[CONSISTENCY_ID]}
      chosen={pinned.chosen}
    >
      {(checked) => <QuestionnaireSections chosen={pinned.chosen} {...checked} />}
    </ConsistencyCheck>
  );
}
