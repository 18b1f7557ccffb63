import { createRouter } from '@nanostores/router';
import { clearSelectedItem, selectItem } from '../../stores/navigation';
import { selectedRouteFor } from '../config/menu';
import { PATHS } from '../config/paths';

/** The client router; it also takes over same-origin link clicks inside the shell. */
export const $router = createRouter(PATHS);

export const navigate = (path: string) => $router.open(path);

// The sidebar's selected row follows the address; an address outside the menu selects nothing.
$router.subscribe((page) => {
  const route = page ? selectedRouteFor(page.path) : null;
  if (route) selectItem(route);
  else clearSelectedItem();
});
