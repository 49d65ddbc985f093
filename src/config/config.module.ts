import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Injects the validated configuration: `@InjectConfig() config: AppConfig`. */
export const InjectConfig = (): ParameterDecorator => Inject(APP_CONFIG);

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
