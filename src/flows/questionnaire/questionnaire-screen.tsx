import { Button, Container, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { validators } from 'virtual:questionnaire-validators.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callApi, profileStore } from '../../api';
import { DefinitionForm, type FormData } from '../../engine/renderer/definition-form';
import { createDefinitionValidator } from '../../engine/validation';
import { widgets } from '../../engine/widgets';
import { draftStore } from '../shared/draft-store';
import { useFeedback } from '../shared/feedback-context';
import { usePageFaq } from '../shared/page-faq';
import { answerList } from './answer-list';
import { sections } from './sections';

const PROGRESS_KEY = 'questionnaire-progress';

/**
 * The investment questionnaire (SPEC §4): its sections one at a time with the progress shown; answers collect
 * section by section and survive going back; the last section sends the whole list as `odpovede`.
 */
export default function QuestionnaireScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [index, setIndex] = useState(() => Number(draftStore.get(PROGRESS_KEY).index ?? 0) % Math.max(sections.length, 1));
  const [answers, setAnswers] = useState<Record<string, FormData>>(() => Object.fromEntries(sections.map((s) => [s.id, draftStore.get(s.id)])));
  const heading = useRef<HTMLHeadingElement>(null);
  const section = sections[index];
  usePageFaq(section?.faq);

  const validator = useMemo(() => (section ? createDefinitionValidator<FormData>(validators[section.id], section.schema) : undefined), [section]);

  useEffect(() => {
    draftStore.set(PROGRESS_KEY, { index });
  }, [index]);

  const goTo = (next: number) => {
    setIndex(next);
    window.scrollTo(0, 0);
    // The new section's heading, so a screen reader starts reading the new questions.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const submit = useMutation({
    mutationKey: ['questionnaire'],
    mutationFn: (all: Record<string, FormData>) => callApi('questionnaire', { body: { odpovede: JSON.stringify(answerList(sections, all)) } }),
    onSuccess: (answer) => {
      profileStore.update({ risk_profile_id: answer.risk_profile_id, referrer_url: 4 });
      feedback.showSuccess('toasts.questionnaireSaved');
      navigate('/steps/questionnaire-evaluation');
    },
    onError: (error) => feedback.showError(error),
  });

  if (!section || !validator) return null;
  const store = (data: FormData) => {
    setAnswers((before) => ({ ...before, [section.id]: data }));
    draftStore.set(section.id, data);
  };

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="overline" component="p">
        {t('questionnaireFlow.progress', { current: index + 1, total: sections.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / sections.length) * 100}
        aria-label={t('questionnaireFlow.progress', { current: index + 1, total: sections.length })}
        sx={{ mb: 3 }}
      />
      <Typography ref={heading} component="h1" variant="h4" gutterBottom tabIndex={-1}>
        {t(section.title)}
      </Typography>
      {section.description && <Typography sx={{ mb: 3 }}>{t(section.description)}</Typography>}
      <DefinitionForm
        key={section.id}
        definition={section}
        validator={validator}
        formData={answers[section.id] ?? {}}
        onChange={store}
        onSubmit={(data) => {
          store(data);
          if (index < sections.length - 1) goTo(index + 1);
          else if (!submit.isPending) submit.mutate({ ...answers, [section.id]: data });
        }}
        widgets={widgets}
        busy={submit.isPending}
        submitLabel={index < sections.length - 1 ? 'questionnaireFlow.next' : 'questionnaireFlow.finish'}
        actions={
          index > 0 ? (
            <Button variant="outlined" size="large" onClick={() => goTo(index - 1)}>
              {t('engine.back')}
            </Button>
          ) : undefined
        }
      />
    </Container>
  );
}
