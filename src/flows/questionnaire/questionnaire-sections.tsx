import { Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionForm, type DefinitionData, questionnaireTheme } from '../../engine';
import { ScreenLayout } from '../shared/screen-layout';
import { sections } from './sections';
import { useSectionValidator } from './use-section-validator';

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
}: QuestionnaireSectionsProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() => initialIndex % Math.max(sections.length, 1));
  const [answers, setAnswers] = useState<Record<string, DefinitionData>>(() => ({ ...initialAnswers }));
  const heading = useRef<HTMLHeadingElement>(null);
  const section = sections[index];

  const validator = useSectionValidator(section, sections[index + 1]);

  useEffect(() => {
    onIndexChange(index);
  }, [index, onIndexChange]);

  const goTo = (next: number) => {
    setIndex(next);
    window.scrollTo(0, 0);
    // The new section's heading, so a screen reader starts reading the new questions.
    requestAnimationFrame(() => heading.current?.focus());
  };

  if (!section) return null;
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
      above={
        <>
          <Typography variant="overline" component="p">
            {t('questionnaireFlow.progress', { current: index + 1, total: sections.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((index + 1) / sections.length) * 100}
            aria-label={t('questionnaireFlow.progress', { current: index + 1, total: sections.length })}
            sx={{ mb: 3 }}
          />
        </>
      }
    >
      {validator && (
        <DefinitionForm
          key={section.id}
          definition={section}
          validator={validator}
          formData={answers[section.id] ?? {}}
          onChange={store}
          onSubmit={(data) => {
            store(data);
            if (index < sections.length - 1) goTo(index + 1);
            else if (!busy) onFinish({ ...answers, [section.id]: data });
          }}
          theme={questionnaireTheme}
          busy={busy}
          submitLabel={index < sections.length - 1 ? 'questionnaireFlow.next' : 'questionnaireFlow.finish'}
          actions={
            index > 0 ? (
              <Button variant="outlined" size="large" onClick={() => goTo(index - 1)}>
                {t('engine.back')}
              </Button>
            ) : undefined
          }
        />
      )}
    </ScreenLayout>
  );
}
