import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sharp, type OutputInfo } from '../../lib/sharp.ts';
import type { Config as HumanConfig, FaceResult, Human } from '@vladmandic/human';

/**
 * The face models of `@vladmandic/human` (MIT), run in this process on TensorFlow.js's WebAssembly
 * backend: the models and the .wasm files ship inside the npm packages, nothing is fetched at run
 * time (docs/decisions/093-selfie-verification.md). Loaded once, on the first check; calls run one
 * at a time, as the backend has one thread.
 */

const require = createRequire(import.meta.url);
/** The package's `exports` names no usable subpath for its wasm build: it is found beside its main file. */
const HUMAN_DIST = path.dirname(require.resolve('@vladmandic/human'));
const MODELS_DIR = path.join(HUMAN_DIST, '..', 'models');
const WASM_DIR = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), path.sep);
const SCHEME = 'selfie-models://';

/** The longest side a frame is scaled to before detection: enough for a face filling a selfie. */
export const FRAME_SIDE = 640;

export interface FaceReading {
  /** Detection confidence, 0 to 1. */
  score: number;
  /** Head rotation in radians (negative yaw: facing the camera's left). */
  yaw: number;
  pitch: number;
  /** Eye openness from the face mesh: under 0.2 is a closed eye (the package's blink). */
  leftEyeOpen: number;
  rightEyeOpen: number;
  /** The "happy" emotion's score, 0 to 1. */
  happy: number;
  /** The face's descriptor (1024 numbers); held in memory only, never stored. */
  descriptor: number[];
  /** The face's share of the frame's width. */
  width: number;
}

export interface FaceEngine {
  /** Every face found in an image (any format sharp reads); throws `NotAnImage` when it is none. */
  faces(image: Buffer): Promise<FaceReading[]>;
  similarity(a: number[], b: number[]): number;
}

export class NotAnImage extends Error {}

const CONFIG: Partial<HumanConfig> = {
  backend: 'wasm',
  wasmPath: WASM_DIR,
  modelBasePath: SCHEME,
  debug: false,
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { enabled: true, rotation: true, maxDetected: 3, minConfidence: 0.4, return: false },
    mesh: { enabled: true },
    iris: { enabled: true },
    description: { enabled: true },
    emotion: { enabled: true },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
} as Partial<HumanConfig>;

type ModelJson = Record<string, unknown> & { weightsManifest: { paths: string[]; weights: unknown[] }[] };

/** TensorFlow.js reads a model from the package's folder through this handler (Node's fetch reads no files). */
function registerModelLoader(tf: typeof import('@tensorflow/tfjs-core')) {
  // A router answers null for addresses it does not read; the declared type leaves that out.
  tf.io.registerLoadRouter(((url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith(SCHEME)) return null;
    const name = path.basename(url.slice(SCHEME.length));
    return {
      load: async () => {
        const file = path.join(MODELS_DIR, name);
        const { weightsManifest, ...json } = JSON.parse(await fs.promises.readFile(file, 'utf8')) as ModelJson;
        const weights = await Promise.all(weightsManifest.flatMap((g) => g.paths.map((p) => fs.promises.readFile(path.join(MODELS_DIR, path.basename(p))))));
        const all = Buffer.concat(weights);
        // Everything the model file holds (its signature names the outputs), with its weights read in.
        return {
          ...json,
          weightSpecs: weightsManifest.flatMap((g) => g.weights) as never,
          weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
        };
      },
    };
  }) as unknown as Parameters<typeof tf.io.registerLoadRouter>[0]);
}

/** Eye openness from the mesh as the package's own blink gesture measures it: the lids' gap over the eye border's height. */
function eyeOpen(mesh: FaceResult['mesh'], lid: [number, number], border: [number, number]) {
  const height = Math.abs(mesh[border[0]][1] - mesh[border[1]][1]) || 1;
  return Math.abs(mesh[lid[0]][1] - mesh[lid[1]][1]) / height;
}

function reading(face: FaceResult, frameWidth: number): FaceReading {
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  const mesh = face.mesh;
  const meshed = mesh.length > 450;
  return {
    score: face.score,
    yaw: angle.yaw,
    pitch: angle.pitch,
    leftEyeOpen: meshed ? eyeOpen(mesh, [374, 386], [443, 450]) : 1,
    rightEyeOpen: meshed ? eyeOpen(mesh, [145, 159], [223, 230]) : 1,
    happy: face.emotion?.find((e) => e.emotion === 'happy')?.score ?? 0,
    descriptor: face.embedding ?? [],
    width: face.box[2] / frameWidth,
  };
}

async function loadEngine(): Promise<FaceEngine> {
  const tf = require('@tensorflow/tfjs-core') as typeof import('@tensorflow/tfjs-core');
  registerModelLoader(tf);
  const { Human: HumanClass } = require(path.join(HUMAN_DIST, 'human.node-wasm.js')) as { Human: new (config: Partial<HumanConfig>) => Human };
  const human = new HumanClass(CONFIG);
  await human.load();
  await human.tf.ready();
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    faces: async (image) => {
      let decoded: { data: Buffer; info: OutputInfo };
      try {
        decoded = await sharp(image, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize({ width: FRAME_SIDE, height: FRAME_SIDE, fit: 'inside', withoutEnlargement: true })
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new NotAnImage();
      }
      const { data, info } = decoded;
      return serial(async () => {
        const tensor = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
        try {
          const result = await human.detect(tensor as never);
          return result.face.map((face) => reading(face, info.width));
        } finally {
          human.tf.dispose(tensor);
        }
      });
    },
    similarity: (a, b) => human.match.similarity(a, b),
  };
}

let engine: Promise<FaceEngine> | null = null;

/** The process's one engine, loaded on first use (a failed load is tried again next time). */
export function faceEngine(): Promise<FaceEngine> {
  if (!engine) {
    engine = loadEngine();
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}
