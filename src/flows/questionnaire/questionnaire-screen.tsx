import { useCallback } from 'react';
import { callApi, profileStore } from '../../api';
import type { DefinitionData as DefinitionData } from '../../engine';
import { draftStore } from '../shared/draft-store';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { pathTo } from '../shared/routes/routes';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import { answerList } from './answer-list';
import { QuestionnaireSections } from './questionnaire-sections';
import { sections } from './sections';

const PROGRESS_KEY = 'questionnaire-progress';

function reachedSection(): number {
  const progress = draftStore.get(PROGRESS_KEY);
  const reached = Number(progress.reached ?? progress.index ?? 0);
  return Number.isInteger(reached) && reached >= 0 ? reached : 0;
}

/**
 * The investment questionnaire (SPEC §4): its sections one at a time with the progress shown; answers collect
 * section by section and survive going back; the last section sends the whole list as `odpovede`.
 */
export default function QuestionnaireScreen() {
  const submit = useScreenSubmit({
    send: (all: Record<string, DefinitionData>) =>
      callApi('questionnaire', { body: { odpovede: JSON.stringify(answerList(sections, all)) } }),
    onAccepted: (answer) => {
      profileStore.update({ risk_profile_id: answer.risk_profile_id, referrer_url: REFERRER_URL.questionnaire });
    },
    successToast: 'toasts.questionnaireSaved',
    next: pathTo('questionnaire-evaluation'),
  });

  // The furthest section shown is the first one not yet complete ("next" checks each section), so after a reload
  // "Start" continues there, even if the person had gone back to look at an earlier one.
  const rememberIndex = useCallback(
    (index: number) => draftStore.set(PROGRESS_KEY, { index, reached: Math.max(index, reachedSection()) }),
    [],
  );
  const rememberSection = useCallback((id: string, data: DefinitionData) => draftStore.set(id, data), []);

  return (
    <QuestionnaireSections
      initialIndex={reachedSection()}
      initialAnswers={Object.fromEntries(sections.map((s) => [s.id, draftStore.get(s.id)]))}
      onIndexChange={rememberIndex}
      onSectionChange={rememberSection}
      onFinish={(all) => void submit.submit(all)}
      busy={submit.busy}
    />
  );
}
