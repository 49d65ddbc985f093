import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ServerInfo } from './server-info.js';
import { ServerInfoService } from './server-info.service.js';

@ApiTags('server')
@Controller('server-info')
export class ServerInfoController {
  constructor(private readonly serverInfo: ServerInfoService) {}

  @Get()
  @ApiOperation({ summary: 'The server name and version.' })
  @ApiOkResponse({ type: ServerInfo, description: 'What this server is.' })
  getServerInfo(): ServerInfo {
    return this.serverInfo.get();
  }
}
