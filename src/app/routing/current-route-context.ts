import { createContext } from 'react';
import type { AppRoute } from './route-table';

export const CurrentRouteContext = createContext<AppRoute | undefined>(undefined);
