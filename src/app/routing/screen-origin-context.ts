import { createContext } from 'react';

/**
 * The route a screen shown by KeptScreens was entered from (its step guard's origin, SPEC §4), as KeptScreens worked it
 * out for the move that made the screen: the route of the history entry left. None outside KeptScreens.
 */
export const ScreenOriginContext = createContext<{ from: string | undefined } | undefined>(undefined);
