import { Box } from '@mui/material';
import { useCallback } from 'react';

export interface ImageThumbnailProps {
  file: File;
  alt: string;
}

// The file each preview shows once drawn. A kept screen hidden and shown again (React's Activity, issue 24) detaches
// and attaches its refs: the preview already drawn is kept, not made again (a new object URL, the image fetched and
// decoded again and a repaint after each return to the address step at 4x CPU).
const drawn = new WeakMap<HTMLImageElement, File>();

/**
 * A small preview of an image file. Its object URL lives until the image is drawn (the <img> keeps what it decoded),
 * or until the preview is removed, the file changed or the widget unmounted before that.
 */
export function ImageThumbnail({ file, alt }: ImageThumbnailProps) {
  // A ref callback with a cleanup (React 19): Strict Mode's extra attach, or an attach after an unfinished load,
  // creates a fresh URL instead of reusing a revoked one.
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (img === null || drawn.get(img) === file || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(file);
      const loaded = () => {
        drawn.set(img, file);
        URL.revokeObjectURL(url);
      };
      img.addEventListener('load', loaded, { once: true });
      img.src = url;
      return () => {
        if (drawn.get(img) === file) return;
        img.removeEventListener('load', loaded);
        URL.revokeObjectURL(url);
      };
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
