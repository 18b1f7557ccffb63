import { createRouter } from '@nanostores/router';
import { PATHS } from '../config/paths';

/** The client router; it also takes over same-origin link clicks inside the shell. */
export const $router = createRouter(PATHS);

export const navigate = (path: string) => $router.open(path);
