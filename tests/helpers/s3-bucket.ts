import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// The SDK's notice that its 2027 releases need Node 22 would repeat in every test process.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestBucket {
  /** The settings that point the server at this bucket (UPLOADS, S3_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server for a test file: s3rver on a free loopback port, its objects in a
 * temporary folder, with one bucket; `close()` stops it and removes the folder.
 */
export async function startTestBucket(bucket = 'uploads', prefix = 'documents'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    env: {
      UPLOADS: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
