import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../engine';

/** What a screen needs to be told apart from another (KeptScreen's React key). */
interface Keyed {
  id: number;
}

const sameList = (one: readonly Keyed[], other: readonly Keyed[]): boolean =>
  one.length === other.length && one.every((item, i) => item === other[i]);

/**
 * The screens `screens` no longer holds (kept no more: too far in the history, another session's), still to be
 * rendered hidden until the frame after the move has been painted. Unmounting them in the move's own commit was part
 * of the step change (issue 24: 1134 components unmounted as the questionnaire showed, 8 ms of passive unmount effects
 * and 6 ms of node removal in that commit; the registration's 419 as personal data showed, its session ended).
 */
export function useLeavingScreens<T extends Keyed>(screens: readonly T[]): readonly T[] {
  const [last, setLast] = useState(screens);
  const [leaving, setLeaving] = useState<readonly T[]>([]);
  // Derived from the list as it changes (React's pattern for state that follows a prop), in the move's own render.
  if (!sameList(last, screens)) {
    const gone = [...leaving, ...last].filter(
      (screen, i, all) =>
        !screens.some(({ id }) => id === screen.id) && all.findIndex(({ id }) => id === screen.id) === i,
    );
    setLast(screens);
    if (gone.length > 0 || leaving.length > 0) setLeaving(gone);
  }
  useEffect(() => (leaving.length > 0 ? afterNextPaint(() => setLeaving([])) : undefined), [leaving]);
  return leaving;
}
