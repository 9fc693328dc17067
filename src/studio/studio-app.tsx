import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useStudioTranslation } from './use-studio-translation';
import type { Definition } from '../engine/definition/types';
import { analyseQuestionnaire, type Finding, profilesReached } from './analysis/analyse-questionnaire';
import { AnalysisPanel, type ProfileReach } from './analysis/analysis-panel';
import { GoldenPanel } from './analysis/golden-panel';
import {
  answerListOf,
  type GoldenResult,
  type GoldenSet,
  judgeGoldenSet,
  parseGoldenSet,
} from './analysis/golden-sets';
import { definitionDiff } from './diff/definition-diff';
import { DiffPanel } from './diff/diff-panel';
import { JsonEditor, type JsonEditorHandle, selectPointer } from './editor/json-editor';
import type { ShownProblem } from './editor/problem-list';
import { ProblemList } from './editor/problem-list';
import { QuestionForm } from './editor/question-form';
import { STUDIO_LANGUAGES } from './editor/text-model';
import { TextsEditor } from './editor/texts-editor';
import { LanguageSelect } from './language-select';
import { lintFiles, type Problem } from './lint/lint-files';
import { DefinitionPreview, useRuntimeValidator } from './preview/definition-preview';
import { planSave } from './state/save-plan';
import { initialState, type StudioState, studioReducer } from './state/studio-state';
import { loadProject, type ProjectJson, saveFiles, score } from './studio-api';
import { useDebounced } from './use-debounced';

function parseJson(text: string | undefined): { value?: Record<string, unknown>; error?: string } {
  if (text === undefined) return {};
  try {
    return { value: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const fileLabel = (path: string) => path.replace(/^schemas\//, '');

/** A message of the studio's texts, kept as key and values so it follows a switch of the studio's language. */
interface Message {
  key: string;
  values?: Record<string, unknown>;
}

/** The studio once the files are loaded. */
function Studio({ project, initial }: { project: ProjectJson; initial: StudioState }) {
  const { t } = useStudioTranslation();
  const [state, dispatch] = useReducer(studioReducer, initial);
  const paths = useMemo(() => project.definitions.map((file) => file.path), [project]);
  const [open, setOpen] = useState(() => {
    const fromHash = decodeURIComponent(window.location.hash.slice(1));
    return paths.includes(fromHash)
      ? fromHash
      : (paths.find((p) => p.startsWith('schemas/questionnaire/')) ?? paths[0] ?? '');
  });
  const [status, setStatus] = useState<Message>();
  const [saveProblems, setSaveProblems] = useState<Problem[]>([]);
  const [saving, setSaving] = useState(false);
  const jsonEditor = useRef<JsonEditorHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const openFile = (path: string) => {
    setOpen(path);
    window.history.replaceState(null, '', `#${encodeURIComponent(path)}`);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const present = state.present;
  const settled = useDebounced(present, 250);
  const metaSchema = useMemo(() => JSON.parse(project.metaSchema.text) as Record<string, unknown>, [project]);

  // Lint: everything `npm run lint:definitions` checks, on the edited files.
  const problems = useMemo(
    () =>
      lintFiles(
        Object.entries(settled.definitions).map(([path, text]) => ({ path, text })),
        settled.locales,
        metaSchema,
      ),
    [settled, metaSchema],
  );

  // Questionnaire analysis and golden sets.
  const sections = useMemo(
    () =>
      Object.keys(settled.definitions)
        .filter((path) => path.startsWith('schemas/questionnaire/'))
        .sort()
        .flatMap((path) => {
          const parsed = parseJson(settled.definitions[path]).value;
          return parsed ? [{ file: path, definition: parsed }] : [];
        }),
    [settled],
  );
  const analysis = useMemo(() => analyseQuestionnaire(sections), [sections]);
  const golden = useMemo(
    () => project.golden.map((file) => parseGoldenSet(file.path, parseJson(file.text).value ?? file.text)),
    [project],
  );
  const goldenSets = useMemo(() => golden.filter((g): g is GoldenSet => 'answers' in g), [golden]);
  const goldenErrors = useMemo(
    () => golden.flatMap((g) => ('errors' in g ? g.errors.map((e) => `${g.file}: ${e}`) : [])),
    [golden],
  );
  const answerLists = useMemo(() => goldenSets.map((set) => answerListOf(set, sections)), [goldenSets, sections]);

  const [scored, setScored] = useState<{ results: GoldenResult[]; profiles: ProfileReach[]; error?: string }>({
    results: [],
    profiles: [],
  });
  useEffect(() => {
    let current = true;
    score(
      sections.map((s) => s.definition),
      answerLists.map((a) => a.answers),
      analysis.totals,
    )
      .then((answer) => {
        if (!current) return;
        setScored({
          results: goldenSets.map((set, index) =>
            judgeGoldenSet(set, answerLists[index]?.problems ?? [], answer.scores[index]),
          ),
          profiles: profilesReached(analysis.totals, answer.profiles, answer.riskProfileIds),
        });
      })
      .catch((error: unknown) => current && setScored({ results: [], profiles: [], error: (error as Error).message }));
    return () => {
      current = false;
    };
  }, [answerLists, analysis, goldenSets, sections]);

  const findingsOf = (file: string): ShownProblem[] => [
    ...problems
      .filter((p) => p.file === file)
      .map((p) => ({ severity: 'error' as const, pointer: p.pointer, message: p.message })),
    ...analysis.findings.filter((f: Finding) => f.file === file),
  ];
  const errorsCount = problems.length + analysis.findings.filter((f) => f.severity === 'error').length;
  const changedFiles = [
    ...Object.keys(present.definitions).filter((path) => present.definitions[path] !== state.saved.definitions[path]),
    ...Object.keys(present.locales).filter((path) => present.locales[path] !== state.saved.locales[path]),
  ];
  const dirty = changedFiles.length > 0;
  const stale = settled !== present;

  const text = present.definitions[open] ?? '';
  const parsed = parseJson(text);
  const settledParsed = useMemo(() => parseJson(settled.definitions[open]).value, [settled, open]);
  const shown = findingsOf(open);
  const isSection = open.startsWith('schemas/questionnaire/');
  const changes = useMemo(
    () =>
      definitionDiff(
        parseJson(state.saved.definitions[open]).value,
        parsed.value,
        state.saved.locales,
        present.locales,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.saved, text, present.locales, open],
  );

  const now = () => Date.now();
  const editObject = useCallback(
    (origin: string, change: (d: Record<string, unknown>) => void) =>
      dispatch({ type: 'editObject', path: open, change, origin, at: now() }),
    [open],
  );
  const editText = useCallback(
    (origin: string, language: string, key: string, value: string) =>
      dispatch({ type: 'editText', language, key, value, origin, at: now() }),
    [],
  );
  const onShow = useCallback((pointer: string) => selectPointer(jsonEditor.current, pointer), []);

  const save = async () => {
    if (errorsCount > 0 || stale) {
      setStatus({ key: 'notSavedFixErrors', values: { count: errorsCount } });
      return;
    }
    const plan = planSave(state.saved, present, state.savedLocaleTexts);
    if (plan.files.length === 0) return setStatus({ key: 'nothingToSave' });
    setSaving(true);
    setSaveProblems([]);
    try {
      await saveFiles(plan.files);
      dispatch({ type: 'saved', snapshot: plan.snapshot, localeTexts: plan.localeTexts });
      const versions = Object.entries(plan.versions).map(([path, [from, to]]) => `${fileLabel(path)} ${from} → ${to}`);
      setStatus(
        versions.length
          ? { key: 'savedFilesVersions', values: { count: plan.files.length, versions: versions.join(', ') } }
          : { key: 'savedFiles', values: { count: plan.files.length } },
      );
    } catch (error) {
      const refused = (error as { problems?: Problem[] }).problems ?? [];
      setSaveProblems(refused);
      setStatus({ key: 'notSaved', values: { message: (error as Error).message } });
    } finally {
      setSaving(false);
    }
  };

  const definitionForPreview = settledParsed as Definition | undefined;
  const previewValidator = useRuntimeValidator(definitionForPreview);
  const otherFileProblems = problems.filter((p) => p.file !== open);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '260px 1fr' }, minHeight: '100vh' }}>
      <Box
        component="nav"
        aria-label={t('navDefinitions')}
        sx={{ borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Typography component="p" variant="h6" sx={{ px: 2, pt: 2 }}>
          {t('studioName')}
        </Typography>
        <LanguageSelect />
        {(['schemas/questionnaire/', 'schemas/steps/'] as const).map((folder) => (
          <Box key={folder}>
            <Typography
              id={`nav-${folder.slice(8, -1)}`}
              component="h2"
              variant="subtitle2"
              sx={{ px: 2, pt: 2, color: 'text.secondary' }}
            >
              {folder === 'schemas/steps/' ? t('navSteps') : t('navSections')}
            </Typography>
            <List dense aria-labelledby={`nav-${folder.slice(8, -1)}`}>
              {paths
                .filter((path) => path.startsWith(folder))
                .map((path) => {
                  const edited = changedFiles.includes(path);
                  const count = problems.filter((p) => p.file === path).length;
                  return (
                    <ListItem key={path} disablePadding>
                      <ListItemButton
                        component="a"
                        href={`#${encodeURIComponent(path)}`}
                        aria-current={path === open ? 'page' : undefined}
                        selected={path === open}
                        onClick={(event: React.MouseEvent) => {
                          event.preventDefault();
                          openFile(path);
                        }}
                      >
                        <ListItemText
                          primary={path.slice(folder.length)}
                          secondary={
                            [edited ? t('navEdited') : '', count ? t('navProblems', { count }) : '']
                              .filter(Boolean)
                              .join(', ') || undefined
                          }
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
            </List>
          </Box>
        ))}
      </Box>

      <Box component="main" sx={{ p: { xs: 1, md: 3 }, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography ref={heading} tabIndex={-1} component="h1" variant="h5" sx={{ flexGrow: 1, minWidth: 240 }}>
            {fileLabel(open)}{' '}
            {typeof parsed.value?.version === 'string' && (
              <Chip size="small" label={t('version', { version: parsed.value.version })} />
            )}
          </Typography>
          <Button variant="outlined" onClick={() => dispatch({ type: 'undo' })} disabled={state.past.length === 0}>
            {t('undo')}
          </Button>
          <Button variant="outlined" onClick={() => dispatch({ type: 'redo' })} disabled={state.future.length === 0}>
            {t('redo')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={saving || !dirty}
            aria-describedby="save-status"
          >
            {saving ? t('saving') : t('save')}
          </Button>
        </Box>
        <Box id="save-status" role="status" sx={{ mb: 2, minHeight: '1.5em' }}>
          <Typography sx={{ color: errorsCount > 0 ? 'error.main' : 'text.primary' }}>
            {stale
              ? t('checking')
              : errorsCount > 0
                ? t('errorsRefused', { count: errorsCount })
                : dirty
                  ? t('noErrorsEdited', { files: changedFiles.map(fileLabel).join(', ') })
                  : t('noErrorsNothingEdited')}
          </Typography>
          {status && <Typography sx={{ fontWeight: 600 }}>{t(status.key, status.values)}</Typography>}
        </Box>
        {saveProblems.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {saveProblems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('\n')}
          </Alert>
        )}
        {otherFileProblems.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {`${t('problemsInOtherFiles')} `}
            {otherFileProblems.slice(0, 8).map((p) => (
              <span key={`${p.file}${p.pointer}${p.message}`}>
                <Link component="button" onClick={() => openFile(p.file)}>
                  {fileLabel(p.file)}
                </Link>
                {`#${p.pointer}: ${p.message}. `}
              </span>
            ))}
          </Alert>
        )}

        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 3 }}>
          <Box sx={{ minWidth: 0 }}>
            <Paper component="section" aria-labelledby="form-heading" sx={{ p: 2, mb: 3 }}>
              <Typography id="form-heading" component="h2" variant="h6" gutterBottom>
                {isSection ? t('headingQuestions') : t('headingTexts')}
              </Typography>
              {parsed.value ? (
                <>
                  <TextsEditor
                    key={`texts-${open}`}
                    definition={parsed.value}
                    locales={present.locales}
                    problems={shown}
                    only={isSection ? (pointer) => pointer === '/title' || pointer === '/description' : undefined}
                    editText={editText}
                    onShow={onShow}
                  />
                  {isSection && (
                    <QuestionForm
                      key={`questions-${open}`}
                      definition={parsed.value}
                      locales={present.locales}
                      problems={shown.filter((p) => p.severity !== 'info')}
                      onShow={onShow}
                      editObject={editObject}
                      editText={editText}
                    />
                  )}
                </>
              ) : (
                <Typography color="error">{t('formNeedsJson')}</Typography>
              )}
            </Paper>
            <Paper component="section" aria-labelledby="json-heading" sx={{ p: 2, mb: 3 }}>
              <Typography id="json-heading" component="h2" variant="h6" gutterBottom>
                {t('headingJson')}
              </Typography>
              <JsonEditor
                path={open}
                text={text}
                onChange={(next) =>
                  dispatch({ type: 'editDefinition', path: open, text: next, origin: 'json', at: now() })
                }
                problems={shown.filter((p) => p.severity !== 'info')}
                parseError={parsed.error}
                metaSchema={metaSchema}
                inputRef={jsonEditor}
                onShow={onShow}
                onUndo={() => dispatch({ type: 'undo' })}
                onRedo={() => dispatch({ type: 'redo' })}
              />
            </Paper>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Paper component="section" aria-labelledby="analysis-heading" sx={{ p: 2, mb: 3 }}>
              <Typography id="analysis-heading" component="h2" variant="h6" gutterBottom>
                {t('headingAnalysis')}
              </Typography>
              <AnalysisPanel
                analysis={analysis}
                openFile={open}
                profiles={scored.profiles}
                scoringError={scored.error === undefined ? undefined : t('scoringFailed', { message: scored.error })}
              />
              <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
                {t('findingsIn', { file: fileLabel(open) })}
              </Typography>
              {shown.filter((p) => p.severity !== 'info').length === 0 ? (
                <Typography>{t('noErrorsOrWarnings')}</Typography>
              ) : (
                <ProblemList problems={shown.filter((p) => p.severity !== 'info')} onShow={onShow} />
              )}
              {shown.some((p) => p.severity === 'info') && (
                <Box component="details" sx={{ mt: 1 }}>
                  <Box component="summary" sx={{ cursor: 'pointer' }}>
                    {t('answersWithoutPoints', { count: shown.filter((p) => p.severity === 'info').length })}
                  </Box>
                  <ProblemList problems={shown.filter((p) => p.severity === 'info')} onShow={onShow} />
                </Box>
              )}
            </Paper>
            <Paper component="section" aria-labelledby="golden-heading" sx={{ p: 2, mb: 3 }}>
              <Typography id="golden-heading" component="h2" variant="h6" gutterBottom>
                {t('headingGolden')}
              </Typography>
              <GoldenPanel results={scored.results} errors={goldenErrors} />
            </Paper>
            <Paper component="section" aria-labelledby="diff-heading" sx={{ p: 2, mb: 3 }}>
              <Typography id="diff-heading" component="h2" variant="h6" gutterBottom>
                {t('headingDiff')}
              </Typography>
              {/* The empty case here: the diff's own words (src/studio/diff) are English for now. */}
              {changes.length === 0 ? <Typography>{t('noChanges')}</Typography> : <DiffPanel changes={changes} />}
            </Paper>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="preview-heading">
          <Typography id="preview-heading" component="h2" variant="h6" gutterBottom>
            {t('headingPreview')}
          </Typography>
          {definitionForPreview && previewValidator ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
              {STUDIO_LANGUAGES.map((language) => (
                <DefinitionPreview
                  key={`${open}-${language}`}
                  definition={definitionForPreview}
                  validator={previewValidator}
                  language={language}
                  locales={settled.locales}
                />
              ))}
            </Box>
          ) : (
            <Typography>{t('previewWaits')}</Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** Loads the files from the studio's server, then shows the studio. */
export function StudioApp() {
  const { t } = useStudioTranslation();
  const [loaded, setLoaded] = useState<{ project: ProjectJson; initial: StudioState } | { error: string }>();
  useEffect(() => {
    loadProject()
      .then((project) => {
        const definitions = Object.fromEntries(project.definitions.map((file) => [file.path, file.text]));
        const locales = Object.fromEntries(project.locales.map((file) => [file.path, file.text]));
        setLoaded({ project, initial: initialState(definitions, locales) });
      })
      .catch((error: unknown) => setLoaded({ error: (error as Error).message }));
  }, []);
  if (!loaded) {
    return (
      <Box component="main" sx={{ p: 4 }} role="status">
        <CircularProgress size={24} aria-hidden /> {t('loading')}
      </Box>
    );
  }
  if ('error' in loaded) {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Alert severity="error">{t('loadFailed', { error: loaded.error })}</Alert>
      </Box>
    );
  }
  return <Studio project={loaded.project} initial={loaded.initial} />;
}
