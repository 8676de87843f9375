import type { DeployProgress, DeployReport } from './deploy';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line of progress: `412/1702 files, 3.1 of 9.8 MB, 1290 unchanged skipped`. */
export const formatProgress = (progress: DeployProgress): string =>
  `${progress.uploaded + progress.skipped}/${progress.files} files, ${megabytes(progress.bytes)} of ${megabytes(progress.bytesToUpload)} uploaded, ${progress.skipped} unchanged skipped`;

/** The closing line of a deploy. */
export const formatReport = (report: DeployReport, target: string): string =>
  `Deployed to ${target} in ${(report.durationMs / 1000).toFixed(1)} s: ${report.uploaded} uploaded (${megabytes(report.bytes)}), ${report.skipped} unchanged skipped, ${report.deleted} old deleted, ${report.kept} old kept for their grace period.`;

/**
 * Progress on a terminal: one line rewritten in place, at most every 100 ms; off a terminal (CI
 * logs, the rebuild's log) nothing until the report. Call the returned `done` before printing more.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): {
  onProgress: (progress: DeployProgress) => void;
  done: () => void;
} {
  if (!stream.isTTY) return { onProgress: () => {}, done: () => {} };
  let last = 0;
  let shown: DeployProgress | undefined;
  const draw = (progress: DeployProgress) => stream.write(`\r\x1b[2K${formatProgress(progress)}`);
  return {
    onProgress(progress) {
      shown = progress;
      if (Date.now() - last < 100 && progress.uploaded + progress.skipped < progress.files) return;
      last = Date.now();
      draw(progress);
    },
    done() {
      if (shown) stream.write(`\r\x1b[2K${formatProgress(shown)}\n`);
    },
  };
}
