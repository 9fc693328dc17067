import { json } from '../reply.ts';
import type { HandlerGroup } from '../handler-context.ts';

/** GET /actuator/health: UP unless a test switched the sandbox DOWN (the app then shows maintenance). */
export const healthHandlers: HandlerGroup<'health'> = {
  health: ({ services }) => {
    const { health } = services.store;
    return json({ status: health }, health === 'UP' ? 200 : 503);
  },
};
