/** Where a progress bar is drawn: stderr, redrawn in place on a terminal, plain lines otherwise (CI logs). */
export interface ProgressSink {
  write(chunk: string): void;
  isTTY: boolean;
}

const WIDTH = 30;

export const progressLine = (done: number, total: number): string => {
  const share = total === 0 ? 1 : done / total;
  const filled = Math.round(share * WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${Math.floor(share * 100)}% ${done}/${total}`;
};

/**
 * A reporter for `(done, total)` calls. On a terminal the line is redrawn with \r when the
 * percent changes; elsewhere a line is printed every 10 %, so a log is not flooded.
 */
export function progressBar(sink: ProgressSink, label: string): { update(done: number, total: number): void; finish(): void } {
  let shown = -1;
  let drawn = false;
  return {
    update(done, total) {
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      const step = sink.isTTY ? percent : Math.floor(percent / 10) * 10;
      if (step === shown) return;
      shown = step;
      if (sink.isTTY) {
        sink.write(`\r${label} ${progressLine(done, total)}`);
        drawn = true;
      } else {
        sink.write(`${label} ${progressLine(done, total)}\n`);
      }
    },
    finish() {
      if (drawn) sink.write('\n');
    },
  };
}
