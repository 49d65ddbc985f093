import { DefaultNamingStrategy, Table, type NamingStrategyInterface } from 'typeorm';

const snake = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const tableNameOf = (table: Table | string): string =>
  (table instanceof Table ? table.name : table).split('.').pop() ?? '';

/**
 * snake_case columns and readable constraint names (`pk_players`, `fk_match_seats_player_id`,
 * `ix_matches_status_created_at`), so that hand-written migrations and the entities agree on
 * every name. Unique indexes and checks are named in the entities themselves.
 */
export class SalvoNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override columnName(
    propertyName: string,
    customName: string | undefined,
    prefixes: string[],
  ): string {
    return customName ?? snake([...prefixes, propertyName].join('_'));
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snake(`${relationName}_${referencedColumnName}`);
  }

  override primaryKeyName(table: Table | string): string {
    return `pk_${tableNameOf(table)}`;
  }

  override foreignKeyName(table: Table | string, columnNames: string[]): string {
    return `fk_${tableNameOf(table)}_${columnNames.join('_')}`;
  }

  override indexName(table: Table | string, columnNames: string[]): string {
    return `ix_${tableNameOf(table)}_${columnNames.join('_')}`;
  }
}
