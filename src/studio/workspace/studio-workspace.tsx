import { Alert } from '@mui/material';
import { useCallback, useMemo, useRef } from 'react';
import type { Definition } from '../../engine';
import type { Finding } from '../../definition/analysis/analyse-questionnaire';
import { GoldenPanel } from '../analysis/golden-panel';
import { ConsistencyPreview } from '../consistency/consistency-preview';
import { useGoldenRuleResults } from '../consistency/use-golden-rule-results';
import { GoldenRulesPanel } from '../consistency/golden-rules-panel';
import { isConsistencyDefinition } from '../../definition/consistency/consistency-rules';
import { type JsonEditorHandle, selectPointer } from '../editor/json-editor';
import type { ShownProblem } from '../editor/problem-list';
import type { StudioState } from '../state/studio-state';
import type { ProjectJson } from '../studio-api';
import { useStudioTranslation } from '../use-studio-translation';
import { ChangesPanel } from './changes-panel';
import { DefinitionFormPanel } from './definition-form-panel';
import { DefinitionNav } from './definition-nav';
import { FileHeader } from './file-header';
import { FindingsPanel } from './findings-panel';
import { JsonPanel } from './json-panel';
import { parseJson } from './parse-json';
import { PreviewPanel } from './preview-panel';
import { ProblemAlerts } from './problem-alerts';
import { SaveStatus } from './save-status';
import { StudioLayout } from './studio-layout';
import { StudioSection } from './studio-section';
import { useDefinitionFiles } from './use-definition-files';
import { useGoldenSets } from './use-golden-sets';
import { useLint } from './use-lint';
import { useOpenFile } from './use-open-file';
import { useQuestionnaireAnalysis } from './use-questionnaire-analysis';
import { useSave } from './use-save';

export interface StudioWorkspaceProps {
  project: ProjectJson;
  initial: StudioState;
}

/** The studio once the files are loaded: the open file's editors, checks and preview, beside the file list. */
export function StudioWorkspace({ project, initial }: StudioWorkspaceProps) {
  const { t } = useStudioTranslation();
  const paths = useMemo(() => project.definitions.map((file) => file.path), [project]);
  const { open, openFile, heading } = useOpenFile(paths);
  const files = useDefinitionFiles(initial, open);
  const { state, present, settled, stale, changedFiles } = files;
  const metaSchema = useMemo(() => JSON.parse(project.metaSchema.text) as Record<string, unknown>, [project]);
  const lint = useLint(settled, metaSchema);
  const { problems } = lint;
  // Served by the registry the lint answers after a request: until then the checks have not seen the last edit.
  const checking = stale || lint.pending;
  const { sections, analysis } = useQuestionnaireAnalysis(settled);
  const golden = useGoldenSets(project.golden, sections, analysis);
  const goldenRules = useGoldenRuleResults(settled.definitions, project.golden);
  const errorsCount = problems.length + analysis.findings.filter((f) => f.severity === 'error').length;
  const { save, status, saveProblems, saving } = useSave({
    state,
    errorsCount,
    stale: checking,
    markSaved: files.markSaved,
  });

  const jsonEditor = useRef<JsonEditorHandle>(null);
  const onShow = useCallback((pointer: string) => selectPointer(jsonEditor.current, pointer), []);
  const text = present.definitions[open] ?? '';
  const parsed = parseJson(text);
  const settledParsed = useMemo(() => parseJson(settled.definitions[open]).value, [settled, open]);
  const shown: ShownProblem[] = [
    ...problems
      .filter((p) => p.file === open)
      .map((p) => ({ severity: 'error' as const, pointer: p.pointer, message: p.message, words: p.words })),
    ...analysis.findings.filter((f: Finding) => f.file === open),
  ];
  const findings = shown.filter((p) => p.severity !== 'info');

  return (
    <StudioLayout
      nav={
        <DefinitionNav
          paths={paths}
          open={open}
          changedFiles={changedFiles}
          problems={problems}
          onOpen={openFile}
          textsNamespaces={project.textsNamespaces ?? []}
        />
      }
      top={
        <>
          <FileHeader
            open={open}
            headingRef={heading}
            version={parsed.value?.version}
            canUndo={state.past.length > 0}
            canRedo={state.future.length > 0}
            onUndo={files.undo}
            onRedo={files.redo}
            onSave={() => void save()}
            saving={saving}
            dirty={changedFiles.length > 0}
          />
          <SaveStatus stale={checking} errorsCount={errorsCount} changedFiles={changedFiles} message={status} />
          {lint.failed && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {t('checksRequestFailed')}
            </Alert>
          )}
          <ProblemAlerts
            saveProblems={saveProblems}
            otherFileProblems={problems.filter((p) => p.file !== open)}
            onOpen={openFile}
          />
        </>
      }
      editors={
        <>
          <DefinitionFormPanel
            open={open}
            definition={parsed.value}
            locales={present.locales}
            problems={shown}
            editObject={files.editObject}
            editText={files.editText}
            onShow={onShow}
            sections={sections}
          />
          <JsonPanel
            path={open}
            text={text}
            onChange={files.editJson}
            problems={findings}
            parseError={parsed.error}
            metaSchema={metaSchema}
            inputRef={jsonEditor}
            onShow={onShow}
            onUndo={files.undo}
            onRedo={files.redo}
          />
        </>
      }
      checks={
        <>
          <FindingsPanel
            analysis={analysis}
            open={open}
            profiles={golden.profiles}
            scoringError={golden.error}
            problems={shown}
            onShow={onShow}
          />
          <StudioSection id="golden" title={t('headingGolden')}>
            <GoldenPanel results={golden.results} errors={golden.errors} />
            <GoldenRulesPanel results={goldenRules} />
          </StudioSection>
          <ChangesPanel open={open} saved={state.saved} text={text} locales={present.locales} />
        </>
      }
      preview={
        isConsistencyDefinition(settledParsed) ? (
          <ConsistencyPreview definition={settledParsed} locales={settled.locales} />
        ) : (
          <PreviewPanel open={open} definition={settledParsed as Definition | undefined} locales={settled.locales} />
        )
      }
    />
  );
}
