/**
 * Runs a background pass every `everyMs`, never two at once: a pass still going when the next
 * tick comes makes that tick do nothing, rather than start a second pass over the same rows. The
 * timer does not keep the process alive; `stop` waits for the pass under way, so that shutdown
 * does not close the pools beneath it.
 */
export class SweepTimer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly everyMs: number,
  ) {}

  /** `now`: a first pass at once, rather than one period later. */
  start(options: { now?: boolean } = {}): void {
    const tick = (): void => {
      this.running ??= this.pass().finally(() => (this.running = null));
    };
    if (options.now) tick();
    this.timer = setInterval(tick, this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
