import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Starts s3rver, an S3 protocol server on disk, for the deploy tests, as its own process: its
 * ListObjectsV2 continuation tokens use DES, which OpenSSL 3 keeps in its legacy provider, so a
 * listing of more than 1000 keys (a real build has about 1500 objects) needs
 * `--openssl-legacy-provider`, a flag only a new process can take.
 * Its credentials are s3rver's fixed `S3RVER` / `S3RVER`.
 * @throws Error with s3rver's output when it does not listen within 15 s.
 */
export function startS3Server({
  port,
  directory,
  bucket,
}: {
  port: number;
  directory: string;
  bucket: string;
}): Promise<{ close: () => Promise<void> }> {
  const bin = path.join(process.cwd(), 'node_modules', 's3rver', 'bin', 's3rver.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      bin,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--configure-bucket',
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        void close().then(() => reject(new Error(`s3rver did not start on ${port}: ${output}`))),
      15_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/.test(output)) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        // Keep draining its request log, so a full pipe never blocks it.
        child.stdout?.resume();
        resolve({ close });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}: ${output}`));
    });
  });
}
