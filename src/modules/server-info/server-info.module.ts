import { Module } from '@nestjs/common';
import { ServerInfoController } from './server-info.controller.js';
import { ServerInfoResolver } from './server-info.resolver.js';
import { ServerInfoService } from './server-info.service.js';

@Module({
  controllers: [ServerInfoController],
  providers: [ServerInfoService, ServerInfoResolver],
})
export class ServerInfoModule {}
