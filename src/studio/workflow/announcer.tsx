import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * One polite status region for the workflow screens, present before anything is said into it (a region added
 * together with its text is not read out), kept across screens so "Change 4 proposed" is heard after the move.
 * Read out only: each screen shows the same outcome where it belongs (the gates, the publication, the check).
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage(text), []);
  return (
    <AnnounceContext.Provider value={announce}>
      <Box role="status" aria-live="polite" data-testid="workflow-status" sx={visuallyHidden}>
        {message}
      </Box>
      {children}
    </AnnounceContext.Provider>
  );
}

/** Says something in the workflow's status region. */
export const useAnnounce = () => useContext(AnnounceContext);
