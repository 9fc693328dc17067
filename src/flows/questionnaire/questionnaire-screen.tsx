import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, profileStore } from '../../api';
import type { DefinitionData } from '../../engine';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { draftStore } from '../shared/draft-store';
import { REFERRER_URL } from '../shared/routes/referrer-url';
import { pathTo } from '../shared/routes/routes';
import { ScreenLayout } from '../shared/screen-layout';
import { useScreenSubmit } from '../shared/submit/use-screen-submit';
import type { ConsistencyOutcome } from '../../definition/consistency/types';
import { adviserReviewStore } from './consistency/adviser-review-store';
import { ConsistencyCheck } from './consistency/consistency-check';
import { DefinitionsPending } from './definitions-pending';
import { forgetPinnedSections, knownPinnedSections, pinnedSections, prepareFirstSection } from './pinned-sections';
import { questionnaireFields } from './questionnaire-fields';
import { QuestionnaireSections } from './questionnaire-sections';
import { bundledSectionIds, CONSISTENCY_ID } from './section-source';
import { usePinnedSections } from './use-pinned-sections';

const PROGRESS_KEY = 'questionnaire-progress';

function reachedSection(): number {
  const progress = draftStore.get(PROGRESS_KEY);
  const reached = Number(progress.reached ?? progress.index ?? 0);
  return Number.isInteger(reached) && reached >= 0 ? reached : 0;
}

/** The person has answered something: the questionnaire has started, and its versions are kept to its end. */
const hasStarted = (): boolean =>
  reachedSection() > 0 || bundledSectionIds.some((id) => Object.keys(draftStore.get(id)).length > 0);

interface Finished {
  all: Record<string, DefinitionData>;
  chosen: Readonly<Record<string, ChosenDefinition>>;
  /** The check of the answers as a whole: confirmed contradictions and those for an adviser (issue 22). */
  consistency: ConsistencyOutcome;
}

/** What the screen rendered ahead of the introduction waits for (preloadScreenAhead): its first section, ready. */
export const prepareAhead = prepareFirstSection;

/**
 * The investment questionnaire (SPEC §4): its sections one at a time with the progress shown; answers collect section
 * by section and survive going back; the last section sends the whole list as `odpovede`, each answer naming the
 * version and SHA-256 of the section it was given on (issue 21). The versions are those of the publication store's
 * manifest when the questionnaire starts (the bundled ones without a store), kept until it is sent.
 */
export default function QuestionnaireScreen() {
  const { t } = useTranslation();
  // Whether the person has answered is read when the versions are pinned (a retry included), not when the screen was
  // first rendered: a screen rendered ahead of the introduction is shown again after back and forward.
  const pinned = usePinnedSections(
    () => pinnedSections(hasStarted()),
    () => knownPinnedSections(hasStarted()),
  );
  const submit = useScreenSubmit({
    send: async ({ all, chosen, consistency }: Finished) =>
      callApi('questionnaire', { body: await questionnaireFields(chosen, all, consistency) }),
    onAccepted: (answer) => {
      forgetPinnedSections();
      adviserReviewStore.set(answer.adviser_review === true);
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

  if (pinned.status !== 'ready')
    return (
      <ScreenLayout title={t('routes.questionnaire')}>
        <DefinitionsPending retry={pinned.status === 'failed' ? pinned.retry : undefined} />
      </ScreenLayout>
    );

  return (
    <ConsistencyCheck
      initialIndex={reachedSection()}
      initialAnswers={Object.fromEntries(bundledSectionIds.map((id) => [id, draftStore.get(id)]))}
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
