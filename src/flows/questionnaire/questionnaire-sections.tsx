import { Button, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionForm, type DefinitionData, questionnaireTheme } from '../../engine';
import type { ChosenDefinition } from '../shared/definitions-runtime/types';
import { ScreenLayout } from '../shared/screen-layout';
import { finishingScreen } from '../shared/finishing-screen';
import { whenAnswering } from '../shared/when-answering';
import { DefinitionsPending } from './definitions-pending';
import { bundledChoice, bundledSectionIds } from './section-source';
import { useRuntimeSection } from './use-runtime-section';

export interface QuestionnaireSectionsProps {
  /** The section to start at. */
  initialIndex: number;
  /** The answers to start with, per section id. */
  initialAnswers: Readonly<Record<string, DefinitionData>>;
  /** Called whenever the shown section changes (to remember the progress). */
  onIndexChange: (index: number) => void;
  /** Called whenever the answers of a section change (to keep them as a draft). */
  onSectionChange: (sectionId: string, data: DefinitionData) => void;
  /** Called with every section's answers once the last section is submitted. */
  onFinish: (answers: Record<string, DefinitionData>) => void;
  /** The answers are being sent. */
  busy: boolean;
  /**
   * The version of each section to show (pinned at the questionnaire's start: published modules or bundled
   * definitions); the bundled ones when absent.
   */
  chosen?: Readonly<Record<string, ChosenDefinition>>;
  /** Shown under the section's buttons (the contradictions still open, when a section was opened from them). */
  notice?: ReactNode;
  /** When set, submitting any section finishes (back to the check of the answers), with this label (i18n key). */
  finishLabel?: string;
}

/**
 * The questionnaire's sections one at a time with the progress shown (SPEC §4): answers collect section by
 * section and survive going back; submitting the last section hands the whole set to `onFinish`. Shared by the
 * prospect questionnaire and the existing client's update.
 */
export function QuestionnaireSections({
  initialIndex,
  initialAnswers,
  onIndexChange,
  onSectionChange,
  onFinish,
  busy,
  chosen: given,
  notice,
  finishLabel,
}: QuestionnaireSectionsProps) {
  const { t } = useTranslation();
  const chosen = useMemo(() => given ?? bundledChoice(), [given]);
  const ids = bundledSectionIds;
  const [index, setIndex] = useState(() => initialIndex % Math.max(ids.length, 1));
  const [answers, setAnswers] = useState<Record<string, DefinitionData>>(() => ({ ...initialAnswers }));
  const heading = useRef<HTMLHeadingElement>(null);
  const sectionId = ids[index];
  const nextId = ids[index + 1];
  const loaded = useRuntimeSection(sectionId ? chosen[sectionId] : undefined, nextId ? chosen[nextId] : undefined);

  useEffect(() => {
    onIndexChange(index);
  }, [index, onIndexChange]);

  // On the last section (or one opened from the contradictions, whose submit finishes too) the person is about to
  // send: the evaluation's code, texts and list are fetched now, not after the provider's answer. Reached with "Next",
  // at once (goTo); shown as the questionnaire opens (resumed there), from the person's first answer.
  const finishing = finishLabel !== undefined || index === ids.length - 1;
  useEffect(() => (finishing ? whenAnswering(() => finishingScreen.announce()) : undefined), [finishing]);

  const goTo = (next: number) => {
    if (next === ids.length - 1) finishingScreen.announce();
    setIndex(next);
    window.scrollTo(0, 0);
    // The new section's heading, so a screen reader starts reading the new questions.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const progress = (
    <>
      <Typography variant="overline" component="p">
        {t('questionnaireFlow.progress', { current: index + 1, total: ids.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / ids.length) * 100}
        aria-label={t('questionnaireFlow.progress', { current: index + 1, total: ids.length })}
        sx={{ mb: 3 }}
      />
    </>
  );
  if (!sectionId) return null;
  if (loaded.status !== 'ready')
    return (
      <ScreenLayout title={t('routes.questionnaire')} headingRef={heading} above={progress}>
        <DefinitionsPending retry={loaded.status === 'failed' ? loaded.retry : undefined} />
      </ScreenLayout>
    );
  const section = loaded.definition;
  const store = (data: DefinitionData) => {
    setAnswers((before) => ({ ...before, [section.id]: data }));
    onSectionChange(section.id, data);
  };

  return (
    <ScreenLayout
      title={t(section.title)}
      headingRef={heading}
      description={section.description && t(section.description)}
      faq={section.faq}
      above={progress}
    >
      <DefinitionForm
        key={`${section.id}:${chosen[section.id]?.sha256 ?? ''}`}
        definition={section}
        validator={loaded.validator}
        formData={answers[section.id] ?? {}}
        onChange={store}
        onSubmit={(data) => {
          store(data);
          if (finishLabel) {
            if (!busy) onFinish({ ...answers, [section.id]: data });
          } else if (index < ids.length - 1) goTo(index + 1);
          else if (!busy) onFinish({ ...answers, [section.id]: data });
        }}
        theme={questionnaireTheme}
        busy={busy}
        submitLabel={finishLabel ?? (index < ids.length - 1 ? 'questionnaireFlow.next' : 'questionnaireFlow.finish')}
        actions={
          index > 0 ? (
            <Button variant="outlined" size="large" onClick={() => goTo(index - 1)}>
              {t('engine.back')}
            </Button>
          ) : undefined
        }
      />
      {notice}
    </ScreenLayout>
  );
}
