import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** What this server is: clients check the version they talk to. */
@ObjectType({ description: 'What this server is.' })
export class ServerInfo {
  @ApiProperty({ example: 'Salvo', description: 'The product name.' })
  @Field({ description: 'The product name.' })
  name!: string;

  @ApiProperty({ example: '0.1.0', description: 'The server version (semver).' })
  @Field({ description: 'The server version (semver).' })
  version!: string;
}
