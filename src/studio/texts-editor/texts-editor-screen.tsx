import { Alert, Box, Button, Checkbox, FormControlLabel, Link, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { textsDefinitionId } from '../../definition/texts/texts-definition-id';
import { RegistryError, registryFetch } from '../registry/registry-fetch';
import type { RegistryDraft } from '../registry/registry-project';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioTranslation } from '../use-studio-translation';
import { ScreenHeading } from '../workflow/screen-heading';
import { workflowHash } from '../workflow/workflow-route';
import { screenName } from './screen-name';
import { TextRowFields } from './text-row-fields';
import { missingIn, rowMatches, TEXT_LANGUAGES, type TextsByLanguage, textRows } from './texts-rows';

interface TextsDraft extends Omit<RegistryDraft, 'definition' | 'texts'> {
  definition: { kind: 'texts'; namespace: string; keys: string[] };
  texts: TextsByLanguage;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; revision: number }
  | { kind: 'conflict'; theirs: TextsDraft }
  | { kind: 'failed'; message: string };

const draftPath = (namespace: string) => `/api/definitions/${encodeURIComponent(textsDefinitionId(namespace))}/draft`;

/**
 * The texts of one screen (a locale namespace no definition carries) from the registry's shared draft: each key a
 * row with its Slovak, English and Bulgarian text side by side, searchable, a missing text flagged. Authors save
 * the draft (If-Match: a colleague's newer save is a conflict, nothing typed lost) and propose it under "Changes
 * and approval" like any definition; approvers and auditors read.
 */
export function TextsEditorScreen({ namespace }: { namespace: string }) {
  const { t } = useStudioTranslation();
  const { session } = useStaffSession();
  const canEdit = session.status === 'signed-in' && session.hasRole('author');
  const [draft, setDraft] = useState<TextsDraft | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [texts, setTexts] = useState<TextsByLanguage | undefined>();
  const [search, setSearch] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  // Rows the person has been in since the filters last changed: shown whatever their texts now say, so a row being
  // typed in never vanishes under the cursor once its text is no longer missing (or no longer matches the search).
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const keep = useCallback(
    (key: string) => setKept((before) => (before.has(key) ? before : new Set(before).add(key))),
    [],
  );
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    let current = true;
    registryFetch<TextsDraft>(draftPath(namespace)).then(
      (read) => {
        if (!current) return;
        setDraft(read);
        setTexts(read.texts);
      },
      (error: unknown) => current && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [namespace]);

  const rows = useMemo(() => (draft && texts ? textRows(draft.definition.keys, texts) : []), [draft, texts]);
  const missingCount = useMemo(
    () => (texts ? rows.filter((row) => missingIn(row, texts).length > 0).length : 0),
    [rows, texts],
  );
  const shown = texts
    ? rows.filter(
        (row) =>
          kept.has(row.key) || (rowMatches(row, texts, search) && (!onlyMissing || missingIn(row, texts).length > 0)),
      )
    : [];
  const edited = !!draft && !!texts && JSON.stringify(texts) !== JSON.stringify(draft.texts);

  const setText = useCallback((language: (typeof TEXT_LANGUAGES)[number], key: string, value: string) => {
    setTexts((before) => before && { ...before, [language]: { ...before[language], [key]: value } });
    setStatus((before) => (before.kind === 'saved' ? { kind: 'idle' } : before));
  }, []);

  const save = async (etag: string) => {
    if (!draft || !texts) return;
    setStatus({ kind: 'saving' });
    try {
      const saved = await registryFetch<TextsDraft>(draftPath(namespace), {
        method: 'PUT',
        ifMatch: etag,
        json: { definition: draft.definition, texts },
      });
      setDraft(saved);
      setStatus({ kind: 'saved', revision: saved.revision });
    } catch (error) {
      if (error instanceof RegistryError && error.code === 'edit-conflict' && error.body.current)
        setStatus({ kind: 'conflict', theirs: error.body.current as TextsDraft });
      else setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const title = screenName(t, namespace);
  if (loadError)
    return (
      <Alert severity="error" role="alert">
        {t('txLoadFailed', { error: loadError })}
      </Alert>
    );
  if (!draft || !texts) return <Typography role="status">{t('txLoading')}</Typography>;
  return (
    <Box component="section" aria-labelledby="texts-heading">
      <ScreenHeading>
        <span id="texts-heading">{t('txHeading', { screen: title })}</span>
      </ScreenHeading>
      <Typography sx={{ mb: 2 }}>{canEdit ? t('txIntro') : t('txReadOnly')}</Typography>
      {draft.updatedBy ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('txDraftBy', { name: draft.updatedBy.name, revision: draft.revision })}
        </Typography>
      ) : null}
      <Box
        role="search"
        aria-label={t('txFilters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
      >
        <TextField
          label={t('txSearch')}
          type="search"
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setKept(new Set());
          }}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={onlyMissing}
              onChange={(event) => {
                setOnlyMissing(event.target.checked);
                setKept(new Set());
              }}
            />
          }
          label={t('txOnlyMissing')}
        />
      </Box>
      <Typography role="status" sx={{ mb: 2 }}>
        {t('txCount', { count: rows.length })} {missingCount > 0 ? t('txMissingCount', { count: missingCount }) : ''}
        {search || onlyMissing ? ` ${t('txShown', { count: shown.length })}` : ''}
      </Typography>
      {shown.map((row) => (
        <TextRowFields
          key={row.key}
          namespace={namespace}
          row={row}
          texts={texts}
          missing={missingIn(row, texts)}
          readOnly={!canEdit}
          onChange={setText}
          onFocus={keep}
        />
      ))}
      {canEdit ? (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            // Above the fields it covers: an outlined field's label is drawn one layer up (MUI's z-index 1), and
            // without this the labels of the rows scrolled under the bar showed through it, over Save.
            zIndex: 2,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            py: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
          }}
        >
          <Button
            variant="contained"
            disabled={!edited || status.kind === 'saving' || status.kind === 'conflict'}
            onClick={() => void save(draft.etag)}
          >
            {status.kind === 'saving' ? t('txSaving') : t('txSave')}
          </Button>
          <Box role="status" aria-live="polite">
            {status.kind === 'saved' ? (
              <Typography component="span">
                {t('txSaved', { revision: status.revision })}{' '}
                <Link href={workflowHash({ screen: 'propose' })}>{t('txGoPropose')}</Link>
              </Typography>
            ) : edited ? (
              <Typography component="span">{t('txUnsaved')}</Typography>
            ) : null}
          </Box>
        </Box>
      ) : null}
      {status.kind === 'failed' ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('txSaveFailed', { error: status.message })}
        </Alert>
      ) : null}
      {status.kind === 'conflict' ? (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 2 }}
          action={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button color="inherit" onClick={() => void save(status.theirs.etag)}>
                {t('txKeepMine')}
              </Button>
              <Button
                color="inherit"
                onClick={() => {
                  setDraft(status.theirs);
                  setTexts(status.theirs.texts);
                  setStatus({ kind: 'idle' });
                }}
              >
                {t('txTakeTheirs')}
              </Button>
            </Box>
          }
        >
          {t('txConflict', { name: status.theirs.updatedBy?.name ?? '?' })}
        </Alert>
      ) : null}
    </Box>
  );
}
