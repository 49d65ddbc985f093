import { Injectable } from '@nestjs/common';
import { packageVersion } from './package-version.js';
import type { ServerInfo } from './server-info.js';

@Injectable()
export class ServerInfoService {
  private readonly info: ServerInfo = { name: 'Salvo', version: packageVersion() };

  get(): ServerInfo {
    return { ...this.info };
  }
}
