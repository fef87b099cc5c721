/** One row (id 1) whose version every change of the reference data bumps (triggers in the site-version migration). */
export interface SiteVersionTable {
  id: number;
  version: number;
}
