import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { TextsEditorScreen } from '../texts-editor/texts-editor-screen';
import { useTextsRoute } from '../texts-editor/texts-route';
import { useWorkflowRoute } from '../workflow/use-workflow-route';
import { WorkflowScreen } from '../workflow/workflow-screen';

export interface StudioLayoutProps {
  nav: ReactNode;
  /** The open file's heading, buttons, status and alerts. */
  top: ReactNode;
  /** The editors of the open file (left on wide screens). */
  editors: ReactNode;
  /** What the checks found and what changed (right on wide screens). */
  checks: ReactNode;
  /** The preview in the three languages, under both, as wide as the page. */
  preview: ReactNode;
}

/** The studio's page: the file list beside the open file; one column on narrow screens. */
export function StudioLayout({ nav, top, editors, checks, preview }: StudioLayoutProps) {
  // A workflow screen (#workflow/…) takes the main area; the edits stay in the workspace's state meanwhile.
  const workflow = useWorkflowRoute();
  // …and so does a screen's texts (#texts/…, issue 23).
  const textsOf = useTextsRoute();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '260px 1fr' }, minHeight: '100vh' }}>
      {nav}
      <Box component="main" sx={{ p: { xs: 1, md: 3 }, minWidth: 0 }}>
        {textsOf ? (
          <TextsEditorScreen key={textsOf} namespace={textsOf} />
        ) : workflow ? (
          <WorkflowScreen route={workflow} />
        ) : (
          <>
            {top}
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 3 }}
            >
              <Box sx={{ minWidth: 0 }}>{editors}</Box>
              <Box sx={{ minWidth: 0 }}>{checks}</Box>
            </Box>
            {preview}
          </>
        )}
      </Box>
    </Box>
  );
}
