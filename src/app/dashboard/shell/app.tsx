import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import Toaster from '../../ui/toaster';
import { takeFlashToasts } from '../../client/flash-toast';
import { notify } from '../../client/toast';
import { $auth } from '../../stores/auth';
import { LOGIN_PATH } from '../config/paths';
import { localePath } from '../../../shared/i18n/locales';
import { leavingLocale } from '../helpers/chosen-locale';
import { isLeaving, loadMe } from '../helpers/session';
import { followMemberLanguage, useWords } from '../helpers/i18n';
import { startLive } from '../helpers/live';
import { LoadingPanel, OfflineGapNote } from '../parts/status-panel';
import { OfflineNote } from '../parts/offline-note';
import { UpdatePrompt } from '../parts/update-prompt';
import { CallSlot } from '../../features/calls/call-slot';
import { ErrorBoundary } from './error-boundary';
import { LanguageOffer } from './language-offer';
import { RouteView } from './route-view';
import { $router } from './router';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The dashboard shell: guard, sidebar, top bar and the routed page (docs/product/pages.md). */
export function App() {
  const auth = useStore($auth);
  const page = useStore($router);
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const path = page?.path;
  const words = useWords();

  // A new page closes the mobile menu (adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(path);
  if (menuPath !== path) {
    setMenuPath(path);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!auth?.accessToken) {
      // The sign-in page in the language the person was reading, not always the English one.
      if (!isLeaving()) location.replace(localePath(leavingLocale(), LOGIN_PATH));
    } else void loadMe();
  }, [auth?.accessToken]);

  // The member's language: the last one used here at once, then the one the server keeps.
  useEffect(() => followMemberLanguage(), []);

  // What the page before said on its way here ('Login Successful!' from the sign-in page).
  useEffect(() => {
    for (const flash of takeFlashToasts()) {
      if (flash.kind === 'success') notify.success(flash.message);
      else if (flash.kind === 'error') notify.error(flash.message);
      else notify.warning(flash.message);
    }
  }, []);

  // One live stream per tab, for as long as this session lasts.
  useEffect(() => (auth?.accessToken ? startLive() : undefined), [auth?.accessToken]);

  // A new page: move focus to the content, as a page load would.
  useEffect(() => {
    if (path) main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [path]);

  if (!auth?.accessToken) return null;
  return (
    <div className="min-h-screen bg-stone-50 text-ink lg:flex dark:bg-night dark:text-stone-100">
      <a
        href="#dashboard-main"
        target="_self"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
        {words.shell.skipToContent}
      </a>
      <Sidebar role={auth.role} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((v) => !v)} userName={auth.userName} role={auth.role} />
        <OfflineNote />
        <LanguageOffer />
        <main id="dashboard-main" ref={main} tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          <OfflineGapNote />
          <ErrorBoundary key={path}>
            <Suspense fallback={<LoadingPanel />}>
              <RouteView page={page} role={auth.role} />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <UpdatePrompt />
      {auth.role.toLowerCase() === 'user' && <CallSlot />}
      <Toaster />
    </div>
  );
}
