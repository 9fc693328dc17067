import { memoryStore } from '../../../api';

/**
 * Whether the provider marked the answers just sent for an adviser's review (its answer's `adviser_review`), for
 * the evaluation page that follows. In memory only: the evaluation is reached only right after sending.
 */
export const adviserReviewStore = memoryStore<boolean>(false);
