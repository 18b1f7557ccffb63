import { lazy, Suspense } from 'react';

// Loaded after the home's figures, so its words in three languages do not weigh on the first screen.
const SafetyNote = lazy(() => import('./safety-note'));

/** The home's weekly safety note (./safety-note.tsx). */
export function SafetyNoteBox() {
  return (
    <Suspense fallback={null}>
      <SafetyNote />
    </Suspense>
  );
}
