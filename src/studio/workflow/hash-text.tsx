import { Box } from '@mui/material';

/** A SHA-256 in full (auditors compare it character by character), wrapping on a narrow screen. */
export function HashText({ sha256 }: { sha256: string }) {
  return (
    <Box component="code" sx={{ overflowWrap: 'anywhere', fontSize: '0.85em' }}>
      {sha256}
    </Box>
  );
}
