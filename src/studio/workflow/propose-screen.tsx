import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioI18n, useStudioTranslation } from '../use-studio-translation';
import { useAnnounce } from './announcer';
import { DraftChangedNotice, draftChangedOf } from './draft-changed-notice';
import { formatDateTime } from './format-date-time';
import { QueryState } from './query-state';
import { ScreenHeading } from './screen-heading';
import type { DefinitionSummary, ProposalInput } from './types';
import { workflowErrorText } from './workflow-error-text';
import { useRegistryStudio } from '../registry/registry-context';
import { refreshDraftRefs } from '../registry/registry-project';
import { getDefinitions, proposeChange } from './workflow-api';
import { workflowKeys } from './workflow-query-client';
import { workflowHash } from './workflow-route';

export interface ProposeScreenProps {
  /** Propose an earlier version again instead of drafts. */
  rollback?: { definitionId: string; versionNo: number };
}

/**
 * An author proposes one or more saved drafts (or an earlier version: a rollback) with a reason and a reference.
 * The gates run on the server; the change's page, opened next, shows their report.
 */
export function ProposeScreen({ rollback }: ProposeScreenProps) {
  const { t } = useStudioTranslation();
  const { session } = useStaffSession();
  const query = useQuery({ queryKey: workflowKeys.definitions(), queryFn: getDefinitions });
  const isAuthor = session.status === 'signed-in' && session.hasRole('author');
  return (
    <>
      <ScreenHeading>{rollback ? t('wfRollbackTitle') : t('wfProposeTitle')}</ScreenHeading>
      {!isAuthor ? (
        <Typography>{t('wfOnlyAuthorsPropose')}</Typography>
      ) : (
        <QueryState query={query}>
          {(definitions) => <ProposeForm definitions={definitions} rollback={rollback} />}
        </QueryState>
      )}
    </>
  );
}

function ProposeForm({
  definitions,
  rollback,
}: {
  definitions: DefinitionSummary[];
  rollback?: ProposeScreenProps['rollback'];
}) {
  const { t } = useStudioTranslation();
  const language = useStudioI18n().language;
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const registry = useRegistryStudio();
  const draftsLegend = useId();
  const drafts = definitions.filter((definition) => definition.draft);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  // Each problem as its text's key, put in words as shown: the messages follow a change of the studio's language.
  const [errors, setErrors] = useState<{
    drafts?: 'wfChooseDraft';
    reason?: 'wfReasonRequired';
    reference?: 'wfReferenceRequired';
  }>({});
  const firstDraft = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const referenceRef = useRef<HTMLInputElement>(null);
  // After a 412: the editor saving mine over theirs (or taking theirs), then the list read again for the new ETag.
  const recovering = useRef<Promise<unknown>>(undefined);
  const propose = useMutation({
    mutationFn: async (pressed: ProposalInput) => {
      // A press while that is under way waits for it, then pins the ETag of what the person chose. Pinned at the press,
      // it was the ETag before "keep mine": refused with 412 once more, or theirs proposed if the press came first.
      await recovering.current;
      const listed = queryClient.getQueryData<DefinitionSummary[]>(workflowKeys.definitions()) ?? definitions;
      const input = { ...pressed, items: pressed.items.map((item) => pinned(item, listed)) };
      const change = await proposeChange(input);
      const proposedDrafts = input.items.filter((item) => item.versionNo === undefined);
      if (registry)
        await refreshDraftRefs(
          registry.drafts,
          proposedDrafts.map((item) => item.definitionId),
        );
      return change;
    },
    // A draft saved again meanwhile: the list is read again (its new ETag), the notice shows the new content, and
    // the editor, which still holds the older ETag, takes theirs or saves mine over it as the person chooses (the
    // list is read again after that too, so "Propose again" pins what the person chose).
    onError: (error) => {
      const changed = draftChangedOf(error);
      if (!changed) return;
      announce(t('wfDraftChangedTitle', { path: pathOf(changed.definitionId) }));
      void queryClient.invalidateQueries({ queryKey: workflowKeys.definitions() });
      if (registry && changed.current)
        recovering.current = registry
          .recoverDraft(changed.definitionId, changed.current)
          .then(() => queryClient.invalidateQueries({ queryKey: workflowKeys.definitions() }))
          .catch(() => undefined);
    },
    onSuccess: (change) => {
      void queryClient.invalidateQueries({ queryKey: workflowKeys.all });
      queryClient.setQueryData(workflowKeys.change(change.id), change);
      announce(
        change.gatesPassed ? t('wfProposedPassed', { id: change.id }) : t('wfProposedFailed', { id: change.id }),
      );
      window.location.hash = workflowHash({ screen: 'change', changeId: change.id });
    },
  });
  const pathOf = (id: string) => (definitions.find((d) => d.id === id)?.path ?? id).replace(/^schemas\//, '');
  const draftChanged = draftChangedOf(propose.error);
  const target = rollback ? definitions.find((d) => d.id === rollback.definitionId) : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...(!rollback && chosen.length === 0 ? { drafts: 'wfChooseDraft' as const } : {}),
      ...(!reason.trim() ? { reason: 'wfReasonRequired' as const } : {}),
      ...(!reference.trim() ? { reference: 'wfReferenceRequired' as const } : {}),
    };
    setErrors(found);
    if (found.drafts) return firstDraft.current?.focus();
    if (found.reason) return reasonRef.current?.focus();
    if (found.reference) return referenceRef.current?.focus();
    propose.mutate({
      reason: reason.trim(),
      reference: reference.trim(),
      items: rollback ? [rollback] : chosen.map((definitionId) => ({ definitionId })),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 760 }}>
      {rollback ? (
        <Typography sx={{ mb: 2 }}>
          {t('wfRollbackIntro', {
            versionNo: rollback.versionNo,
            path: (target?.path ?? rollback.definitionId).replace(/^schemas\//, ''),
            live: target?.live?.versionNo ?? '—',
          })}
        </Typography>
      ) : (
        <FormControl component="fieldset" error={Boolean(errors.drafts)} sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend" id={draftsLegend} sx={{ fontWeight: 600 }}>
            {t('wfDrafts')}
          </FormLabel>
          {drafts.length === 0 ? (
            <Typography sx={{ mt: 1 }}>{t('wfNoDrafts')}</Typography>
          ) : (
            <FormGroup>
              {drafts.map((definition, index) => (
                <FormControlLabel
                  key={definition.id}
                  control={
                    <Checkbox
                      checked={chosen.includes(definition.id)}
                      onChange={(event) =>
                        setChosen((now) =>
                          event.target.checked ? [...now, definition.id] : now.filter((id) => id !== definition.id),
                        )
                      }
                      slotProps={{
                        input: {
                          ...(index === 0 ? { ref: firstDraft } : {}),
                          ...(errors.drafts ? { 'aria-describedby': `${draftsLegend}-error` } : {}),
                        },
                      }}
                    />
                  }
                  label={t('wfDraftLabel', {
                    path: definition.path.replace(/^schemas\//, ''),
                    name: definition.draft?.updatedBy ?? '',
                    at: definition.draft ? formatDateTime(definition.draft.updatedAt, language) : '',
                  })}
                />
              ))}
            </FormGroup>
          )}
          {errors.drafts && <FormHelperText id={`${draftsLegend}-error`}>{t(errors.drafts)}</FormHelperText>}
        </FormControl>
      )}
      <TextField
        label={t('wfReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        fullWidth
        inputRef={reasonRef}
        error={Boolean(errors.reason)}
        helperText={t(errors.reason ?? 'wfReasonHelp')}
        sx={{ mb: 2 }}
      />
      <TextField
        label={t('wfReference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        required
        fullWidth
        inputRef={referenceRef}
        error={Boolean(errors.reference)}
        helperText={t(errors.reference ?? 'wfReferenceHelp')}
        slotProps={{ htmlInput: { maxLength: 400 } }}
        sx={{ mb: 2 }}
      />
      {draftChanged && <DraftChangedNotice changed={draftChanged} definitions={definitions} />}
      {propose.isError && !draftChanged && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {workflowErrorText(t, propose.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={propose.isPending || (!rollback && drafts.length === 0)}>
        {propose.isPending
          ? t('wfProposing')
          : rollback
            ? t('wfProposeRollback')
            : draftChanged
              ? t('wfProposeAgain')
              : t('wfPropose')}
      </Button>
    </Box>
  );
}

/**
 * A proposed draft pinned to the content listed (its ETag): one saved again since is refused (412), not proposed
 * unseen. An earlier version (a rollback) is pinned by its number.
 */
function pinned(item: ProposalInput['items'][number], listed: DefinitionSummary[]): ProposalInput['items'][number] {
  if (item.versionNo !== undefined) return item;
  const draftEtag = listed.find((definition) => definition.id === item.definitionId)?.draft?.etag;
  return draftEtag ? { definitionId: item.definitionId, draftEtag } : { definitionId: item.definitionId };
}
