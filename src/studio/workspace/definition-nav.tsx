import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Problem } from '../../definition/lint/types';
import { LanguageSelect } from '../language-select';
import { useStudioTranslation } from '../use-studio-translation';
import { notifyAddressChanged, useWorkflowRoute } from '../workflow/use-workflow-route';
import { WorkflowNav } from '../workflow/workflow-nav';

export interface DefinitionNavProps {
  paths: readonly string[];
  open: string;
  changedFiles: readonly string[];
  problems: readonly Problem[];
  onOpen: (path: string) => void;
}

const FOLDERS = ['schemas/questionnaire/', 'schemas/steps/'] as const;

/** The definitions by folder, each marked when edited or when it has problems; links, so the hash names the file. */
export function DefinitionNav({ paths, open, changedFiles, problems, onOpen }: DefinitionNavProps) {
  const { t } = useStudioTranslation();
  // On a workflow screen no file is the page shown.
  const shown = useWorkflowRoute() ? undefined : open;
  return (
    <Box
      component="nav"
      aria-label={t('navDefinitions')}
      sx={{ borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography component="p" variant="h6" sx={{ px: 2, pt: 2 }}>
        {t('studioName')}
      </Typography>
      <LanguageSelect />
      <WorkflowNav />
      {FOLDERS.map((folder) => (
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
                      aria-current={path === shown ? 'page' : undefined}
                      selected={path === shown}
                      onClick={(event: React.MouseEvent) => {
                        event.preventDefault();
                        onOpen(path);
                        notifyAddressChanged();
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
  );
}
