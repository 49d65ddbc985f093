/** Invitations: how a player other than a match's creator is seated with their consent. */
export { InvitationsModule } from './invitations.module.js';
