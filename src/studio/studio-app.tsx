import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { servedByRegistry } from './registry/registry-project';
import { RegistryStudioApp } from './registry/registry-studio-app';
import { initialState, type StudioState } from './state/studio-state';
import { loadProject, type ProjectJson } from './studio-api';
import { useStudioTranslation } from './use-studio-translation';
import { StudioWorkspace } from './workspace/studio-workspace';

/** The studio: the registry's web UI when the registry serves it, else the developer's file editor. */
export function StudioApp() {
  return servedByRegistry() ? <RegistryStudioApp /> : <FileStudioApp />;
}

/** Loads the files from the studio's dev server (`npm run studio`), then shows the studio. */
function FileStudioApp() {
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
  return <StudioWorkspace project={loaded.project} initial={loaded.initial} />;
}
