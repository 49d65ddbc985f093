/** What this server is: name, version, rulesets. */
export { ServerInfoModule } from './server-info.module.js';
export { packageVersion } from './package-version.js';
