import type { SelfieFinding, SelfieStep } from '../../../shared/schemas/selfie-verification.ts';
import type { FaceEngine, FaceReading } from './face-engine.ts';

/**
 * What the server decides from the faces it found (docs/decisions/093-selfie-verification.md).
 * The thresholds were measured on the package's sample photos: the same face, mirrored or cropped
 * differently, scores 0.92 to 1.00; different people scored 0.17 to 0.44.
 */
export const THRESHOLDS = {
  /** A face the detector is less sure of does not count. */
  faceScore: 0.5,
  /** A turn: the head's yaw at least this far (radians, about 14°) to the asked side. */
  turnYaw: 0.25,
  /** A blink: both eyes under the package's own closed-eye measure. */
  eyeClosed: 0.2,
  /** A smile: the "happy" emotion at least this sure. */
  smile: 0.6,
  /** Every frame of the challenge and the selfie show one person. */
  samePerson: 0.6,
  /** The selfie matches a profile photo. */
  match: 0.6,
} as const;

/** Human's yaw is negative for a face turned to the camera's left, which is the member's left in the mirrored preview. */
const stepPassed: Record<SelfieStep, (face: FaceReading) => boolean> = {
  'turn-left': (f) => f.yaw <= -THRESHOLDS.turnYaw,
  'turn-right': (f) => f.yaw >= THRESHOLDS.turnYaw,
  blink: (f) => f.leftEyeOpen < THRESHOLDS.eyeClosed && f.rightEyeOpen < THRESHOLDS.eyeClosed,
  smile: (f) => f.happy >= THRESHOLDS.smile,
};

export interface Verdict {
  finding: SelfieFinding;
  /** The selfie's best similarity with a profile photo, when it came to that. */
  similarity: number | null;
}

/** The one face of a frame, or the finding that stops the check. */
function oneFace(faces: FaceReading[]): FaceReading | 'no-face' | 'several-faces' {
  const seen = faces.filter((f) => f.score >= THRESHOLDS.faceScore && f.descriptor.length > 0);
  if (!seen.length) return 'no-face';
  if (seen.length > 1) return 'several-faces';
  return seen[0];
}

/**
 * Checks a challenge's frames (one per step, in order) and the selfie against the profile photos'
 * faces. The descriptors live only in this call.
 */
export async function judge(engine: FaceEngine, steps: SelfieStep[], frames: Buffer[], selfie: Buffer, photos: () => Promise<Buffer[]>): Promise<Verdict> {
  const readings: FaceReading[] = [];
  for (const image of [...frames, selfie]) {
    const face = oneFace(await engine.faces(image));
    if (typeof face === 'string') return { finding: face, similarity: null };
    readings.push(face);
  }
  const own = readings.pop()!;
  if (!steps.every((step, i) => stepPassed[step](readings[i]))) return { finding: 'challenge-failed', similarity: null };
  if (!readings.every((frame) => engine.similarity(frame.descriptor, own.descriptor) >= THRESHOLDS.samePerson)) {
    return { finding: 'not-same-person', similarity: null };
  }
  let best = 0;
  // The stored photos are read only when the live pictures passed.
  for (const photo of await photos()) {
    // A photo may hold other people too: the face closest to the selfie is hers, if any is.
    for (const face of (await engine.faces(photo)).filter((f) => f.descriptor.length > 0)) {
      best = Math.max(best, engine.similarity(face.descriptor, own.descriptor));
    }
  }
  const similarity = Math.round(best * 1000) / 1000;
  return { finding: best >= THRESHOLDS.match ? 'matched' : 'mismatch', similarity };
}
