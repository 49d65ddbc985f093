import { ObjectType } from '@nestjs/graphql';
import { ApiField } from '../../common/api-field.js';

/** What this server is: clients check the version they talk to. */
@ObjectType({ description: 'What this server is.' })
export class ServerInfo {
  @ApiField({ example: 'Salvo', description: 'The product name.' })
  name!: string;

  @ApiField({ example: '0.1.0', description: 'The server version (semver).' })
  version!: string;
}
