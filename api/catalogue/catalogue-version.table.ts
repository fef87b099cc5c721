/** One row (id 1) whose version every change of the items table bumps (triggers in the migration). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}
