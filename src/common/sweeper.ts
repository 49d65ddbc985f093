import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SweepTimer } from './sweep-timer.js';

/**
 * A provider that sweeps in the background from the application's start to its shutdown. Every
 * instance runs one; what a pass does must be safe when another instance does it at once.
 */
export abstract class Sweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private readonly timer: SweepTimer;

  /** `atBoot`: a first pass at start-up rather than one period later. */
  protected constructor(
    everyMs: number,
    private readonly atBoot = false,
  ) {
    this.timer = new SweepTimer(() => this.sweep(), everyMs);
  }

  /** One pass; returns how much it did. */
  abstract sweep(now?: Date): Promise<number>;

  onApplicationBootstrap(): void {
    this.timer.start({ now: this.atBoot });
  }

  onApplicationShutdown(): Promise<void> {
    return this.timer.stop();
  }
}
