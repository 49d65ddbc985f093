import { Query, Resolver } from '@nestjs/graphql';
import { ServerInfo } from './server-info.js';
import { ServerInfoService } from './server-info.service.js';

@Resolver(() => ServerInfo)
export class ServerInfoResolver {
  constructor(private readonly service: ServerInfoService) {}

  @Query(() => ServerInfo, { description: 'The server name and version.' })
  serverInfo(): ServerInfo {
    return this.service.get();
  }
}
