import { Typography } from '@mui/material';
import type { SectionSource } from '../../definition/analysis/analyse-questionnaire';
import { isConsistencyDefinition } from '../../definition/consistency/consistency-rules';
import { ConsistencyForm } from '../consistency/consistency-form';
import { hasConsents } from '../editor/consent-edits';
import { ConsentForm } from '../editor/consent-form';
import type { ShownProblem } from '../editor/problem-list';
import { QuestionForm, type QuestionFormProps } from '../editor/question-form';
import { TextsEditor } from '../editor/texts-editor';
import { useStudioTranslation } from '../use-studio-translation';
import { StudioSection } from './studio-section';

export interface DefinitionFormPanelProps {
  open: string;
  /** The open file's object; absent while its text is not JSON. */
  definition: Record<string, unknown> | undefined;
  locales: Readonly<Record<string, unknown>>;
  problems: readonly ShownProblem[];
  editObject: QuestionFormProps['editObject'];
  editText: QuestionFormProps['editText'];
  onShow: (pointer: string) => void;
  /** The questionnaire's sections: the questions a consistency rule may concern. */
  sections: readonly SectionSource[];
}

/** The form editor: a step's texts (and its consents); a section's title and description, then its questions. */
export function DefinitionFormPanel(props: DefinitionFormPanelProps) {
  const { t } = useStudioTranslation();
  const { open, definition, locales, problems, editObject, editText, onShow, sections } = props;
  if (isConsistencyDefinition(definition))
    return (
      <StudioSection id="form" title={t('headingConsistency')}>
        <TextsEditor
          key={`texts-${open}`}
          definition={definition as unknown as Record<string, unknown>}
          locales={locales}
          problems={problems}
          only={(pointer) => pointer === '/title' || pointer === '/description' || pointer === '/adviserReview/notice'}
          editText={editText}
          onShow={onShow}
        />
        <ConsistencyForm
          key={`rules-${open}`}
          definition={definition as unknown as Record<string, unknown>}
          locales={locales}
          sections={sections}
          problems={problems.filter((p) => p.severity !== 'info')}
          onShow={onShow}
          editObject={editObject}
          editText={editText}
        />
      </StudioSection>
    );
  const isSection = open.startsWith('schemas/questionnaire/');
  return (
    <StudioSection id="form" title={isSection ? t('headingQuestions') : t('headingTexts')}>
      {definition ? (
        <>
          <TextsEditor
            key={`texts-${open}`}
            definition={definition}
            locales={locales}
            problems={problems}
            only={isSection ? (pointer) => pointer === '/title' || pointer === '/description' : undefined}
            editText={editText}
            onShow={onShow}
          />
          {!isSection && hasConsents(definition) && (
            <ConsentForm
              key={`consents-${open}`}
              definition={definition}
              locales={locales}
              editObject={editObject}
              editText={editText}
            />
          )}
          {isSection && (
            <QuestionForm
              key={`questions-${open}`}
              definition={definition}
              locales={locales}
              problems={problems.filter((p) => p.severity !== 'info')}
              onShow={onShow}
              editObject={editObject}
              editText={editText}
            />
          )}
        </>
      ) : (
        <Typography color="error">{t('formNeedsJson')}</Typography>
      )}
    </StudioSection>
  );
}
