import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import type { UploadsSetting } from '../../config/config.ts';
import { tidyFolder, uploadsDirOf, writePartial } from './disk-store.ts';
import { checkRecordName, FOLDER, KEY, type StoreEntry, type UploadStore } from './upload-store.ts';

type S3Setting = Extract<UploadsSetting, { kind: 's3' }>;

/**
 * A bucket of AWS S3, Cloudflare R2, MinIO or any S3-protocol store (UPLOADS=s3://bucket/prefix):
 * instances share it instead of a disk (docs/decisions/055-uploads-in-object-storage.md).
 *
 * A file is prepared in the instance's own working folder (DATA_DIR/uploads) exactly as on disk,
 * encrypted there when it is an identity document, so nothing readable leaves the instance; it is
 * then streamed to the bucket under its final key (lib-storage's Upload, in parts for a large one)
 * and the local copy removed. Only then is the row committed: an object always exists before a
 * row names it, and one whose row never came (a stop in between) is an object no row names, which
 * the scheduled sweep removes once a day old. Objects are read only through the API, streamed
 * from the bucket; the bucket itself stays private.
 */
export function s3Store(setting: S3Setting, dataDir: string): UploadStore {
  // The SDK, about a sixth of an idle process, is loaded only where a bucket is configured.
  const require = createRequire(import.meta.url);
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } =
    require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const { Upload } = require('@aws-sdk/lib-storage') as typeof import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: setting.region,
    ...(setting.endpoint ? { endpoint: setting.endpoint } : {}),
    forcePathStyle: setting.forcePathStyle,
    ...(setting.credentials ? { credentials: setting.credentials } : {}),
    // Checksums only where S3 requires them: R2, MinIO and older S3-protocol stores refuse the
    // SDK's newer default of a checksum on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = setting.bucket;
  const base = setting.prefix ? `${setting.prefix}/` : '';
  const objectKey = (key: string) => {
    if (!KEY.test(key)) throw new Error('bad storage key');
    return base + key;
  };
  const notFound = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: 's3',
    async write(content, encryptWith) {
      const { path, ...stored } = await writePartial(dataDir, content, encryptWith);
      try {
        await new Upload({ client, params: { Bucket, Key: objectKey(stored.storageKey), Body: createReadStream(path) } }).done();
      } finally {
        await fs.rm(path, { force: true });
      }
      return stored;
    },
    // Written under its final key already: the row's commit is the moment it becomes stored.
    commit: async () => undefined,
    async open(key) {
      const reply = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      return reply.Body as Readable;
    },
    async remove(key) {
      if (!KEY.test(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async *entries() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: base, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(base.length) ?? '';
          // Only this store's own objects: anything else under the prefix is left alone.
          if (!KEY.test(key)) continue;
          yield { name: object.Key!, key, pending: false, incoming: false, modifiedAt: object.LastModified ?? new Date(0) } satisfies StoreEntry;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeEntry(entry) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: entry.name }));
    },
    tidyScratch: (cutoff) => tidyFolder(uploadsDirOf(dataDir), cutoff),
    // One PUT: an object appears whole or not at all.
    async writeRecord(name, content) {
      await client.send(new PutObjectCommand({ Bucket, Key: base + checkRecordName(name), Body: content }));
    },
    async readRecord(name) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: base + checkRecordName(name) }));
        return Buffer.from(await reply.Body!.transformToByteArray());
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async recordNames(folder) {
      if (!FOLDER.test(folder)) throw new Error(`bad record folder: ${folder}`);
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${base}${folder}/`, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(base.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
    close: () => client.destroy(),
  };
}
