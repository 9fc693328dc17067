import { Alert, Box, CircularProgress } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { initialState, type StudioState } from '../state/studio-state';
import { type ProjectJson, scoreInPage } from '../studio-api';
import { useStudioTranslation } from '../use-studio-translation';
import { StudioWorkspace } from '../workspace/studio-workspace';
import { ConflictDialog } from './conflict-dialog';
import {
  type ConflictChoice,
  type DraftConflict,
  RegistryStudio,
  type RegistryStudioContext,
} from './registry-context';
import { RegistryError, readStaffSession } from './registry-fetch';
import { type DraftRef, loadRegistryProject } from './registry-project';
import { roleNames } from './role-names';
import { SessionEndedDialog } from './session-ended-dialog';
import { SignInScreen } from './sign-in-screen';
import { StaffBar } from './staff-bar';
import { useStaffSession } from './use-staff-session';
import { WorkflowOnlyStudio } from '../workflow/workflow-only-studio';

type Loaded = { project: ProjectJson; initial: StudioState } | { error: string };

/**
 * The studio as the registry's web UI: the sign-in when nobody is signed in; then every definition's draft read from
 * the registry into the editor, saved back as drafts (use-save.ts), read-only for staff who are not authors. A
 * session that ends while the person works keeps the page and all it holds (in memory only) and asks them to sign
 * in again in a new window.
 */
export function RegistryStudioApp() {
  const { t } = useStudioTranslation();
  const { session, signOut } = useStaffSession();
  const [loaded, setLoaded] = useState<Loaded>();
  // One map for the page's life, filled when the project loads; each save updates its ETags (no render needed).
  const [drafts] = useState(() => new Map<string, DraftRef>());
  const recovery = useRef<RegistryStudioContext['recoverDraft']>(undefined);
  const recoverDraft = useCallback<RegistryStudioContext['recoverDraft']>(
    async (definitionId, current) => recovery.current?.(definitionId, current),
    [],
  );
  const setDraftRecovery = useCallback<RegistryStudioContext['setDraftRecovery']>((recover) => {
    recovery.current = recover;
  }, []);
  const [conflict, setConflict] = useState<{ conflict: DraftConflict; resolve: (c: ConflictChoice) => void }>();
  const signedIn = session.status === 'signed-in';
  // An administrator reads no definitions (the registry answers 403): their studio is the audit log alone.
  const readsDefinitions = session.status === 'signed-in' && session.staff.roles.some((role) => role !== 'admin');

  useEffect(() => {
    if (!signedIn || loaded || !readsDefinitions) return;
    loadRegistryProject()
      .then(({ project, drafts: refs }) => {
        drafts.clear();
        for (const [path, ref] of Object.entries(refs)) drafts.set(path, ref);
        if (!project.scoring.error) {
          try {
            scoreInPage(project.scoring);
          } catch {
            // An invalid table: the golden sets then say they could not be scored.
          }
        }
        const definitions = Object.fromEntries(project.definitions.map((file) => [file.path, file.text]));
        const locales = Object.fromEntries(project.locales.map((file) => [file.path, file.text]));
        setLoaded({ project, initial: initialState(definitions, locales) });
      })
      .catch((error: unknown) => {
        if (error instanceof RegistryError && error.needsSignIn) return; // the sign-in screen follows
        const forbidden = error instanceof RegistryError && error.status === 403;
        setLoaded({ error: forbidden ? t('registryNoAccess') : t('loadFailed', { error: (error as Error).message }) });
      });
  }, [signedIn, loaded, readsDefinitions, t, drafts]);

  const askConflict = useCallback(
    (next: DraftConflict) => new Promise<ConflictChoice>((resolve) => setConflict({ conflict: next, resolve })),
    [setConflict],
  );
  const staff = session.status === 'signed-in' || session.status === 'signed-out' ? session.staff : undefined;
  const readOnly = !staff?.roles.includes('author');
  const context = useMemo<RegistryStudioContext>(
    () => ({ drafts, readOnly, askConflict, recoverDraft, setDraftRecovery }),
    [drafts, readOnly, askConflict, recoverDraft, setDraftRecovery],
  );
  const recheck = useCallback(
    () =>
      readStaffSession(true).then(
        () => true,
        () => false,
      ),
    [],
  );
  const sessionEnded = session.status === 'signed-out' && loaded !== undefined && !('error' in loaded);

  // Back from signing in again in another window: the session is read again at once.
  useEffect(() => {
    if (!sessionEnded) return;
    const onFocus = () => void recheck();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [sessionEnded, recheck]);

  if (session.status === 'signed-out' && !sessionEnded) return <SignInScreen reason={session.reason} />;
  if (session.status === 'error') {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Alert severity="error">{t('loadFailed', { error: session.message })}</Alert>
      </Box>
    );
  }
  const bar = staff && <StaffBar name={staff.name} roles={staff.roles} onSignOut={signOut} />;
  if (staff && session.status === 'signed-in' && !readsDefinitions)
    return (
      <>
        {bar}
        <WorkflowOnlyStudio roles={staff.roles} />
      </>
    );
  if (!loaded || !staff) {
    return (
      <>
        {bar}
        <Box component="main" sx={{ p: 4 }} role="status">
          <CircularProgress size={24} aria-hidden /> {t('loading')}
        </Box>
      </>
    );
  }
  if ('error' in loaded) {
    return (
      <>
        {bar}
        <Box component="main" sx={{ p: 4 }}>
          <Alert severity="error">{loaded.error}</Alert>
        </Box>
      </>
    );
  }
  return (
    <RegistryStudio.Provider value={context}>
      {bar}
      {readOnly && (
        <Alert severity="info" role="note" sx={{ borderRadius: 0 }}>
          {t('registryReadOnly', { roles: roleNames(t, staff.roles) })}
        </Alert>
      )}
      <StudioWorkspace project={loaded.project} initial={loaded.initial} />
      <ConflictDialog
        conflict={conflict?.conflict}
        onChoose={(choice) => {
          conflict?.resolve(choice);
          setConflict(undefined);
        }}
      />
      <SessionEndedDialog open={sessionEnded} onRecheck={recheck} />
    </RegistryStudio.Provider>
  );
}
