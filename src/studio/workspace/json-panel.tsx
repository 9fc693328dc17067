import { JsonEditor, type JsonEditorProps } from '../editor/json-editor';
import { useStudioTranslation } from '../use-studio-translation';
import { StudioSection } from './studio-section';

/** The open file's raw JSON, with the meta-schema's completion and the problems marked in the text. */
export function JsonPanel(props: JsonEditorProps) {
  const { t } = useStudioTranslation();
  return (
    <StudioSection id="json" title={t('headingJson')}>
      <JsonEditor {...props} />
    </StudioSection>
  );
}
