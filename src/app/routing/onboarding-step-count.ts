import { routeTable } from './route-table';

/**
 * How many steps a prospect goes through, taken from the flow itself so that every language says the same:
 * registration, then each distinct step number of the route metadata (the child's data shares step 2 with
 * the personal data).
 */
export const ONBOARDING_STEP_COUNT = 1 + new Set(routeTable.flatMap((route) => (route.step ? [route.step] : []))).size;
