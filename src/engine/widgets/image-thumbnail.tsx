import { Box } from '@mui/material';
import { useCallback } from 'react';

export interface ImageThumbnailProps {
  file: File;
  alt: string;
}

/** A small preview of an image file. Its object URL lives exactly as long as the <img> shows this file. */
export function ImageThumbnail({ file, alt }: ImageThumbnailProps) {
  // A ref callback with a cleanup (React 19): the URL is revoked when the file changes, the preview is removed or
  // the widget unmounts, and Strict Mode's extra attach creates a fresh one instead of reusing a revoked URL.
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (img === null || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <Box
      component="img"
      ref={attach}
      alt={alt}
      sx={{
        width: 96,
        height: 96,
        objectFit: 'cover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}
