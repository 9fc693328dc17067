import { Box, Button, Link, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useStudioTranslation } from '../use-studio-translation';
import { useAnnounce } from './announcer';
import { HashText } from './hash-text';
import { evidencePageUrl, getEvidence } from './workflow-api';
import { workflowErrorText } from './workflow-error-text';

/** Hands the browser a JSON document as a file to save (the export itself is audited by the registry). */
function download(name: string, json: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An auditor's exports of one version's evidence: the JSON document with its hash, and the readable page. */
export function EvidenceActions({ definitionId, versionNo }: { definitionId: string; versionNo: number }) {
  const { t } = useStudioTranslation();
  const announce = useAnnounce();
  const exportJson = useMutation({
    mutationFn: () => getEvidence(definitionId, versionNo),
    onSuccess: (evidence) => {
      download(`evidence-${definitionId}-v${versionNo}.json`, evidence);
      announce(t('wfEvidenceSaved', { versionNo, sha256: evidence.sha256 }));
    },
    onError: (error) => announce(workflowErrorText(t, error)),
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={exportJson.isPending} onClick={() => exportJson.mutate()}>
          {t('wfEvidenceJson', { versionNo })}
        </Button>
        <Link href={evidencePageUrl(definitionId, versionNo)} target="_blank" rel="noopener">
          {t('wfEvidencePage', { versionNo })}
        </Link>
      </Box>
      {exportJson.data && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('wfEvidenceExported')} <HashText sha256={exportJson.data.sha256} />
        </Typography>
      )}
      {exportJson.isError && (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'error.main' }}>
          {workflowErrorText(t, exportJson.error)}
        </Typography>
      )}
    </Box>
  );
}
