import { useRef, useState } from 'react';

/**
 * The definition on screen, kept in the address's hash (a reload or a shared link opens the same file); opening
 * another moves the focus to its heading, so a keyboard or screen reader user lands on what they chose.
 */
export function useOpenFile(paths: readonly string[]) {
  const [open, setOpen] = useState(() => {
    const fromHash = decodeURIComponent(window.location.hash.slice(1));
    return paths.includes(fromHash)
      ? fromHash
      : (paths.find((p) => p.startsWith('schemas/questionnaire/')) ?? paths[0] ?? '');
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const openFile = (path: string) => {
    setOpen(path);
    window.history.replaceState(null, '', `#${encodeURIComponent(path)}`);
    requestAnimationFrame(() => heading.current?.focus());
  };
  return { open, openFile, heading };
}
