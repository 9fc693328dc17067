import { ONBOARDING_STEPS } from '../../flows/shared/routes/onboarding-steps';

/**
 * How many steps a prospect goes through, taken from the flow order itself (the same list the progress indicator
 * counts), so that every language and every screen says the same.
 */
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;
